/**
 * What counts as searchable text, shared by the three extractors: built HTML (extract.ts), the
 * dev server's Markdown (sources.ts) and the hosted crawler (algolia/docsearch-crawler.js, which
 * Algolia runs on its own and cannot import this file: a unit test checks that it states the
 * same selectors and headings).
 */
import {RANKING} from '../engine/ranking';
import type {ExtractedPage, PageKind} from './types';

/** Headings of sections that only point elsewhere; they and their content are not indexed. */
export const NAVIGATION_HEADINGS = /^(next steps|see also|related pages)$/i;

/**
 * Elements whose text becomes a record: headings, paragraphs, list items, table cells, an API
 * operation's method and URL (developers search by path: "members/{userId}/stats") and API
 * parameter names. A row's header cell (`th scope=row`) names what the row defines (a setting, a
 * command, a plan feature), so it is text too; column headers only label the columns.
 */
export const CONTENT_SELECTOR =
  'h2, h3, h4, h5, h6, p, li, th[scope=row], td, .statlas-api-endpoint, .openapi-schema__container';

/**
 * What a blog post or a legal page is found by: its headings and the lead of the page and of each
 * section, the first text block under it (besides its title, description and keywords). A post is
 * news of what changed, and legal terms are looked up by name; the rest of their text retells
 * features in the words of the docs pages that explain them, and took first place from those pages
 * for everyday questions (decisions/search-ranking.md).
 */
export function leadBlocks(blocks: ExtractedPage['blocks']): ExtractedPage['blocks'] {
  let lead = true;
  return blocks.filter((block) => {
    if (block.kind === 'heading') return (lead = true);
    const keep = lead;
    lead = false;
    return keep;
  });
}

/** Whether a route is indexed by its leads only: a blog post or a legal page (see leadBlocks). */
export function leadsOnly(route: string): boolean {
  const kind = pageKindFor(route);
  return kind === PAGE_KINDS.post || kind === PAGE_KINDS.terms;
}

/** The blocks a page is indexed by: all of them, or the leads of a post or legal page. */
export function searchableBlocks(route: string, blocks: ExtractedPage['blocks']): ExtractedPage['blocks'] {
  return leadsOnly(route) ? leadBlocks(blocks) : blocks;
}

/**
 * Elements removed before extraction: anchors, code blocks, page chrome, and in the API reference
 * the example values, media-type and status tabs (text nobody searches for). The site footer and
 * the desktop table of contents follow the article, but a parser that closes minified HTML's
 * omitted end tags can still nest them inside it.
 */
export const SKIP_SELECTOR = [
  '.hash-link',
  'pre',
  'script',
  'style',
  'svg',
  'button',
  'nav',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  'footer',
  'header',
  '.openapi-example',
  // A bot message drawn to illustrate a step, or quoted in a sentence or a table cell (BotMessage's
  // `<code title="Statlas …">`): it is indexed on its home, the messages reference, where a pasted
  // message lands first.
  'figure.dm:not([data-home])',
  'code[title^="Statlas "]',
  '[role=tablist]',
].join(', ');

/**
 * Routes that hold searchable content: docs pages and blog posts (not lists: generated category
 * pages, blog pages, tags or archives, which only link to the pages that hold the content).
 */
export function isSearchableRoute(route: string): boolean {
  if (route.startsWith('/docs/category/')) return false;
  if (route.startsWith('/docs/')) return true;
  if (!route.startsWith('/blog/')) return false;
  return !/^\/blog\/(page|tags|archive|authors)(\/|$)/.test(route);
}

/** The generated API reference: its own section whatever the sidebar says. */
export const API_ROUTE = /^\/docs\/(api|category\/statlas-api)(\/|$)/;

/**
 * What kind of page a route is, and so its prior (as DocSearch's pageRank) and the words that
 * name its section. Docs pages explain how things work now (prior 1); the generated API reference
 * answers developers, and its rows repeat everyday words (0.5); a blog post is news of a release
 * or an event (0.6); the legal pages are terms a reader looks up by name, and their clauses repeat
 * the words of every feature (0.6); the messages reference holds every reply of every feature,
 * which readers find by pasting one, and retells them too (0.6). A query word that names a kind ("api", "blog",
 * "command", "terms", "privacy", "reply") lifts its pages.
 */
export const PAGE_KINDS = {
  reference: {prior: RANKING.prior.reference, words: ['api', 'endpoint']},
  post: {prior: RANKING.prior.news, words: ['blog', 'release', 'launch', 'announcement', 'news', 'changelog']},
  terms: {prior: RANKING.prior.news, words: ['terms', 'legal', 'privacy', 'policy']},
  commands: {prior: 1, words: ['command']},
  messages: {prior: RANKING.prior.news, words: ['reply', 'error']},
  doc: {prior: 1, words: []},
} satisfies Record<string, PageKind>;

export function pageKindFor(route: string): PageKind {
  if (API_ROUTE.test(route)) return PAGE_KINDS.reference;
  if (route.startsWith('/blog/')) return PAGE_KINDS.post;
  if (route.startsWith('/docs/legal/')) return PAGE_KINDS.terms;
  if (/^\/docs\/usage\/commands\//.test(route)) return PAGE_KINDS.commands;
  if (route === '/docs/usage/messages') return PAGE_KINDS.messages;
  return PAGE_KINDS.doc;
}

/** The section (lvl0) of a route: "API", "Blog", or the top-level sidebar category of its doc. */
export function sectionFor(route: string, sidebarSection: string | undefined): string {
  if (API_ROUTE.test(route)) return 'API';
  if (route.startsWith('/blog')) return 'Blog';
  return sidebarSection ?? 'Documentation';
}

/** Collapse whitespace and drop zero-width and soft hyphen characters. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
