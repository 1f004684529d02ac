/**
 * Tokenizing, highlighting and snippeting, shared by the engine and the tests (HTML escaping is
 * ./escapeHtml).
 * Words are runs of letters and digits; everything else separates words, except that a version
 * number ("2.3.1") is one word, and so is a snake_case name ("track_bots", also indexed as its parts,
 * as Algolia's `separatorsToIndex: "_"`).
 */

import {escapeHtml} from './escapeHtml';

const WORD = /\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu;

/** "track_bots" -> ["track", "bots"]. */
function snakeParts(norm: string): string[] {
  return norm.includes('_') ? norm.split('_') : [];
}

/** Lower-case and strip diacritics so "Café" and "cafe" are the same word. */
export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** "RateLimitHeaders" -> ["rate", "limit", "headers"], as Algolia's camelCaseAttributes. */
export function camelParts(word: string): string[] {
  if (!/\p{Ll}\p{Lu}/u.test(word)) return [];
  return word.split(/(?<=\p{Ll})(?=\p{Lu})/u).map(normalizeWord);
}

/**
 * English singular of a normalized word ("counters" -> "counter", "categories" -> "category"),
 * or the word itself: plurals match singulars, as with Algolia's ignorePlurals.
 */
// cspell:ignore ches shes
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ses|xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Words of a text as they are indexed: normalized, plus singulars and camelCase parts. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const norm = normalizeWord(word);
    out.push(norm);
    const one = singular(norm);
    if (one !== norm) out.push(one);
    for (const part of snakeParts(norm)) out.push(part, ...(singular(part) !== part ? [singular(part)] : []));
    out.push(...camelParts(word));
  }
  return out;
}

/** Words of a query: normalized and singular, camelCase words split. */
export function queryWords(text: string): string[] {
  const out: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const parts = camelParts(word);
    out.push(...(parts.length ? parts : [normalizeWord(word)]).map(singular));
  }
  return out;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: MatchLevel;
}

interface Word {
  start: number;
  end: number;
  norm: string;
  parts: string[];
}

function words(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const norm = normalizeWord(m[0]);
    out.push({start: m.index!, end: m.index! + m[0].length, norm, parts: [singular(norm), ...camelParts(m[0])]});
  }
  return out;
}

/**
 * Which query word a text word answers, if any: `matched` holds the index words the engine matched
 * for each query word (exact, prefix or typo-tolerant matches).
 */
export type MatchMap = Map<string, Set<string>>;

function queryWordFor(word: Pick<Word, 'norm' | 'parts'>, matched: MatchMap): string | undefined {
  for (const [queryWord, forms] of matched) {
    if (forms.has(word.norm) || word.parts.some((p) => forms.has(p))) return queryWord;
  }
  return undefined;
}

function level(found: Set<string>, matched: MatchMap): MatchLevel {
  if (found.size === 0) return 'none';
  return found.size >= matched.size ? 'full' : 'partial';
}

/**
 * Escape `text` and wrap every matched word in the highlight tags. The text is escaped piece by
 * piece BEFORE the tags are inserted, so markup in page content or in a query never becomes HTML.
 */
function render(text: string, ws: Word[], from: number, to: number, matched: MatchMap, pre: string, post: string) {
  let out = '';
  const found = new Set<string>();
  let cursor = ws[from]?.start ?? 0;
  const stop = to > from ? ws[to - 1]!.end : cursor;
  for (let i = from; i < to; i += 1) {
    const w = ws[i]!;
    const q = queryWordFor(w, matched);
    if (!q) continue;
    found.add(q);
    out += escapeHtml(text.slice(cursor, w.start)) + pre + escapeHtml(text.slice(w.start, w.end)) + post;
    cursor = w.end;
  }
  out += escapeHtml(text.slice(cursor, stop));
  return {out, found};
}

export function highlight(text: string, matched: MatchMap, pre: string, post: string): HighlightValue {
  const ws = words(text);
  const {out, found} = render(text, ws, 0, ws.length, matched, pre, post);
  // Keep leading and trailing punctuation that the word range leaves out.
  const head = ws.length ? escapeHtml(text.slice(0, ws[0]!.start)) : escapeHtml(text);
  const tail = ws.length ? escapeHtml(text.slice(ws[ws.length - 1]!.end)) : '';
  const matchLevel = level(found, matched);
  const highlighted = ws.filter((w) => queryWordFor(w, matched)).length;
  return {
    value: head + out + tail,
    matchLevel,
    matchedWords: [...found],
    ...(matchLevel !== 'none' ? {fullyHighlighted: highlighted === ws.length} : {}),
  };
}

/**
 * A window of `size` words around the first match (or the first `size` words), escaped and
 * highlighted, with `ellipsis` where the text was cut, as Algolia's `attribute:size` snippets.
 */
export function snippet(
  text: string,
  size: number,
  matched: MatchMap,
  pre: string,
  post: string,
  ellipsis: string,
): SnippetValue {
  const ws = words(text);
  if (ws.length <= size) {
    const h = highlight(text, matched, pre, post);
    return {value: h.value, matchLevel: h.matchLevel};
  }
  const first = ws.findIndex((w) => queryWordFor(w, matched));
  // Start a little before the first match so the reader sees some context.
  const lead = Math.min(2, Math.floor(size / 3));
  let start = first < 0 ? 0 : Math.max(0, first - lead);
  start = Math.min(start, ws.length - size);
  const end = start + size;
  const {out, found} = render(text, ws, start, end, matched, pre, post);
  const value =
    (start > 0 ? ellipsis : escapeHtml(text.slice(0, ws[0]!.start))) +
    out +
    (end < ws.length ? ellipsis : escapeHtml(text.slice(ws[ws.length - 1]!.end)));
  return {value, matchLevel: level(found, matched)};
}
