/**
 * The embedded search engine: answers DocSearch's requests as Algolia would (hits, highlight and
 * snippet results, facets, paging) from the records of search-index.json. Every constant is in ./ranking.ts;
 * this file writes no number but 0 and 1 (a unit test checks it). The ranking model (README.md in plugins/search):
 * 1. One matcher: each query word stands for the index words it matches (itself, a synonym, a
 *    completion of the word being typed, a typo), with a weight. Ranking and highlighting use it.
 * 2. One text score per page: MiniSearch's BM25 over the page's fields with weights, times the share
 *    of the query's rarity (idf) the page holds, so missing "key" costs less than missing "unauthorized"; a word
 *    that no title or heading of the site holds is incidental ("a specific role") and its rarity counts half.
 *    With the prior, it picks the best `rerank` pages, which step 3 ranks in full; the others follow in its order.
 * 3. Proximity (the query words together in one title, heading or text) and what the page is about (a title,
 *    heading or reader's search that the query fills; a long query that fills blocks, as a pasted message); the
 *    readers' searches nearest a longer query vote for their pages.
 * 4. The page's prior (pageRank, from its kind at build time); a query word naming its section lifts it.
 * 5. Ties in the hosted ranking's order: typos, words in the title, proximity, exact words, prior, page.
 */
import MiniSearch, {type SearchResult} from 'minisearch';

import {escapeHtml} from './escapeHtml';
import {DEFAULTS, LIMITS, randomQueryId} from './params';
import {RANKING, type Ranking} from './ranking';
import {SYNONYMS, synonymMap} from './synonyms';
import {
  STOP_WORDS,
  highlight,
  lastTyped,
  queryWords,
  snippet,
  stem,
  stemmable,
  swapped,
  wordForms,
  type MatchMap,
} from './text';
import type {Hierarchy, SearchRecord} from './types';

export type FacetFilters = string | Array<string | string[]>;

/** The subset of Algolia search parameters the DocSearch modal and the /search page send. */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  attributesToSnippet?: string | string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  [key: string]: unknown;
}

export interface Hit extends SearchRecord {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
}

export {RANKING, type Ranking} from './ranking';

/** Hits of one page at most (RANKING.hits.perPage; Algolia: `distinct` on `url_without_anchor`). */
export const HITS_PER_PAGE_GROUP = RANKING.hits.perPage;

const LEVEL_KEYS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Typo tolerance as Algolia's defaults: one typo from the first length of `typoLetters`, two from the second, none in numbers. */
export const allowedTypos = (word: string, ranking: Ranking = RANKING) =>
  /\p{N}/u.test(word) ? 0 : ranking.typoLetters.filter((letters) => word.length >= letters).length;

/** The MiniSearch fields of a page and their BM25 weights; `pairs` holds adjacent title, search and heading words written as one. */
const fieldWeights = ({fields}: Ranking) => ({
  title: fields.title,
  keywords: fields.heading,
  head: fields.heading,
  desc: fields.heading,
  body: 1,
  section: 1,
  pairs: fields.heading,
});

/** What a record holds of a query: its words, the words it names (beside the next one) and the share of pairs together. */
interface RecordMatch {
  words: Set<number>;
  named: Set<number>;
  together: number;
}
const NO_MATCH: RecordMatch = {words: new Set(), named: new Set(), together: 0};

/** A matched word's place in a block: its position, which of the word's forms matched (0: the word itself) and how. */
interface Place {
  at: number;
  form: number;
  match: Match;
}

/** What one query reaches, worked out once and read by every step of the search. */
interface Reach {
  matches: Map<string, Match>;
  /** Block (numbered across records) -> where matched words stand in it, in order, from the index of words' places. */
  places: Map<number, Place[]>;
  /** Block -> its places, each word's first matched form only: a word's own form before its singular, parts and stem. */
  first: Map<number, Place[]>;
  /** Record -> its blocks the query reaches, in order. */
  records: Map<number, number[]>;
  /** Page -> its records holding such a block, in order. */
  byPage: Map<number, number[]>;
  /** Each record's match, once. */
  memo: Map<number, RecordMatch>;
}

function parseList<T>(value: T[] | string | undefined): T[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed as T[];
  } catch {
    // A plain comma-separated list.
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean) as T[];
}

function facetMatches(record: SearchRecord, filter: string): boolean {
  const negate = filter.startsWith('-');
  const [attr, ...rest] = (negate ? filter.slice(1) : filter).split(':');
  const actual = (record as unknown as Record<string, unknown>)[attr!];
  const hit = Array.isArray(actual) ? actual.includes(rest.join(':')) : String(actual) === rest.join(':');
  return negate !== hit;
}

/** The first index from `from` on where a sorted list reaches `value` (binary search). */
function firstAtLeast(list: number[], value: number, from: number): number {
  let [lo, hi] = [from, list.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const deepestHeading = (h: Hierarchy) => h.lvl6 || h.lvl5 || h.lvl4 || h.lvl3 || h.lvl2 || '';

/** MiniSearch, with its radix tree of words open: completions and typos are looked up there, without scoring pages. */
class Words extends MiniSearch {
  get terms() {
    return this._index;
  }
}

/** A page: its records (the page record first) and what ranking needs of it. */
interface Page {
  records: number[];
  prior: number;
  sectionWords: string[];
  /** The stems of the section words, so that "released" names the blog. */
  sectionStems: string[];
}

/** An index word a query word stands for: which query word, and how much it counts. */
interface Match {
  /** The query words it stands for: one, or two written as one ("set up" as "setup"). */
  words: number[];
  weight: number;
  typo: boolean;
}

/** The pages holding a query's words (MiniSearch's results, with their BM25) and each query word's rarity. */
interface TextMatch {
  results: SearchResult[];
  idf: number[];
  idfSum: number;
  stems: string[];
}

/** Sort keys of a page, compared in order. */
interface Ranked {
  page: number;
  score: number;
  typos: number;
  attribute: number;
  proximity: number;
  exact: number;
  prior: number;
}

export class SearchEngine {
  readonly records: SearchRecord[];
  private readonly pages: Page[] = [];
  private readonly mini: Words;
  private readonly known: Set<string>;
  /** The words of every field but `pairs`: the completions and typos a query word may stand for. */
  private readonly vocabulary = new Set<string>();
  /** The words the site's titles and headings hold: what it is about. */
  private readonly topics = new Set<string>();
  private readonly synonyms: Map<string, string[]>;
  /**
   * Per record, the number of its first block among all records' blocks, and one past the last record's last block.
   * A block is one text of a record, as its words' indexed forms in order: a page record's title, each of its
   * readers' searches and its description; a heading record's heading and text; a text record's heading and text.
   */
  private readonly firstBlock: number[] = [];
  /**
   * Index word -> where it stands (block, position in the block, which of the word's forms it is, in three
   * lists): a query reads the places of the words it matches, never a block's other words.
   */
  private readonly placesOf = new Map<string, {block: number[]; at: number[]; form: number[]}>();
  /** Block number -> its record. */
  private readonly recordOf: number[] = [];
  /** Record -> its page. */
  private readonly pageOf: number[] = [];
  /** Block number -> how many of its words are not stop words. */
  private readonly wordCount: number[] = [];
  /** Block number -> where its counts of words before each position that are not stop words start in `notStopBefore`. */
  private readonly countsAt: number[] = [];
  /** Per block, for each position and the end, how many of the words before it are not stop words. */
  private readonly notStopBefore: number[] = [];
  /** Block number -> how many words but stop words the blocks before it hold, its page's own blocks as `phrase` reads them. */
  private readonly wordsBefore: number[] = [0];
  private readonly origin: string;
  readonly ranking: Ranking;

  /**
   * @param origin prefixed to record urls so that hits carry absolute urls, as Algolia's do.
   * @param synonyms groups of words that match each other (default: the site's, ./synonyms).
   * @param ranking the constants of the ranking model (the bench tries variants).
   */
  constructor(
    records: SearchRecord[],
    origin = '',
    synonyms: readonly (readonly string[])[] = SYNONYMS,
    ranking: Ranking = RANKING,
  ) {
    this.records = records;
    this.origin = origin;
    this.ranking = ranking;
    this.synonyms = synonymMap(synonyms);
    records.forEach((r, id) => {
      if (r.type === 'lvl1' || !this.pages.length) {
        const sectionWords = r.sectionWords ?? [];
        this.pages.push({
          records: [],
          prior: r.weight?.pageRank ?? 1,
          sectionWords,
          sectionStems: sectionWords.map(stem),
        });
      }
      this.pages.at(-1)!.records.push(id);
      this.pageOf.push(this.pages.length - 1);
    });
    // Every text is read once: MiniSearch indexes the forms, and proximity and the choice of hits
    // read them per record (a heading repeats on each record below it).
    const read = new Map<string, string[][]>();
    const forms = (text: string | null | undefined) =>
      text ? (read.get(text) ?? read.set(text, wordForms(text)).get(text)!) : [];
    records.forEach((r, id) => {
      this.firstBlock.push(this.recordOf.length);
      const texts =
        r.type === 'lvl1'
          ? [r.hierarchy.lvl1, ...(r.keywords?.split(',') ?? []), r.content]
          : [deepestHeading(r.hierarchy), r.content];
      for (const seq of texts.map(forms)) {
        const block = this.recordOf.push(id) - 1;
        this.countsAt.push(this.notStopBefore.length);
        let count = 0;
        seq.forEach((word, at) => {
          this.notStopBefore.push(count);
          if (!STOP_WORDS.has(word[0]!)) count += 1;
          word.forEach((form, k) => {
            const places = this.placesOf.get(form) ?? this.placesOf.set(form, {block: [], at: [], form: []}).get(form)!;
            places.block.push(block);
            places.at.push(at);
            places.form.push(k);
          });
        });
        this.notStopBefore.push(count);
        this.wordCount.push(count);
        // A text record's heading block repeats the heading above it: not the page's own words.
        const own = r.type !== 'content' || block > this.firstBlock.at(-1)!;
        this.wordsBefore.push(this.wordsBefore.at(-1)! + (own ? count : 0));
      }
    });
    this.firstBlock.push(this.recordOf.length);
    const known = new Set<string>();
    this.mini = new Words({
      fields: Object.keys(fieldWeights(ranking)),
      tokenize: (text, field) => {
        const words =
          field === 'pairs'
            ? text
                .split(/[\n,]/)
                .flatMap((line) => queryWords(line).flatMap((w, i, all) => (i ? [all[i - 1] + w] : [])))
            : text.split(' ');
        for (const w of words) known.add(w);
        if (field !== 'pairs') for (const w of words) this.vocabulary.add(w);
        return words;
      },
      processTerm: (term) => term || null,
    });
    const flat = (...texts: Array<string | null | undefined>) => texts.map((t) => forms(t).flat().join(' ')).join(' ');
    this.mini.addAll(
      this.pages.map((page, id) => {
        const [first, ...rest] = page.records.map((i) => records[i]!);
        const headings = rest.filter((r) => r.type !== 'content').map((r) => deepestHeading(r.hierarchy));
        for (const w of flat(first!.hierarchy.lvl1, ...headings).split(' ')) this.topics.add(w);
        return {
          id,
          title: flat(first!.hierarchy.lvl1),
          keywords: flat(first!.keywords),
          head: flat(...headings),
          desc: flat(first!.type === 'lvl1' ? first!.content : ''),
          body: flat(...rest.map((r) => r.content)),
          section: flat(first!.hierarchy.lvl0),
          // Two adjacent words of the title, keywords or a heading also count as one ("Set up" as "setup").
          pairs: [first!.hierarchy.lvl1, first!.keywords, ...headings].join('\n'),
        };
      }),
    );
    this.known = known;
  }

  /** How many words a block has. */
  private blockLength(block: number): number {
    return (this.countsAt[block + 1] ?? this.notStopBefore.length) - this.countsAt[block]! - 1;
  }

  /** How many words from position `from` to `to` (not included) of a block are not stop words. */
  private notStop(block: number, from: number, to: number): number {
    const at = this.countsAt[block]!;
    return this.notStopBefore[at + to]! - this.notStopBefore[at + from]!;
  }

  /**
   * The matcher: the index words each query word stands for, with their weights. Itself and its
   * split in two ("setup" -> "set up") count 1, a synonym less, a guess least: a completion of the word
   * being typed (still less when the typed word is a word), or a word within the allowed typos (a swap of
   * two letters is one).
   * @param typed the last word as the reader is typing it, not made singular: "stats" completes to
   *   "statsXXX", not to "statlas" as "stat" would.
   */
  private expand(words: string[], order: number[], typed?: string): Map<string, Match> {
    const out = new Map<string, Match>();
    const add = (term: string, word: number, weight: number, typo = false) => {
      const had = out.get(term);
      if (this.known.has(term) && (!had || had.weight < weight)) out.set(term, {words: [word], weight, typo});
    };
    // Two adjacent query words written as one in the index ("set up" -> "setup").
    for (const [a, b] of order.slice(1).map((b, k) => [order[k]!, b] as const))
      if (this.known.has(words[a]! + words[b]!))
        out.set(words[a]! + words[b]!, {words: [a, b], weight: 1, typo: false});
    words.forEach((w, i) => {
      add(w, i, 1);
      for (let j = 0; j < w.length - 1 && !this.known.has(w); j += 1)
        add(swapped(w, j), i, this.ranking.match.typo, true);
      const split = this.ranking.splitLetters;
      for (let j = split; j <= w.length - split && !this.known.has(w); j += 1) {
        if (this.known.has(w.slice(0, j)) && this.known.has(w.slice(j)))
          [w.slice(0, j), w.slice(j)].forEach((t) => add(t, i, 1));
      }
      for (const s of this.synonyms.get(w) ?? []) add(s, i, this.ranking.match.related);
      if (stemmable(w)) add(stem(w), i, this.ranking.match.related);
      // Completions of the word being typed, and words within the allowed typos (MiniSearch's own
      // prefix and fuzzy lookup; a swap of two letters is one typo, above).
      const last = typed !== undefined && i === words.length - 1;
      const typos = this.known.has(w) ? 0 : allowedTypos(w, this.ranking);
      const own = last ? typed : w;
      const forms: Array<[string, number]> = [
        [own, 1],
        ...(last ? (this.synonyms.get(w) ?? []) : []).map((x): [string, number] => [x, this.ranking.match.related]),
      ];
      for (const [form, weight] of forms) {
        if (!last && !typos) continue;
        const fuzzy = form === own && typos;
        const found = [
          ...(last && form ? this.mini.terms.atPrefix(form).keys() : []),
          ...(fuzzy && form ? this.mini.terms.fuzzyGet(form, fuzzy).keys() : []),
        ].filter((t) => this.vocabulary.has(t));
        // A word being typed that completes to a word is not mistyped ("statr" is statroles, not stats), as Algolia ranks typos first.
        const completes = found.some((t) => t !== form && t.startsWith(form));
        // A completion is a guess as a typo is, less when the typed word is a word already; only a typo
        // counts as one in the tie-breaks.
        for (const t of found.filter((t) => t !== form && (t.startsWith(form) || !completes)))
          add(
            t,
            i,
            weight *
              (t.startsWith(form) && this.known.has(form) ? this.ranking.match.prefixOfWord : this.ranking.match.typo),
            !t.startsWith(form),
          );
      }
    });
    return out;
  }

  /**
   * The query words record `id` holds; the share of consecutive query-word pairs it holds together;
   * and the words it names, not just mentions: those beside the next query word.
   */
  private recordMatch(id: number, reach: Reach, n: number): RecordMatch {
    // A record that holds no matched word matches nothing: the index of blocks says so without reading it.
    if (!reach.records.has(id)) return NO_MATCH;
    const known = reach.memo.get(id);
    if (known) return known;
    const words = new Set<number>();
    const pairs = new Set<number>();
    const named = new Set<number>();
    for (const block of reach.records.get(id)!) {
      let last: {word: number; at: number} | undefined;
      // A word's first matched form stands for it: the word itself before its singular, parts and stem.
      for (const {at, match: m} of reach.first.get(block)!) {
        for (const w of m.words) words.add(w);
        if (m.words[1] === m.words[0]! + 1) pairs.add(m.words[0]!);
        // The next query word within `nearWords` places ("member count" in "member count channel").
        if (last && m.words[0] === last.word + 1 && at - last.at <= this.ranking.nearWords) pairs.add(last.word);
        last = {word: m.words.at(-1)!, at};
      }
    }
    for (const i of pairs) named.add(i).add(i + 1);
    const match = {words, named, together: n > 1 ? pairs.size / (n - 1) : 0};
    reach.memo.set(id, match);
    return match;
  }

  /**
   * How far a run of the query, in order, fills the blocks it stands in (title, reader's search, heading
   * or text, read across block ends): the run's share of the query times its share of those blocks' words.
   * A pasted message that is a whole entry, or several entries in a row (an embed's fields), is 1; so is a
   * long question that a reader's search of the page spells out.
   */
  private phrase(pageId: number, reach: Reach, order: number[], n = order.length): number {
    // Only a long query; and a page whose blocks hold no query word has no run.
    const reached = reach.byPage.get(pageId);
    if (n < this.ranking.longQuery || !reached) return 0;
    // The page's own blocks in order (a text record's, without the heading above it that each repeats), read
    // through the blocks the query reaches: those between add their words but stop words to the gap. A run's
    // size counts its blocks' words but stop words, and the stop words it matched.
    // `at`: where in the query the run goes on; a query may repeat a word ("guilds/{guildId}").
    const starts = (m: Match, p: number) => m.words.every((w, k) => order[p + k] === w);
    let [best, run, from, fromStops, at, gap, stops] = [0, 0, 0, 0, -1, 0, 0];
    let cursor = this.firstBlock[this.pages[pageId]!.records[0]!]!;
    for (const id of reached) {
      const own = this.records[id]!.type === 'content' ? 1 : 0;
      for (const block of reach.records.get(id)!) {
        if (block < this.firstBlock[id]! + own) continue;
        const places = reach.first.get(block)!;
        gap += this.wordsBefore[block]! - this.wordsBefore[cursor]!;
        cursor = block + 1;
        const blockStops = places.filter((p) => !this.notStop(block, p.at, p.at + 1)).length;
        // Words but stop words between matched words part a run.
        let next = 0;
        for (const {at: place, match: m} of places) {
          gap += this.notStop(block, next, place);
          next = place + 1;
          // The word just matched, again ("de-DE"), goes on with the run.
          if (at > 0 && m.words.at(-1) === order[at - 1] && !gap) continue;
          if (at < 0 || !starts(m, at) || gap > 1)
            [run, from, fromStops, at] = [0, block, stops, order.findIndex((_, p) => starts(m, p))];
          [run, at, gap] = [run + m.words.length, at + m.words.length, 0];
          const size = this.wordsBefore[block + 1]! - this.wordsBefore[from]! + stops + blockStops - fromStops;
          best = Math.max(best, (run / n) * Math.min(1, run / size));
        }
        stops += blockStops;
        gap += this.notStop(block, next, this.blockLength(block));
      }
    }
    return best;
  }

  /** The pages holding the query's words with their BM25, and each query word's rarity. */
  private textMatch(words: string[], matches: Map<string, Match>, allow: (page: number) => boolean): TextMatch {
    // BM25 with MiniSearch's own saturation and length normalization.
    const results = this.mini.search(
      {combineWith: 'OR', queries: [...matches.keys()]},
      {
        boost: fieldWeights(this.ranking),
        boostTerm: (term) => matches.get(term)?.weight ?? 1,
        filter: (r) => allow(r.id as number),
        tokenize: (t) => [t],
      },
    );
    // Rarity of each query word: the idf of the pages that hold it.
    const df = words.map(() => 0);
    const heldBy = (r: SearchResult, terms = r.terms) => new Set(terms.flatMap((t) => matches.get(t)!.words));
    for (const r of results) for (const i of heldBy(r)) df[i] += 1;
    // Smoothed, as scikit-learn's idf: the + 1 keeps a word that nearly every page holds ("member",
    // "channel" on this site) from counting for nothing beside the question's incidental verb ("add"). A word that
    // no title or heading holds is incidental to what the site is about ("a specific role"): it counts less.
    const topic = words.map((_, i) => [...matches].some(([t, m]) => m.words.includes(i) && this.topics.has(t)));
    const idf = df.map(
      (d, i) => (Math.log((1 + this.pages.length) / (1 + d)) + 1) * (topic[i] ? 1 : this.ranking.incidental),
    );
    return {results, idf, idfSum: idf.reduce((a, b) => a + b, 0), stems: words.map(stem)};
  }

  /** The share of the query's rarity held in the words' weights. */
  private rarity(text: TextMatch, weight: number[]): number {
    return weight.reduce((sum, w, i) => sum + w * text.idf[i]!, 0) / text.idfSum;
  }

  /**
   * How firmly a page holds each query word, as its fields say: fully in its title, keywords, headings,
   * description or section words; a word its text only mentions counts `textHold`. Whether the page names
   * its section (a query word is a section word or shares its stem, "released") lifts its prior.
   */
  private holds(r: SearchResult, words: string[], text: TextMatch, matches: Map<string, Match>) {
    const page = this.pages[r.id as number]!;
    const names = (w: string, i: number) =>
      page.sectionWords.some((s, k) => s === w || page.sectionStems[k] === text.stems[i]);
    const held = words.map((w, i) => Number(names(w, i)));
    for (const t of r.terms)
      for (const i of matches.get(t)!.words)
        held[i] = Math.max(
          held[i]!,
          r.match[t]!.some((f) => f !== 'body' && f !== 'section') ? 1 : this.ranking.textHold,
        );
    const prior = words.some(names) ? Math.max(page.prior, this.ranking.sectionLift) : page.prior;
    return {held, prior};
  }

  /** Pages matching the query, best first, as the ranking model says (see the top of this file). */
  private rank(words: string[], order: number[], reach: Reach, text: TextMatch, results: SearchResult[]): Ranked[] {
    const {coverage, proximity, about, heading, titleFill} = this.ranking;
    const {matches} = reach;
    // Each reader's search the query reaches: its page and how near it is.
    const near: Array<[page: number, nearness: number]> = [];
    const ranked = results.map((r: SearchResult): Ranked => {
      // Proximity: the query words together, in order, in one title, heading or text.
      let together = 0;
      const joined = new Set<number>();
      const reached = reach.byPage.get(r.id as number) ?? [];
      for (const id of reached) {
        const match = this.recordMatch(id, reach, words.length);
        together = Math.max(together, match.together);
        for (const i of match.named) joined.add(i);
      }
      // A query word beside the next one in a record is held fully, as in a title.
      const {held, prior} = this.holds(r, words, text, matches);
      for (const i of joined) held[i] = 1;
      const rarity = (weight: number[]) => this.rarity(text, weight);
      // A long query that fills blocks, read across their ends (a pasted message), holds the run it makes.
      const filled = this.phrase(r.id as number, reach, order);
      const share = Math.max(rarity(held), filled);
      // About: the larger the share of the query the title, a heading or a reader's search (as a heading) holds,
      // and the share of it the query makes, the more the page is about it; the best two add up (two of its searches
      // the query fills say more than one); as much when a long query fills blocks.
      // Only the titles, headings and readers' searches the query reaches: the others hold none of its words.
      const evidence = [0, 0];
      for (const id of reached) {
        const type = this.records[id]!.type;
        if (type === 'content') continue;
        // A page record's title and readers' searches (its last block is the description), a heading record's heading.
        const titles = type === 'lvl1' ? this.firstBlock[id + 1]! - this.firstBlock[id]! - 1 : 1;
        for (const block of reach.records.get(id)!) {
          const k = block - this.firstBlock[id]!;
          if (k >= titles) break;
          const places = reach.places.get(block)!;
          // Its words but stop words: what each query word gets of them (any form), and how many the query holds.
          const weight = words.map(() => 0);
          const held = new Set<number>();
          for (const {at, match: m} of places) {
            if (!this.notStop(block, at, at + 1)) continue;
            held.add(at);
            for (const i of m.words) weight[i] = Math.max(weight[i]!, m.weight);
          }
          const cover = held.size / Math.max(1, this.wordCount[block]!);
          const fill = 1 - titleFill + titleFill * cover;
          const holds = rarity(weight);
          evidence.push((type === 'lvl1' && !k ? 1 : heading) * holds ** coverage * fill);
          if (type === 'lvl1' && k) near.push([r.id as number, holds * cover]);
        }
      }
      const aboutPage = Math.max(filled ** coverage, evidence.sort((a, b) => b - a)[0]! + evidence[1]!);
      const inTitle = r.terms.filter((t) => r.match[t]!.some((f) => f === 'title'));
      return {
        page: r.id as number,
        score: r.score * share ** coverage * (1 + proximity * together) * (1 + about * aboutPage) * prior,
        typos: r.terms.filter((t) => matches.get(t)!.typo).length,
        attribute: -inTitle.length,
        proximity: -together,
        exact: -r.terms.filter((t) => matches.get(t)!.weight === 1).length,
        prior,
      };
    });
    const {searches, minWords} = this.ranking.vote;
    const nearest = words.length >= minWords ? near.sort((a, b) => b[1] - a[1]).slice(0, searches) : [];
    const votes = (page?: number) =>
      nearest.reduce((sum, [p, x]) => sum + (page === undefined || p === page ? x : 0), 0);
    for (const r of ranked) r.score *= 1 + votes(r.page) / (votes() || 1);
    return ranked.sort(
      (a, b) =>
        b.score - a.score ||
        a.typos - b.typos ||
        a.attribute - b.attribute ||
        a.proximity - b.proximity ||
        a.exact - b.exact ||
        b.prior - a.prior ||
        a.page - b.page,
    );
  }

  /**
   * The dialog groups hits by section, in the order of each section's first hit, so a page stands
   * before every page of later sections. Its first places hold the best pages: a page that would take
   * one of them from a better page of a later section is left out. Further down, every page stays.
   */
  private dialogSafe(ranked: Ranked[]): Ranked[] {
    const section = (r: Ranked) => this.records[this.pages[r.page]!.records[0]!]!.hierarchy.lvl0;
    // Pages by section, in the order of each section's first page, each section's in their ranked order.
    const bySection = new Map<string | null, Ranked[]>();
    for (const r of ranked) {
      const pages = bySection.get(section(r));
      if (pages) pages.push(r);
      else bySection.set(section(r), [r]);
    }
    const best = new Set(ranked.slice(0, this.ranking.firstPlaces));
    const out = new Set<Ranked>();
    let [places, waiting] = [0, best.size];
    for (const r of [...bySection.values()].flat()) {
      if (!waiting) break;
      if (best.has(r)) waiting -= 1;
      else if (places + waiting >= this.ranking.firstPlaces) out.add(r);
      if (!out.has(r)) places += 1;
    }
    return ranked.filter((r) => !out.has(r));
  }

  /** Up to `hits.perPage` records of a page that hold query words: the page record first, then the section holding most, rarest first. */
  private hitsOf(page: Page, reach: Reach, n: number): number[] {
    // Only records holding a query word can score 1 (a heading's lift alone is less).
    const reached = reach.byPage.get(this.pageOf[page.records[0]!]!) ?? [];
    const held = reached.map((id) => this.recordMatch(id, reach, n));
    // Each query word held counts 1, and more the fewer of the page's records hold it ("offline" before "bot").
    const df = new Map<number, number>();
    for (const m of held) for (const w of m.words) df.set(w, (df.get(w) ?? 0) + 1);
    const first = page.records[0]!;
    const scored = held
      .map(({words, together}, at) => ({
        id: reached[at]!,
        score:
          [...words].reduce((sum, w) => sum + 1 + 1 / df.get(w)!, 0) +
          together +
          (this.records[reached[at]!]!.type === 'content' ? 0 : this.ranking.hits.heading),
      }))
      .filter((r) => r.score >= 1)
      .sort((a, b) => Number(b.id === first) - Number(a.id === first) || b.score - a.score || a.id - b.id);
    // A page found by its section name alone shows as its page record.
    return scored.length ? scored.slice(0, this.ranking.hits.perPage).map((r) => r.id) : [page.records[0]!];
  }

  search(params: SearchParams, indexName = 'statlas'): SearchResponse {
    const started = Date.now();
    const query = String(params.query ?? '').slice(0, LIMITS.queryLength);
    const hitsPerPage = Math.max(0, Math.min(LIMITS.hitsPerPage, Number(params.hitsPerPage ?? DEFAULTS.hitsPerPage)));
    const page = Math.max(0, Number(params.page ?? 0));
    const filters = parseList<string | string[]>(params.facetFilters as string).map((f) =>
      Array.isArray(f) ? f : [f],
    );
    const allow = (p: number) =>
      filters.every((group) => group.some((f) => facetMatches(this.records[this.pages[p]!.records[0]!]!, f)));

    const allWords = queryWords(query);
    // The last word is a prefix while the reader is still typing it.
    const typing = allWords.length > 0 && !/[\s\p{P}]$/u.test(query);
    const meaningful = allWords.filter((w) => !STOP_WORDS.has(w));
    // A word the query repeats ("de-DE") adds nothing.
    const words = [...new Set(meaningful.length > 0 ? meaningful : allWords)];
    // The query's words in order, repeats kept: a pasted path or message is read as written.
    const order = (meaningful.length > 0 ? meaningful : allWords)
      .map((w) => words.indexOf(w))
      .filter((w, k, all) => w !== all[k - 1]);
    const matches = this.expand(
      words,
      order,
      typing && words.at(-1) === allWords.at(-1) ? lastTyped(query) : undefined,
    );
    const text = matches.size ? this.textMatch(words, matches, allow) : undefined;
    // Two stages, as a rescore window: the best `rerank` pages by text score, share of the query and prior are
    // ranked in full; any others follow in that order, each as its page record. Every step below reads only them.
    let window = text?.results ?? [];
    let rest: SearchResult[] = [];
    if (text && window.length > this.ranking.rerank) {
      const first = new Map(
        window.map((r) => {
          const {held, prior} = this.holds(r, words, text, matches);
          return [r, r.score * this.rarity(text, held) ** this.ranking.coverage * prior];
        }),
      );
      const sorted = [...window].sort((a, b) => first.get(b)! - first.get(a)! || (a.id as number) - (b.id as number));
      [window, rest] = [sorted.slice(0, this.ranking.rerank), sorted.slice(this.ranking.rerank)];
    }
    // The blocks of those pages the query reaches, from the index of words' places (in the order of blocks).
    const reach: Reach = {
      matches,
      places: new Map(),
      first: new Map(),
      records: new Map(),
      byPage: new Map(),
      memo: new Map(),
    };
    const ranges = window
      .map((r) => this.pages[r.id as number]!.records)
      .map((ids) => [this.firstBlock[ids[0]!]!, this.firstBlock[ids.at(-1)! + 1]!] as const)
      .sort((a, b) => a[0] - b[0]);
    for (const [term, match] of matches) {
      const places = this.placesOf.get(term);
      let i = 0;
      for (const [start, end] of places ? ranges : []) {
        i = firstAtLeast(places!.block, start, i);
        for (; i < places!.block.length && places!.block[i]! < end; i += 1) {
          const [block, at, form] = [places!.block[i]!, places!.at[i]!, places!.form[i]!];
          const list = reach.places.get(block);
          if (list) list.push({at, form, match});
          else reach.places.set(block, [{at, form, match}]);
        }
      }
    }
    // Blocks are numbered in the order of records, and records in the order of pages.
    for (const block of [...reach.places.keys()].sort((a, b) => a - b)) {
      const list = reach.places.get(block)!;
      if (list.length > 1) list.sort((a, b) => a.at - b.at || a.form - b.form);
      reach.first.set(block, list.length > 1 ? list.filter((p, i) => !i || list[i - 1]!.at !== p.at) : list);
      const id = this.recordOf[block]!;
      const blocks = reach.records.get(id);
      if (blocks) blocks.push(block);
      else {
        reach.records.set(id, [block]);
        const records = reach.byPage.get(this.pageOf[id]!);
        if (records) records.push(id);
        else reach.byPage.set(this.pageOf[id]!, [id]);
      }
    }
    const ranked = text
      ? [
          ...this.rank(words, order, reach, text, window),
          ...rest.map((r) => ({
            page: r.id as number,
            score: 0,
            typos: 0,
            attribute: 0,
            proximity: 0,
            exact: 0,
            prior: 0,
          })),
        ]
      : [];
    const ids = this.dialogSafe(ranked).flatMap((r) => this.hitsOf(this.pages[r.page]!, reach, words.length));

    const slice = hitsPerPage > 0 ? ids.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    // Highlight with the matcher's own words: what ranked a hit is what is marked in it.
    const matched: MatchMap = new Map(words.map((w) => [w, new Set<string>()]));
    for (const [term, m] of matches) matched.get(words[m.words[0]!]!)!.add(term);
    const snippetSpec = parseList<string>(params.attributesToSnippet as string);
    const pre = params.highlightPreTag ?? DEFAULTS.highlightPreTag;
    const post = params.highlightPostTag ?? DEFAULTS.highlightPostTag;
    const ellipsis = params.snippetEllipsisText ?? DEFAULTS.snippetEllipsisText;
    const spec = snippetSpec.length ? snippetSpec : DEFAULTS.attributesToSnippet;
    const hits = slice.map((id) => this.toHit(this.records[id]!, matched, spec, pre, post, ellipsis));

    const response: SearchResponse = {
      hits,
      nbHits: ids.length,
      nbPages: hitsPerPage > 0 ? Math.ceil(ids.length / hitsPerPage) : 0,
      page,
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
      index: indexName,
    };
    if (params.clickAnalytics) response.queryID = randomQueryId();
    const facetNames = parseList<string>(params.facets as string).flatMap((f) =>
      f === '*' ? ['language', 'docusaurus_tag'] : [f],
    );
    if (facetNames.length) response.facets = {};
    for (const key of facetNames.filter((f) => f === 'language' || f === 'docusaurus_tag')) {
      const counts: Record<string, number> = (response.facets![key] = {});
      for (const v of ids.map((id) => String(this.records[id]![key]))) counts[v] = (counts[v] ?? 0) + 1;
    }
    return response;
  }

  private toHit(
    record: SearchRecord,
    matched: MatchMap,
    spec: string[],
    pre: string,
    post: string,
    ellipsis: string,
  ): Hit {
    const hierarchyHighlight: Record<string, unknown> = {};
    for (const key of LEVEL_KEYS) {
      const text = record.hierarchy[key];
      if (text) hierarchyHighlight[key] = highlight(text, matched, pre, post);
    }
    const highlightResult: Record<string, unknown> = {hierarchy: hierarchyHighlight};
    if (record.content) highlightResult.content = highlight(record.content, matched, pre, post);
    const snippetResult: Record<string, unknown> = {};
    for (const entry of spec) {
      const [attr, sizeText] = entry.split(':');
      const size = Number(sizeText ?? DEFAULTS.snippetWords) || DEFAULTS.snippetWords;
      const key = attr?.replace(/^hierarchy\./, '') as keyof Hierarchy | 'content';
      const text = key === 'content' ? record.content : attr?.startsWith('hierarchy.') ? record.hierarchy[key] : null;
      if (!text) continue;
      const value = snippet(text, size, matched, pre, post, ellipsis);
      if (key === 'content') snippetResult.content = value;
      else ((snippetResult.hierarchy ??= {}) as Record<string, unknown>)[key] = value;
    }
    // Raw attributes are escaped too: DocSearch renders them as HTML where a snippet is missing
    // (saved searches keep a hit without its highlight and snippet results).
    const hierarchy = {...record.hierarchy};
    for (const key of LEVEL_KEYS) if (hierarchy[key]) hierarchy[key] = escapeHtml(hierarchy[key]!);
    const {keywords: _keywords, sectionWords: _words, ...rest} = record;
    return {
      ...rest,
      hierarchy,
      content: record.content === null ? null : escapeHtml(record.content),
      url: this.origin + record.url,
      _highlightResult: highlightResult,
      _snippetResult: snippetResult,
    };
  }
}
