/**
 * Every constant of search ranking, in one place, each with the reason for its value: the index
 * build (../indexer) and the engine (./engine.ts) read them from here and write no number of their
 * own. What was tried and dropped, and the figures, are in decisions/search-ranking.md; change a
 * value against the tuning part of the relevance suite and watch every figure `npm run bench:search`
 * prints.
 */
export interface Ranking {
  /** What the index keeps of each page (../indexer/encode.ts). */
  readonly index: {
    /** A text block's first characters, cut at a space: about 9 words, its opening, where the dialog's 10-word snippet falls. */
    readonly textChars: number;
    /** A post's or legal page's leads, and a section's later blocks: about 8 words, found by their opening. */
    readonly leadChars: number;
    /** From this text block of a section on, only `leadChars`: a section says what it is about first. */
    readonly laterBlock: number;
  };
  /** Priors (DocSearch's pageRank) of the kinds of page below the docs' 1 (../indexer/rules.ts). */
  readonly prior: {
    /** The generated API reference: it answers developers, and its rows repeat everyday words. */
    readonly reference: number;
    /** Blog posts, legal pages and the messages reference: news, terms and replies, whose text retells every feature in other words. */
    readonly news: number;
  };
  /** BM25 field weights against the text's (and section name's) 1: the title most, then headings, the description and readers' searches. */
  readonly fields: {
    readonly title: number;
    readonly heading: number;
  };
  /** How an index word counts for the query word it stands for, against an exact word's 1. */
  readonly match: {
    /** A synonym or a word of the same stem ("counting" for "counts"). */
    readonly related: number;
    /** A guess: a completion of the word being typed, or a word within the allowed typos. */
    readonly typo: number;
    /** A completion when the typed word is a word already ("sla" is SLA before it is "slash"). */
    readonly prefixOfWord: number;
  };
  /** Letters from which a word may have one typo, then two (Algolia's minWordSizefor1Typo and ForTypos). */
  readonly typoLetters: readonly number[];
  /** A query word may be read as two index words ("setup" as "set up") whose shorter half has this many letters. */
  readonly splitLetters: number;
  /** The text score is multiplied by the held share of the query's rarity to this power, and so is a title's or heading's share for "about". */
  readonly coverage: number;
  /** A query word the page holds only in its text counts this much of one in a title, heading or readers' search. */
  readonly textHold: number;
  /** The rarity of a query word that no title or heading of the site holds ("specific", "someone") counts this much. */
  readonly incidental: number;
  /** Up to this much more when the query words stand together, in order, in one field. */
  readonly proximity: number;
  /** Two query words are together when at most this many words part them ("member count" in "member count channel"). */
  readonly nearWords: number;
  /** Up to this much more for what the page is about: the share of the query its title, a heading or a reader's search holds. */
  readonly about: number;
  /** A heading or reader's search the query fills counts this much of a title it fills (FAQ questions, "Log channel"). */
  readonly heading: number;
  /** How much of "about" depends on the share of the title the query fills, rather than on the query being in it at all. */
  readonly titleFill: number;
  /** From this many query words, a run of the query that fills blocks (a pasted message, a long question) counts as a title. */
  readonly longQuery: number;
  /**
   * Pages ranked in full (proximity, "about", the vote), best first by text score, share of the query and prior; any
   * others follow in that order (a rescore window, as Elasticsearch's and Vespa's). No suite question's first three
   * stand deeper than 22nd in that order: 50 changes no figure of the suite and bounds a query's cost as the site grows.
   */
  readonly rerank: number;
  /** The dialog's first places, which hold the best pages: the top 3, as relevance is measured. */
  readonly firstPlaces: number;
  /** A page whose section a query word names ("api", "blog") has at least this prior, a little above a docs page's 1. */
  readonly sectionLift: number;
  /** Which records of a page show as its hits. */
  readonly hits: {
    /** Hits of one page at most (Algolia: `distinct` on `url_without_anchor`): the page, then its best section. */
    readonly perPage: number;
    /** A heading holding the query's words is shown before text holding as many, by this much: it names the section. */
    readonly heading: number;
  };
  /**
   * The readers' searches nearest a query of `minWords` or more words vote: a page's share of the nearest
   * `searches` lifts it up to twice (nearness: the share of the query's rarity a search holds
   * times the share of the search the query fills). A word or two is in too many searches to tell pages apart.
   */
  readonly vote: {readonly searches: number; readonly minWords: number};
}

export const RANKING: Ranking = {
  index: {textChars: 60, leadChars: 50, laterBlock: 4},
  prior: {reference: 0.5, news: 0.6},
  fields: {title: 4, heading: 2},
  match: {related: 0.75, typo: 0.3, prefixOfWord: 0.125},
  typoLetters: [4, 8],
  splitLetters: 2,
  coverage: 2,
  textHold: 0.25,
  incidental: 0.5,
  proximity: 0.5,
  nearWords: 2,
  about: 2,
  heading: 0.75,
  titleFill: 0.5,
  longQuery: 4,
  rerank: 50,
  firstPlaces: 3,
  sectionLift: 1.25,
  hits: {perPage: 2, heading: 0.5},
  vote: {searches: 5, minWords: 3},
};
