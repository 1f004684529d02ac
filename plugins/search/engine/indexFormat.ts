/**
 * The compact index file (build/search-index.json) expanded into DocSearch records in the browser
 * (../indexer/encode.ts writes it at build time).
 *
 * Each page is stored once with its blocks in document order; a record's hierarchy and anchor are
 * rebuilt from the headings above it while decoding, so they are not repeated per record.
 */
import type {CompactIndex, RecordType, SearchRecord} from './types';

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A heading's anchor as the docs build makes it from its text; the index stores only anchors that differ. */
export const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

/** Expand the compact index into DocSearch-shaped records (urls stay relative). */
export function decodeIndex(index: CompactIndex): SearchRecord[] {
  if (!index || index.v !== 5 || !Array.isArray(index.p)) {
    throw new Error('Unsupported search index format: expected version 5 of search-index.json');
  }
  const records: SearchRecord[] = [];
  for (const [at, [path, sectionId, facetId, title, description, blocks, kindId]] of index.p.entries()) {
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
    records.push({...record('lvl1', '', description || null, []), keywords: index.w[at] ?? '', sectionWords});
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
