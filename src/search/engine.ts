/**
 * The embedded search engine: MiniSearch over DocSearch-shaped records, answering requests with
 * responses shaped like Algolia's (hits, nbHits, nbPages, page, queryID, highlight and snippet results).
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';

import {escapeHtml} from './escapeHtml';
import {SYNONYMS, synonymMap} from './synonyms';
import {highlight, queryWords, singular, snippet, tokenize, type MatchMap} from './text';
import type {Hierarchy, SearchRecord} from './types';

export type FacetFilters = string | Array<string | string[]>;

/** The subset of Algolia search parameters the DocSearch modal and the /search page send. */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  attributesToRetrieve?: string[];
  attributesToSnippet?: string | string[];
  attributesToHighlight?: string | string[];
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

/** Index defaults, the same as plugins/search-index/algolia/index-settings.json gives hosted Algolia. */
export const DEFAULTS = {
  hitsPerPage: 20,
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
  attributesToSnippet: ['content:10'],
};

/**
 * Field weights: a page title counts most, then headings (FAQ questions are headings or titles)
 * and the page description, then body text; the section name (lvl0) only a little.
 */
export const FIELD_BOOST = {lvl1: 4, head: 2, desc: 2, content: 1, lvl0: 1};
/** Record weights, like DocSearch's `weight.level`: a page beats one of its sections, which beats a paragraph. */
export const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.35,
  lvl3: 1.25,
  lvl4: 1.15,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};
/**
 * Text rows of the API reference (parameter and schema rows, response descriptions) weigh less
 * than guide text, so everyday words reach the guides; an API page still wins on its title, and
 * on a parameter when the query names it with the words around it ("interval parameter").
 */
export const REFERENCE_ROW_WEIGHT = 0.5;
/** The section whose text rows are reference rows. */
export const REFERENCE_SECTION = 'API';
/**
 * How a match counts: an exact word 1, a prefix of the word being typed more than a typo, as
 * Algolia ranks records with fewer typos first (a prefix match counts as no typo).
 */
export const MATCH_WEIGHTS = {prefix: 0.5, fuzzy: 0.15};
/**
 * How a synonym counts beside the word the reader typed: a page in the reader's own words comes
 * first, and synonyms reach the pages that use other words.
 */
export const SYNONYM_WEIGHT = 0.75;
/** Share of a page's best record for a query word that record lacks, found elsewhere on the page. */
export const OTHER_WORD_SHARE = 0.3;
/** A page whose title or description holds every query word is about the query. */
export const TITLE_MATCH_BONUS = 1.5;
/** A page whose title is exactly the query, word for word. */
export const EXACT_TITLE_BONUS = 1.5;
/** The section of blog posts: news of a release or an event, where docs explain how things work now. */
export const BLOG_SECTION = 'Blog';
/**
 * A blog post whose title does not hold the query only mentions it: it counts this share, so the
 * page that documents the subject comes before the post that announced it.
 */
export const BLOG_MENTION_WEIGHT = 0.6;
/**
 * Proximity, as Algolia's ranking criterion: a page where the query words stand next to each
 * other, in order (a stop word or one other word between them allowed), in one title, heading or
 * paragraph ranks above a page where they are scattered. The bonus grows with the share of
 * consecutive query-word pairs found together, up to this much.
 */
export const PROXIMITY_BONUS = 0.5;
/** Words between two query words that still count as together ("member count" in "member count channel"). */
export const PROXIMITY_GAP = 1;
/**
 * The form of a query tells what the reader looks for. "/stats member" (a leading slash, no other)
 * names a bot command, documented in the guides: API pages count this share. A path
 * ("/guilds/{guildId}/members", "GET /v1/...") names an endpoint: pages outside the API count this share.
 */
export const OTHER_FORM_WEIGHT = 0.25;
/**
 * A query written as a name from code ("Retry-After", "track_bots") looks for where that name is
 * defined: a page with a text row that starts with it (a header, parameter or setting row) counts
 * this much more, and API rows count in full (their lower weight keeps everyday words in the guides).
 */
export const NAMED_ROW_BONUS = 2;
/** Hits of one page at most: the page comes once, with its best sections after it. */
export const HITS_PER_PAGE_GROUP = 3;

/** Words that carry no meaning in a task-style query ("how do I add the bot"). */
const STOP_WORDS = new Set(
  // Contractions lose their apostrophe in words: "don't" -> "don", "t".
  // cspell:ignore doesn didn aren
  'a an and are as at be by can do does for from how i in is it me my of on or the to what when where which who why with you your don doesn didn isn aren won t s'
    .split(' ')
    // Query words arrive singular ("does" -> "doe"), so the singular forms are stop words too.
    .flatMap((w) => [w, singular(w)]),
);

const LEVEL_KEYS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** What the form of a query says it looks for: a bot command, an API endpoint, a name from code, or anything. */
export type QueryForm = 'command' | 'endpoint' | 'identifier' | 'text';

export function queryForm(query: string): QueryForm {
  const q = query.trim();
  // An optional HTTP method, then a path: "GET /guilds/{guildId}", "/guilds/123/members".
  const path = /^(?:(?:GET|POST|PUT|PATCH|DELETE)\s+)?(\/\S*)/i.exec(q);
  if (path && (path[0] !== path[1] || /^\/[^/]+\/|[{}]/.test(path[1]!))) return 'endpoint';
  if (/^\/\p{L}/u.test(q)) return 'command';
  // One word written as code writes names: "Retry-After", "track_bots", "guildId".
  if (/^[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)+$|^\p{L}+\p{Ll}\p{Lu}[\p{L}\p{N}]*$/u.test(q) && !/^\p{N}/u.test(q)) return 'identifier';
  return 'text';
}

/** Typo tolerance as Algolia's defaults: 1 typo from 4 letters, 2 from 8, none in numbers. */
export function allowedTypos(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Damerau-Levenshtein distance (adjacent transposition = 1 edit), bounded for speed. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  // Three rows, reused: the one before the previous (for transpositions), the previous, the current.
  const n = b.length + 1;
  let prev2 = new Int32Array(n);
  let prev = new Int32Array(n);
  let cur = new Int32Array(n);
  for (let j = 0; j < n; j += 1) prev[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return prev[b.length]!;
}

/** Adjacent words written as one ("Set up" -> "setup"), as Algolia's concatenation. */
function concatenations(text: string): string[] {
  const words = queryWords(text);
  return words.slice(1).map((w, i) => words[i] + w);
}

function randomQueryId(): string {
  let id = '';
  for (let i = 0; i < 32; i += 1) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

function toList(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed as string[];
  } catch {
    // A plain comma-separated list.
  }
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

function parseFacetFilters(filters: FacetFilters | undefined): string[][] {
  if (filters === undefined) return [];
  let list: Array<string | string[]>;
  if (typeof filters === 'string') {
    try {
      list = JSON.parse(filters) as Array<string | string[]>;
    } catch {
      list = [filters];
    }
  } else {
    list = filters;
  }
  return list.map((f) => (Array.isArray(f) ? f : [f]));
}

function facetMatches(record: SearchRecord, filter: string): boolean {
  const negate = filter.startsWith('-');
  const body = negate ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  const attr = body.slice(0, colon);
  const value = body.slice(colon + 1);
  const actual = (record as unknown as Record<string, unknown>)[attr];
  const hit = Array.isArray(actual) ? actual.includes(value) : String(actual) === value;
  return negate ? !hit : hit;
}

interface Doc {
  id: number;
  lvl0: string;
  lvl1: string;
  head: string;
  /** The page description, on the page (lvl1) record. */
  desc: string;
  content: string;
}

/** Whether a text record starts with `name` as a whole word, as a row that defines it ("Retry-After integer"). */
function startsWithName(record: SearchRecord, name: string): boolean {
  if (record.type !== 'content' || !record.content) return false;
  const text = record.content.trimStart().toLowerCase();
  const want = name.trim().toLowerCase();
  return text.startsWith(want) && !/[\p{L}\p{N}_-]/u.test(text.charAt(want.length));
}

function deepestHeading(h: Hierarchy): string {
  for (const key of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const) {
    if (h[key]) return h[key]!;
  }
  return '';
}

export class SearchEngine {
  readonly records: SearchRecord[];
  private readonly mini: MiniSearch<Doc>;
  private readonly vocabulary = new Set<string>();
  private readonly aboutTokens = new Map<string, {title: string[]; description: string[]; exact: string}>();
  /** The first record of each url (a page's own record for a path without anchor). */
  private readonly byUrl = new Map<string, SearchRecord>();
  /** Per record id: the first three words of its text (see namesRow). */
  private readonly leadWords = new Map<number, string[]>();
  /** Per record id: the words of its title, deepest heading and text, in order (see proximity). */
  private readonly sequences = new Map<number, string[][]>();
  /** Per query word: its variants (the vocabulary does not change after indexing). */
  private readonly variantCache = new Map<string, string[]>();
  /** Per query word and prefix flag: whether an index word matches it (see holdsAll). */
  private readonly tokenMatch = new Map<string, Map<string, boolean>>();
  private readonly origin: string;

  private readonly synonyms: Map<string, string[]>;

  /**
   * @param origin prefixed to record urls so that hits carry absolute urls, as Algolia's do.
   * @param synonyms groups of words that match each other (default: the site's, ./synonyms).
   */
  constructor(records: SearchRecord[], origin = '', synonyms: readonly (readonly string[])[] = SYNONYMS) {
    this.records = records;
    this.origin = origin;
    this.synonyms = synonymMap(synonyms);
    let indexing = true;
    this.mini = new MiniSearch<Doc>({
      fields: ['lvl1', 'head', 'desc', 'content', 'lvl0'],
      storeFields: [],
      // The words seen while indexing make the vocabulary used for swapped-letter typos.
      tokenize: (text) => {
        const words = tokenize(text);
        if (indexing) for (const w of words) this.vocabulary.add(w);
        return words;
      },
      processTerm: (term) => term,
    });
    const docs: Doc[] = records.map((r, id) => ({
      id,
      lvl0: r.hierarchy.lvl0 ?? '',
      lvl1: r.hierarchy.lvl1 ?? '',
      head: deepestHeading(r.hierarchy),
      desc: r.type === 'lvl1' ? r.content ?? '' : '',
      content: r.type === 'lvl1' ? '' : r.content ?? '',
    }));
    this.mini.addAll(docs);
    indexing = false;
    for (const r of records) if (!this.byUrl.has(r.url)) this.byUrl.set(r.url, r);
  }

  /** Adjacent-letter swaps of `word` that exist in the index ("cuonter" -> "counter"). */
  private transpositions(word: string): string[] {
    if (word.length < 4 || this.vocabulary.has(word)) return [];
    const out: string[] = [];
    for (let i = 0; i < word.length - 1; i += 1) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      if (swapped !== word && this.vocabulary.has(swapped)) out.push(swapped);
    }
    return out;
  }

  /**
   * Whether the title, or the description (not a blog post's), of the page at `path` holds every
   * query word (exactly, as a prefix or with allowed typos; two adjacent words also count as one,
   * "set up" as "setup"): the page is about the query. Returns the bonus, 0 when it does not; it
   * grows with the share of the title the query makes, up to a title that is exactly the query.
   */
  private aboutHolds(path: string, words: string[], prefixLast: boolean): number {
    let about = this.aboutTokens.get(path);
    if (!about) {
      const record = this.byUrl.get(path);
      const title = record?.hierarchy.lvl1 ?? '';
      // A post's description sums up news on several subjects: only its title says what it is about.
      const description = record?.hierarchy.lvl0 === BLOG_SECTION ? '' : (record?.content ?? '');
      about = {
        title: [...tokenize(title), ...concatenations(title)],
        description: [...tokenize(description), ...concatenations(description)],
        exact: queryWords(title).join(' '),
      };
      this.aboutTokens.set(path, about);
    }
    if (about.exact === words.join(' ')) return TITLE_MATCH_BONUS * EXACT_TITLE_BONUS;
    if (this.holdsAll(about.title, words, prefixLast)) {
      // The more of the title the query is, the more the page is about it: "statroles overview"
      // is more about "statroles" than "Set up statroles role rewards" is. A title that is the
      // query word for word is the end of this scale.
      const titleWords = about.exact.split(' ').filter((t) => t && !STOP_WORDS.has(t));
      const held = titleWords.filter((t) => words.some((_, i) => this.standsFor(t, words, i, prefixLast))).length;
      const share = titleWords.length ? held / titleWords.length : 0;
      return TITLE_MATCH_BONUS * (1 + (EXACT_TITLE_BONUS - 1) * share ** 2);
    }
    return this.holdsAll(about.description, words, prefixLast) ? TITLE_MATCH_BONUS : 0;
  }

  private holdsAll(have: string[], words: string[], prefixLast: boolean): boolean {
    return words.every((w, i) => {
      const isPrefix = prefixLast && i === words.length - 1;
      const key = `${isPrefix ? 'p' : 'w'}:${w}`;
      let known = this.tokenMatch.get(key);
      if (!known) {
        known = new Map();
        this.tokenMatch.set(key, known);
      }
      const memo = known;
      const variants = this.variants(w);
      const typos = allowedTypos(w);
      return have.some((t) => {
        let hit = memo.get(t);
        if (hit === undefined) {
          hit =
            variants.includes(t) ||
            (isPrefix && t.startsWith(w)) ||
            (typos > 0 && editDistance(t, w, typos) <= typos);
          memo.set(t, hit);
        }
        return hit;
      });
    });
  }

  /**
   * Whether a matched record is a reference row that starts with a query word and holds all of
   * them, as a parameter row does for "compare parameter" (the row "compare boolean" under the
   * heading "Query Parameters").
   */
  private namesRow(match: {result: SearchResult; words: number}, words: string[]): boolean {
    const record = this.records[match.result.id as number]!;
    if (record.type !== 'content' || match.words < words.length) return false;
    let first = this.leadWords.get(match.result.id as number);
    if (!first) {
      first = tokenize(record.content ?? '').slice(0, 3);
      this.leadWords.set(match.result.id as number, first);
    }
    return words.some((w) => this.variants(w).some((v) => first.includes(v)));
  }

  /** "setup" -> ["set", "up"] when the word is not indexed but its two halves are. */
  private split(word: string): string[] | undefined {
    if (word.length < 5 || this.vocabulary.has(word)) return undefined;
    for (let i = 2; i <= word.length - 2; i += 1) {
      const a = word.slice(0, i);
      const b = word.slice(i);
      if (this.vocabulary.has(a) && this.vocabulary.has(b)) return [a, b];
    }
    return undefined;
  }

  /** The index words each query word stands for: itself, swapped-letter forms, its split and its synonyms. */
  private variants(word: string): string[] {
    let out = this.variantCache.get(word);
    if (!out) {
      out = [word, ...this.transpositions(word), ...(this.split(word) ?? []), ...(this.synonyms.get(word) ?? [])];
      this.variantCache.set(word, out);
    }
    return out;
  }

  /** Whether a word of a text is query word `i`: one of its variants, or its completion while it is typed. */
  private standsFor(token: string, words: string[], i: number, prefixLast: boolean): boolean {
    return this.variants(words[i]!).includes(token) || (prefixLast && i === words.length - 1 && token.startsWith(words[i]!));
  }

  private sequencesOf(id: number): string[][] {
    let out = this.sequences.get(id);
    if (!out) {
      const r = this.records[id]!;
      out = [r.hierarchy.lvl1 ?? '', deepestHeading(r.hierarchy), r.content ?? ''].filter(Boolean).map(queryWords);
      this.sequences.set(id, out);
    }
    return out;
  }

  /**
   * Share of the query's consecutive word pairs ("member count", "count channel") that stand
   * together, in order, in one title, heading or text of the given records: 0 to 1.
   */
  private proximity(records: Array<{result: SearchResult; words: number}>, words: string[], prefixLast: boolean): number {
    const pairs = words.length - 1;
    if (pairs < 1) return 0;
    const found = new Set<number>();
    for (const {result, words: held} of records) {
      if (held < 2) continue;
      for (const seq of this.sequencesOf(result.id as number)) {
        const positions = words.map((): number[] => []);
        seq.forEach((token, at) => {
          for (let i = 0; i < words.length; i += 1) if (this.standsFor(token, words, i, prefixLast)) positions[i]!.push(at);
        });
        for (let i = 0; i < pairs; i += 1) {
          if (found.has(i)) continue;
          const next = positions[i + 1]!;
          if (positions[i]!.some((a) => next.some((b) => b > a && b - a <= 1 + PROXIMITY_GAP))) found.add(i);
        }
        if (found.size === pairs) return 1;
      }
    }
    return found.size / pairs;
  }

  private wordQueries(words: string[], prefixLast: boolean) {
    return words.map((w, i) => ({
      queries: this.variants(w),
      combineWith: 'OR' as const,
      prefix: prefixLast && i === words.length - 1,
      fuzzy: (term: string) => allowedTypos(term) || false,
    }));
  }

  /**
   * MiniSearch over the records. Reference rows weigh less so that everyday words reach the guides;
   * a name from code is no everyday word, so for it (`rowsAtFullWeight`) rows weigh as other text.
   */
  private run(query: Query, filter: (id: number) => boolean, rowsAtFullWeight = false, synonymsOnly = new Set<string>()) {
    return this.mini.search(query, {
      boost: FIELD_BOOST,
      weights: MATCH_WEIGHTS,
      boostTerm: (term: string) => (synonymsOnly.has(term) ? SYNONYM_WEIGHT : 1),
      filter: (r: SearchResult) => filter(r.id as number),
      boostDocument: (id: unknown) => {
        const record = this.records[id as number]!;
        const row = !rowsAtFullWeight && record.type === 'content' && record.hierarchy.lvl0 === REFERENCE_SECTION;
        return TYPE_BOOST[record.type] * (row ? REFERENCE_ROW_WEIGHT : 1);
      },
    });
  }

  /** Which index words each query word matched, synonyms included (for highlighting). */
  private matchMap(words: string[], prefixLast: boolean, results: SearchResult[]): MatchMap {
    const docTerms = new Set<string>();
    for (const r of results) for (const t of r.terms) docTerms.add(t);
    const map: MatchMap = new Map(words.map((w) => [w, new Set<string>()]));
    for (const t of docTerms) {
      words.forEach((w, i) => {
        const typos = allowedTypos(w);
        const isPrefix = prefixLast && i === words.length - 1;
        if (
          this.variants(w).includes(t) ||
          (isPrefix && t.startsWith(w)) ||
          (typos > 0 && editDistance(t, w, typos) <= typos) ||
          (isPrefix && typos > 0 && t.length > w.length && editDistance(t.slice(0, w.length), w, typos) <= typos)
        ) {
          map.get(w)!.add(t);
        }
      });
    }
    return map;
  }

  /**
   * Records matching any query word, ranked by page: a page's rank comes from how many query words
   * it holds (anywhere on the page: title, description, headings, text), then from its best record,
   * so a page does not climb because many of its sections match a little. Pages holding fewer words
   * than the best page are dropped, as Algolia drops records unless no record holds every word
   * (`removeWordsIfNoResults: allOptional`). Each page gives its best records (distinct on url),
   * best first, at most HITS_PER_PAGE_GROUP of them.
   */
  private rank(words: string[], prefixLast: boolean, filter: (id: number) => boolean, query: string): SearchResult[] {
    const form = queryForm(query);
    const wordOf = new Map<string, number>();
    words.forEach((w, i) => {
      for (const v of this.variants(w)) if (!wordOf.has(v)) wordOf.set(v, i);
    });
    // Words that match only as a synonym of what the reader typed.
    const synonymsOnly = new Set(words.flatMap((w) => this.synonyms.get(w) ?? []).filter((t) => !words.includes(t)));
    const results = this.run({combineWith: 'OR', queries: this.wordQueries(words, prefixLast)}, filter, form === 'identifier', synonymsOnly);
    interface PageGroup {
      path: string;
      section: string;
      covered: Set<number>;
      best: number;
      records: Array<{result: SearchResult; words: number}>;
    }
    const pages = new Map<string, PageGroup>();
    for (const r of results) {
      const record = this.records[r.id as number]!;
      const own = new Set<number>();
      for (const t of r.queryTerms) {
        const i = wordOf.get(t);
        if (i !== undefined) own.add(i);
      }
      const path = record.url.split('#')[0]!;
      let group = pages.get(path);
      if (!group) {
        group = {path, section: record.hierarchy.lvl0 ?? '', covered: new Set(), best: 0, records: []};
        pages.set(path, group);
      }
      for (const i of own) group.covered.add(i);
      group.best = Math.max(group.best, r.score);
      group.records.push({result: r, words: own.size});
    }
    // A page's score: its best record, plus a share of the best record for each query word that
    // record lacks. It grows with the words the page holds, never with the number of its sections.
    const pageScore = (group: PageGroup) => {
      const top = group.records.reduce((a, b) => (b.result.score > a.result.score ? b : a));
      const topWords = new Set<number>();
      for (const t of top.result.queryTerms) topWords.add(wordOf.get(t)!);
      let score = top.result.score;
      words.forEach((_, i) => {
        if (topWords.has(i)) return;
        let best = 0;
        for (const {result} of group.records) {
          if (result.queryTerms.some((t) => wordOf.get(t) === i)) best = Math.max(best, result.score);
        }
        score += OTHER_WORD_SHARE * best;
      });
      const reference = group.section === REFERENCE_SECTION;
      // The page title or description names the whole query: the page is about it (an API page is
      // never about a bot command). Otherwise the score shrinks with the share of query words
      // missing from the page, a reference page only mentions the words in its rows, and a blog
      // post only mentions them in passing.
      const about = form === 'command' && reference ? 0 : this.aboutHolds(group.path, words, prefixLast);
      if (about) {
        score *= about;
      } else {
        score *= (group.covered.size / words.length) ** 2;
        if (reference && form !== 'identifier' && !group.records.some((r) => this.namesRow(r, words))) score *= REFERENCE_ROW_WEIGHT;
        if (group.section === BLOG_SECTION) score *= BLOG_MENTION_WEIGHT;
      }
      // A command is documented in the guides, an endpoint in the API reference.
      if (form === 'command' ? reference : form === 'endpoint' && !reference) score *= OTHER_FORM_WEIGHT;
      if (form === 'identifier' && group.records.some(({result}) => startsWithName(this.records[result.id as number]!, query))) {
        score *= NAMED_ROW_BONUS;
      }
      return score * (1 + PROXIMITY_BONUS * this.proximity(group.records, words, prefixLast));
    };
    for (const group of pages.values()) group.best = pageScore(group);
    const ordered = [...pages.values()].sort((a, b) => b.best - a.best);
    const out: SearchResult[] = [];
    for (const group of ordered) {
      const seen = new Set<string>();
      const best = group.records
        .sort((a, b) => b.words - a.words || b.result.score - a.result.score)
        .filter(({result}) => {
          const url = this.records[result.id as number]!.url;
          if (seen.has(url)) return false;
          seen.add(url);
          return true;
        })
        .slice(0, HITS_PER_PAGE_GROUP);
      for (const {result} of best) out.push(result);
    }
    return out;
  }

  search(params: SearchParams, indexName = 'statlas'): SearchResponse {
    const started = Date.now();
    const query = String(params.query ?? '').slice(0, 512);
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? DEFAULTS.hitsPerPage)));
    const page = Math.max(0, Number(params.page ?? 0));
    const pre = params.highlightPreTag ?? DEFAULTS.highlightPreTag;
    const post = params.highlightPostTag ?? DEFAULTS.highlightPostTag;
    const ellipsis = params.snippetEllipsisText ?? DEFAULTS.snippetEllipsisText;
    const filters = parseFacetFilters(params.facetFilters);
    const filter = (id: number) => filters.every((group) => group.some((f) => facetMatches(this.records[id]!, f)));

    const allWords = queryWords(query);
    // The last word is a prefix while the reader is still typing it.
    const prefixLast = allWords.length > 0 && !/[\s\p{P}]$/u.test(query);
    const lastWord = allWords[allWords.length - 1];
    const meaningful = allWords.filter((w) => !STOP_WORDS.has(w));
    const words = meaningful.length > 0 ? meaningful : allWords;
    const prefixWords = prefixLast && words[words.length - 1] === lastWord;

    const results = words.length > 0 ? this.rank(words, prefixWords, filter, query) : [];
    const distinct = results;

    const nbHits = distinct.length;
    const slice = hitsPerPage > 0 ? distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    // Highlight from the words of the hits shown (the whole result list can hold thousands of terms).
    const matched = this.matchMap(allWords, prefixLast, slice);
    const snippetSpec = toList(params.attributesToSnippet) ?? DEFAULTS.attributesToSnippet;

    const hits = slice.map((r) => this.toHit(this.records[r.id as number]!, matched, snippetSpec, pre, post, ellipsis));

    const response: SearchResponse = {
      hits,
      nbHits,
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
      page,
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
      index: indexName,
    };
    if (params.clickAnalytics) response.queryID = randomQueryId();
    const facetNames = toList(params.facets as string | string[] | undefined);
    if (facetNames?.length) {
      const facets: Record<string, Record<string, number>> = {};
      for (const name of facetNames) {
        if (name !== 'language' && name !== 'docusaurus_tag' && name !== '*') continue;
        for (const key of name === '*' ? ['language', 'docusaurus_tag'] : [name]) {
          const counts: Record<string, number> = (facets[key] ??= {});
          for (const r of distinct) {
            const v = String((this.records[r.id as number] as unknown as Record<string, unknown>)[key]);
            counts[v] = (counts[v] ?? 0) + 1;
          }
        }
      }
      response.facets = facets;
    }
    return response;
  }

  private toHit(
    record: SearchRecord,
    matched: MatchMap,
    snippetSpec: string[],
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
    for (const spec of snippetSpec) {
      const [attr, sizeText] = spec.split(':');
      const size = Number(sizeText ?? 10) || 10;
      if (!attr) continue;
      if (attr === 'content') {
        if (record.content) snippetResult.content = snippet(record.content, size, matched, pre, post, ellipsis);
      } else if (attr.startsWith('hierarchy.')) {
        const key = attr.slice('hierarchy.'.length) as keyof Hierarchy;
        const text = record.hierarchy[key];
        if (text) {
          const h = (snippetResult.hierarchy ??= {}) as Record<string, unknown>;
          h[key] = snippet(text, size, matched, pre, post, ellipsis);
        }
      }
    }
    // Raw attributes are escaped too: DocSearch renders them as HTML where a snippet is missing
    // (saved searches keep a hit without its highlight and snippet results).
    const hierarchy = {...record.hierarchy};
    for (const key of LEVEL_KEYS) if (hierarchy[key]) hierarchy[key] = escapeHtml(hierarchy[key]!);
    return {
      ...record,
      hierarchy,
      content: record.content === null ? null : escapeHtml(record.content),
      url: this.origin + record.url,
      _highlightResult: highlightResult,
      _snippetResult: snippetResult,
    };
  }
}

