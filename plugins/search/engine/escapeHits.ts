/**
 * Escaping of hosted (Algolia) hits. Algolia returns record text and highlights unescaped and
 * DocSearch renders them as HTML, so page text such as "<script>" would become markup; the embedded
 * engine already returns its hits escaped. Loaded with the hosted search dialog, not with the page.
 */
import {escapeHtml} from './escapeHtml';

export interface HostedHit {
  url: string;
  content?: string | null;
  hierarchy?: Record<string, string | null>;
  _highlightResult?: unknown;
  _snippetResult?: unknown;
}

/** Escape a highlighted value, keeping the highlight tags DocSearch asked for. */
function escapeHighlighted(value: string): string {
  return escapeHtml(value).replace(/&lt;(\/?)mark&gt;/g, '<$1mark>');
}

function escapeValues(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(escapeValues);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === 'value' && typeof v === 'string' ? escapeHighlighted(v) : escapeValues(v),
    ]),
  );
}

/** The hit with its hierarchy, content, highlights and snippets escaped. */
export function escapeHit(item: HostedHit): HostedHit {
  const hierarchy = item.hierarchy
    ? Object.fromEntries(Object.entries(item.hierarchy).map(([k, v]) => [k, v === null ? null : escapeHtml(v)]))
    : item.hierarchy;
  return {
    ...item,
    hierarchy,
    ...(typeof item.content === 'string' ? {content: escapeHtml(item.content)} : {}),
    ...(item._highlightResult ? {_highlightResult: escapeValues(item._highlightResult)} : {}),
    ...(item._snippetResult ? {_snippetResult: escapeValues(item._snippetResult)} : {}),
  };
}
