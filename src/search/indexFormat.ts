/**
 * The compact index file (build/search-index.json) and its expansion into DocSearch records.
 *
 * Each page is stored once with its blocks in document order; a record's hierarchy and anchor are
 * rebuilt from the headings above it while decoding, so they are not repeated per record.
 */
import type {CompactBlock, CompactIndex, ExtractedPage, RecordType, SearchRecord} from './types';

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Longest text kept for one content record; longer blocks are cut at a word boundary. */
export const MAX_CONTENT_CHARS = 600;

function clip(text: string): string {
  if (text.length <= MAX_CONTENT_CHARS) return text;
  const cut = text.slice(0, MAX_CONTENT_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > MAX_CONTENT_CHARS * 0.6 ? cut.slice(0, space) : cut;
}

/** A heading's anchor as the docs build makes it from its text; the index stores only anchors that differ. */
const slug = (text: string) => text.trim().toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, '').replace(/ /g, '-');

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** True when every word of `text` is already in `known` (the block adds nothing searchable). */
const coveredBy = (text: string, known: Set<string>) => wordsOf(text).every((w) => known.has(w)) && wordsOf(text).length > 0;

/** Turn extracted pages into the compact index served to the browser. */
export function encodeIndex(pages: ExtractedPage[]): CompactIndex {
  const sections: string[] = [];
  const facets: Array<[string, string]> = [];
  const kinds: Array<[number, string[]]> = [];
  const index: CompactIndex = {v: 4, s: sections, f: facets, k: kinds, p: []};
  const sectionId = (name: string) => {
    let i = sections.indexOf(name);
    if (i < 0) i = sections.push(name) - 1;
    return i;
  };
  const facetId = (language: string, tag: string) => {
    let i = facets.findIndex(([l, t]) => l === language && t === tag);
    if (i < 0) i = facets.push([language, tag]) - 1;
    return i;
  };
  const kindId = ({prior, words}: {prior: number; words: string[]} = {prior: 1, words: []}) => {
    let i = kinds.findIndex(([p, w]) => p === prior && w.join() === words.join());
    if (i < 0) i = kinds.push([prior, words]) - 1;
    return i;
  };
  for (const page of pages) {
    const description = clip((page.description ?? '').trim());
    const descriptionWords = new Set(wordsOf(description));
    const blocks: CompactBlock[] = [];
    let beforeFirstHeading = true;
    const seen = new Set<string>();
    for (const block of page.blocks) {
      if (block.kind === 'heading') {
        beforeFirstHeading = false;
        seen.clear();
        blocks.push(slug(block.text) === block.anchor ? [block.level, block.text] : [block.level, block.anchor, block.text]);
        continue;
      }
      const text = clip(block.text.trim());
      // The description is often the first paragraph again; the page record already holds it.
      // A block already on the page (a table cell repeated row after row, "Yes", "All plans") adds
      // nothing either, nor does one without a letter or digit ("—").
      if (!/[\p{L}\p{N}]/u.test(text) || seen.has(text) || (beforeFirstHeading && coveredBy(text, descriptionWords))) continue;
      seen.add(text);
      blocks.push(text);
    }
    const row: CompactIndex['p'][number] = [page.path, sectionId(page.lvl0), facetId(page.language, page.tag), page.title, description, blocks, kindId(page.kind), page.keywords ?? ''];
    index.p.push(row);
  }
  return index;
}

/** Expand the compact index into DocSearch-shaped records (urls stay relative). */
export function decodeIndex(index: CompactIndex): SearchRecord[] {
  if (!index || index.v !== 4 || !Array.isArray(index.p)) {
    throw new Error('Unsupported search index format: expected version 4 of search-index.json');
  }
  const records: SearchRecord[] = [];
  for (const [path, sectionId, facetId, title, description, blocks, kindId, keywords] of index.p) {
    const [language, tag] = index.f[facetId]!;
    const [pageRank, sectionWords] = index.k[kindId] ?? [1, []];
    const record = (type: RecordType, anchor: string, content: string | null, heads: string[]): SearchRecord => {
      const hierarchy = {lvl0: index.s[sectionId] ?? null, lvl1: title} as SearchRecord['hierarchy'];
      // lvl2-lvl6 from the headings above; a gap (an h4 straight under an h2) is null.
      LEVELS.forEach((key, d) => (hierarchy[key] = heads[d] || null));
      return {
        objectID: String(records.length),
        url: anchor ? `${path}#${anchor}` : path,
        type,
        content,
        hierarchy,
        language,
        docusaurus_tag: tag,
        weight: {pageRank},
      };
    };
    // The page record: its content is the description, which counts for ranking.
    records.push({...record('lvl1', '', description || null, []), keywords, sectionWords});
    const heads: string[] = [];
    let anchor = '';
    for (const block of blocks) {
      if (typeof block === 'string') {
        records.push(record('content', anchor, block, heads));
        continue;
      }
      const [level, headingAnchor, text] = block.length === 2 ? [block[0], slug(block[1]), block[1]] : block;
      const depth = level - 2; // 0 for h2
      heads.length = depth;
      heads[depth] = text;
      // Fill gaps (an h4 straight under an h2) with empty strings.
      for (let i = 0; i < depth; i += 1) heads[i] ??= '';
      // A heading without an anchor links to the nearest one above it.
      if (headingAnchor) anchor = headingAnchor;
      records.push(record(`lvl${level}` as RecordType, anchor, null, heads));
    }
  }
  return records;
}
