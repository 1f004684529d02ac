/**
 * Shapes the index builder uses at build time only; the browser reads the compact index (../engine/types.ts).
 */
/** What a page is, from its route and markup (./rules.ts sets its prior). */
export interface PageKind {
  /** Multiplies the page's text score, as DocSearch's pageRank orders hits; 1 for the docs. */
  prior: number;
  /** Query words that name this kind of page and lift it to a prior of 1 and above. */
  words: string[];
}

/** One page as the extractor sees it. */
export interface ExtractedPage {
  /** Route path without anchor. */
  path: string;
  lvl0: string;
  title: string;
  /** The page's meta description: one sentence that sums the page up. */
  description?: string;
  /** Readers' phrases for the page (plugins/search/phrases): the words and questions readers search with. */
  phrases?: readonly string[];
  /** Its kind; without one, a doc page (prior 1, no section words). */
  kind?: PageKind;
  language: string;
  tag: string;
  /** Headings (level 2-6) and text blocks in document order. */
  blocks: Array<{kind: 'heading'; level: number; text: string; anchor: string} | {kind: 'text'; text: string}>;
}
