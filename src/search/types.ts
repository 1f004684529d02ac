/**
 * Shapes shared by the index builder (Node, at build time) and the search client (browser).
 * A record is what DocSearch calls a hit before highlighting: one heading or one block of text.
 */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  /** Path and anchor, relative to the site root, e.g. `/docs/usage/commands/stats#stats-top`. */
  url: string;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string;
}

/** One page as the extractor sees it. */
export interface ExtractedPage {
  /** Route path without anchor. */
  path: string;
  lvl0: string;
  title: string;
  /** The page's meta description: one sentence that sums the page up. */
  description?: string;
  language: string;
  tag: string;
  /** Headings (level 2-6) and text blocks in document order. */
  blocks: Array<{kind: 'heading'; level: number; text: string; anchor: string} | {kind: 'text'; text: string}>;
}

/** A heading [level 2-6, anchor, text] or a block of text, in document order. */
export type CompactBlock = [number, string, string] | string;

/**
 * Compact static index, the file served at /search-index.json.
 * Strings that repeat (section names, facet pairs) are stored once; each page holds its blocks in
 * document order, and a text block's headings and anchor are those of the last headings above it.
 */
export interface CompactIndex {
  /** Format version. */
  v: 2;
  /** Section names (lvl0). */
  s: string[];
  /** Facet pairs [language, docusaurus_tag]. */
  f: Array<[string, string]>;
  /**
   * Pages: [path, section index, facet index, title, description, blocks]. The description is the
   * content of the page record: it counts for ranking and is not shown.
   */
  p: Array<[string, number, number, string, string, CompactBlock[]]>;
}
