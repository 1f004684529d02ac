/**
 * Shapes shared by the index builder (Node, at build time) and the search client (browser).
 * A record is what DocSearch calls a hit before highlighting: one heading or one block of text.
 */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type Hierarchy = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

export interface SearchRecord {
  objectID: string;
  /** Path and anchor, relative to the site root, e.g. `/docs/usage/commands/stats#stats-top`. */
  url: string;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string;
  /** As DocSearch's record weight: the page's prior (pageRank), on every record of the page. */
  weight?: {pageRank: number};
  /** On the page record: the page's `keywords` front matter, searched with the title's weight. */
  keywords?: string;
  /** On the page record: query words that name the page's section and lift it ("api", "blog"). */
  sectionWords?: string[];
}

/** A heading [level 2-6, anchor, text] ([level, text] when the anchor is the text's slug) or a block of text, in order. */
export type CompactBlock = [number, string, string] | [number, string] | string;

/**
 * Compact static index, the file served at /search-index.json.
 * Strings that repeat (section names, facet pairs) are stored once; each page holds its blocks in
 * document order, and a text block's headings and anchor are those of the last headings above it.
 */
export interface CompactIndex {
  /** Format version. */
  v: 5;
  /** Section names (lvl0). */
  s: string[];
  /** Facet pairs [language, docusaurus_tag]. */
  f: Array<[string, string]>;
  /** Page kinds [prior, section words]. */
  k: Array<[number, string[]]>;
  /** Pages: [path, section index, facet index, title, description (the page record's content: ranked, not shown), blocks, kind index]. */
  p: Array<[string, number, number, string, string, CompactBlock[], number]>;
  /** Each page's keywords, in the order of `p`: stored apart and sorted, as gzip packs readers' searches best beside each other. */
  w: string[];
}
