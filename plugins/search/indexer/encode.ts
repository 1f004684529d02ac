/**
 * Writes the compact index file (build/search-index.json) from the extracted pages; the browser
 * expands it with decodeIndex (src/search/indexFormat.ts). Each page is stored once, its blocks in
 * document order; records' hierarchy and anchors are rebuilt from the headings while decoding.
 */

import {slug} from '../engine/indexFormat';
import {STOP_WORDS, queryWords} from '../engine/text';
import {API_ROUTE, leadsOnly} from './rules';
import type {CompactBlock, CompactIndex} from '../engine/types';
import type {ExtractedPage} from './types';

/**
 * Longest text kept for one content record; longer blocks are cut at a word boundary. About 9
 * words: a block's opening, where it says what it is about and where the dialog's 10-word snippet
 * usually falls. Cutting blocks at 150 characters cost half a point of first places; from 150 to 120
 * cost a tenth of one and freed another 4 KB of the index for readers' searches, which find more pages
 * first per byte; from 120 to 110 freed 1.8 KB at one question of the tuning part's top 3 and none of
 * its first places; from 110 to 70, with leads at 50, freed 7.1 KB: first places -2 of 1,515 in the
 * tuning part, +1 of 1,663 in the held-out part and +1 of 2,889 readers' searches taken out in five folds;
 * from 70 to 65, 0.7 KB, no first place or top 3 changed; from 65 to 60, 0.7 KB, first places 0 to -1 of 1,515
 * in the tuning part and 0 to -2 of 1,663 in the held-out part, +4 of 3,681 readers' searches in five folds
 * (decisions/search-ranking.md, "Ninth pass", "Tenth pass", "Thirteenth pass" and "Nineteenth pass").
 */
export const MAX_CONTENT_CHARS = 60;

/**
 * Longest lead kept for a blog post or legal page, which is found by its title, headings and the
 * opening of each section (rules.ts, leadBlocks): about 8 words, most of the dialog's snippet. Leads cut at
 * 70 characters instead of 110 made the index 0.76 KB smaller and changed one first place in each part
 * of the relevance suite, for the better; at 60, 1.6 KB smaller again, held-out first +2 and top 3 -1 of
 * 1,663, tuning first -2 of 1,515, room for 78 more readers' searches; at 50, with text blocks at 70, see
 * MAX_CONTENT_CHARS (decisions/search-ranking.md, "Fourteenth pass", "Eighteenth pass" and "Nineteenth pass").
 */
export const MAX_LEAD_CHARS = 50;

/**
 * A section's text blocks from this one on (the fourth) keep only MAX_LEAD_CHARS: a section says what it is
 * about in its first paragraphs, and its later rows and paragraphs are found by their opening words. Measured
 * on the relevance suite: from the sixth block, the index 2.5 KB smaller, tuning first places -2 of 1,282,
 * held-out +1 of 1,575, the readers' searches taken out in five folds unchanged; from the fourth, 1.4 KB
 * smaller again, tuning unchanged (1,515), held-out first +2 and top 3 -2 of 1,663
 * (decisions/search-ranking.md, "Fifteenth pass" and "Seventeenth pass").
 */
export const LATER_BLOCK = 4;

/** A page's description is kept whole up to this length: it is the summary its page hit shows. */
export const MAX_DESCRIPTION_CHARS = 300;

function clip(text: string, max = MAX_CONTENT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max * 0.6 ? cut.slice(0, space) : cut;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** True when every word of `text` is already in `known` (the block adds nothing searchable). */
const coveredBy = (text: string, known: Set<string>) =>
  wordsOf(text).every((w) => known.has(w)) && wordsOf(text).length > 0;

/**
 * A text block that at least this share of the API reference's pages repeat word for word (the
 * shared 401 and 429 response bodies, the period parameters, the fields of the Channel object that
 * each channel operation returns) is kept only on the shortest page holding it: its home, where a
 * reader who searches its words wants to land (the 401 schema, the Channel schema), and the index does
 * not pay for it again. Docs pages keep theirs: a setting or command named in a table is what the page
 * defines or explains. At a tenth (three of today's 26 reference pages) instead of half, 0.2 KB
 * smaller, first places +1 of 1,515 in the tuning part and +1 of 1,663 in the held-out part
 * (decisions/search-ranking.md, "Nineteenth pass").
 */
export const SHARED_BLOCK_SHARE = 0.1;

/** Per page, the text blocks it leaves to another page that repeats them (see SHARED_BLOCK_SHARE). */
function sharedElsewhere(pages: ExtractedPage[]): Array<Set<string>> {
  const holders = new Map<string, number[]>();
  pages.forEach((page, i) => {
    if (!API_ROUTE.test(page.path)) return;
    for (const text of new Set(page.blocks.flatMap((b) => (b.kind === 'text' ? [b.text.trim()] : []))))
      holders.set(text, [...(holders.get(text) ?? []), i]);
  });
  const size = pages.map((page) => page.blocks.reduce((sum, b) => sum + b.text.length, 0));
  const left = pages.map(() => new Set<string>());
  const reference = pages.filter((page) => API_ROUTE.test(page.path)).length;
  for (const [text, at] of holders) {
    if (at.length < 2 || at.length < SHARED_BLOCK_SHARE * reference) continue;
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
    const description = clip((page.description ?? '').trim(), MAX_DESCRIPTION_CHARS);
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
