/**
 * The request side of the Algolia API the engine answers: defaults (the same as
 * plugins/search/algolia/index-settings.json gives hosted Algolia) and limits.
 */
export const DEFAULTS = {
  hitsPerPage: 20,
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
  attributesToSnippet: ['content:10'],
  /** Words of a snippet when a request names an attribute without a size. */
  snippetWords: 10,
};

/** Algolia's own limits: the longest query it reads and the most hits a page of results holds. */
export const LIMITS = {queryLength: 512, hitsPerPage: 1000};

/** A query id as Algolia's `clickAnalytics` returns one: 32 hexadecimal digits. */
export const randomQueryId = () => Array.from({length: 32}, () => Math.floor(Math.random() * 16).toString(16)).join('');
