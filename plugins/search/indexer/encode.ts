/**
 * Writes the compact index file (build/search-index.json) from the extracted pages; the browser
 * expands it with decodeIndex (../engine/indexFormat.ts). Each page is stored once, its blocks in
 * document order; records' hierarchy and anchors are rebuilt from the headings while decoding.
 */

import {slug} from '../engine/indexFormat';
import {RANKING} from '../engine/ranking';
import {STOP_WORDS, queryWords} from '../engine/text';
import {API_ROUTE, leadsOnly} from './rules';
import type {CompactBlock, CompactIndex} from '../engine/types';
import type {ExtractedPage} from './types';

// The index's lengths are constants of the ranking (../engine/ranking.ts, RANKING.index).
export const MAX_CONTENT_CHARS = RANKING.index.textChars;
export const MAX_LEAD_CHARS = RANKING.index.leadChars;
export const LATER_BLOCK = RANKING.index.laterBlock;

/** A text block's opening, cut at its last space within the limit (mid-word only when it has none). */
function clip(text: string, max = MAX_CONTENT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** True when every word of `text` is already in `known` (the block adds nothing searchable). */
const coveredBy = (text: string, known: Set<string>) =>
  wordsOf(text).every((w) => known.has(w)) && wordsOf(text).length > 0;

/*
 * A text block that two or more of the API reference's pages repeat word for word (the
 * shared 401 and 429 response bodies, the period parameters, the fields of the Channel object that
 * each channel operation returns) is kept only on the shortest page holding it: its home, where a
 * reader who searches its words wants to land, and the index does not pay for it again. Docs pages keep
 * theirs: a setting or command named in a table is what the page defines or explains.
 */

/** Per page, the text blocks it leaves to another page that repeats them (see above). */
function sharedElsewhere(pages: ExtractedPage[]): Array<Set<string>> {
  const holders = new Map<string, number[]>();
  pages.forEach((page, i) => {
    if (!API_ROUTE.test(page.path)) return;
    for (const text of new Set(page.blocks.flatMap((b) => (b.kind === 'text' ? [b.text.trim()] : []))))
      holders.set(text, [...(holders.get(text) ?? []), i]);
  });
  const size = pages.map((page) => page.blocks.reduce((sum, b) => sum + b.text.length, 0));
  const left = pages.map(() => new Set<string>());
  for (const [text, at] of holders) {
    if (at.length < 2) continue;
    const home = at.reduce((a, b) => (size[b]! < size[a]! ? b : a));
    for (const i of at) if (i !== home) left[i]!.add(text);
  }
  return left;
}

/** Turn extracted pages into the compact index served to the browser. */
export function encodeIndex(pages: ExtractedPage[]): CompactIndex {
  const elsewhere = sharedElsewhere(pages);
  const sections: string[] = [];
  const facets: Array<[string, string]> = [];
  const kinds: Array<[number, string[]]> = [];
  const index: CompactIndex = {v: 5, s: sections, f: facets, k: kinds, p: [], w: []};
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
  pages.forEach((page, pageAt) => {
    // The description is kept whole: it is the summary the page's hit shows.
    const description = (page.description ?? '').trim();
    const descriptionWords = new Set(wordsOf(description));
    const blocks: CompactBlock[] = [];
    let beforeFirstHeading = true;
    const seen = new Set<string>();
    const max = leadsOnly(page.path) ? MAX_LEAD_CHARS : MAX_CONTENT_CHARS;
    let inSection = 0;
    for (const block of page.blocks) {
      if (block.kind === 'heading') {
        [beforeFirstHeading, inSection] = [false, 0];
        blocks.push(
          slug(block.text) === block.anchor ? [block.level, block.text] : [block.level, block.anchor, block.text],
        );
        continue;
      }
      if (elsewhere[pageAt]!.has(block.text.trim())) continue;
      inSection += 1;
      const text = clip(block.text.trim(), inSection >= LATER_BLOCK ? MAX_LEAD_CHARS : max);
      // The description is often the first paragraph again; the page record already holds it.
      // A block already on the page (a table cell repeated row after row, "Yes", "All plans") adds
      // nothing either, nor does one without a letter or digit ("—").
      if (!/[\p{L}\p{N}]/u.test(text) || seen.has(text) || (beforeFirstHeading && coveredBy(text, descriptionWords)))
        continue;
      seen.add(text);
      blocks.push(text);
    }
    // A keyword whose every word the title, description or headings already hold adds nothing either.
    const named = new Set(
      [page.title, description, ...page.blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []))].flatMap(wordsOf),
    );
    // Stored comma-separated: a comma inside a phrase only separates words.
    const keywords = (page.phrases ?? [])
      .map((k) => k.replace(/,/g, ' ').trim())
      .filter((k) => wordsOf(k).some((w) => !named.has(w) && !STOP_WORDS.has(w)))
      // Stored without the words the engine skips ("how do i", "can the"): a reader's question costs
      // the index only its meaning, and there is room for more of them.
      .map((k) =>
        k
          .split(/\s+/)
          .filter((w) => !STOP_WORDS.has(w.toLowerCase()))
          .join(' '),
      );
    // Two searches that differ only in those words are one ("404 guild not found but the bot is in my server"),
    // and so are two with the same words in another order or number ("member counter bots", "bots member
    // counters"): the engine reads them alike, as a reader's query does. Sorted, so that searches sharing
    // their first words stand together, and gzip packs them 1.6 KB smaller (2.4 %) than in their pages'
    // order among the pages' text.
    const sameWords = (k: string) => queryWords(k).sort().join(' ');
    const distinct = [...new Map(keywords.map((k) => [sameWords(k), k])).values()].sort();
    index.p.push([
      page.path,
      sectionId(page.lvl0),
      facetId(page.language, page.tag),
      page.title,
      description,
      blocks,
      kindId(page.kind),
    ]);
    index.w.push(distinct.join(','));
  });
  return index;
}
