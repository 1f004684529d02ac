/**
 * Browser client for the embedded index. It answers the DocSearch modal (`search({requests})`)
 * and the theme's /search page (legacy `search([{indexName, params}])`) as Algolia would.
 * The index is fetched once, on first use, never on page load.
 */
import siteConfig from '@generated/docusaurus.config';

import {SearchEngine, type SearchParams, type SearchResponse} from './engine';
import {decodeIndex} from './indexFormat';
import type {CompactIndex} from './types';

export const INDEX_PATH = 'search-index.json';

let engine: Promise<SearchEngine> | null = null;

/** The error DocSearch recognizes as "every host unreachable" and shows its error screen for. */
export function retryError(cause: unknown): Error {
  const error = new Error('Unreachable hosts - the search index could not be loaded.');
  error.name = 'RetryError';
  (error as Error & {cause?: unknown}).cause = cause;
  return error;
}

async function fetchIndex(): Promise<CompactIndex> {
  if (process.env.NODE_ENV === 'development') {
    const devIndex = (await import('@statlas/search-dev-index')).default as CompactIndex | null;
    if (devIndex) return devIndex;
  }
  const response = await fetch(`${siteConfig.baseUrl}${INDEX_PATH}`, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as CompactIndex;
}

/** Load (once) and return the engine. A failed load is forgotten so the next search retries. */
export function loadSearchEngine(): Promise<SearchEngine> {
  engine ??= fetchIndex()
    .then((index) => new SearchEngine(decodeIndex(index), window.location.origin))
    .catch((cause: unknown) => {
      engine = null;
      throw retryError(cause);
    });
  return engine;
}

/** Start loading the index in the background (search button focused or touched). */
export function preloadSearchIndex(): void {
  loadSearchEngine().catch(() => {
    // Reported when the reader searches.
  });
}

type LegacyQuery = {indexName: string; params?: string | SearchParams};
type Request = SearchParams & {indexName?: string};

/** The legacy form's params string or object (the engine reads JSON or comma-separated lists itself). */
function paramsOf({indexName, params}: LegacyQuery): Request {
  return {...(typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : params), indexName};
}

export interface EmbeddedSearchClient {
  appId: string;
  search(arg: {requests: Request[]} | LegacyQuery[], requestOptions?: unknown): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  transporter: {algoliaAgent: {value: string; add(): void}};
}

export function createEmbeddedClient(): EmbeddedSearchClient {
  return {
    appId: 'embedded',
    async search(arg) {
      const requests: Request[] = Array.isArray(arg) ? arg.map(paramsOf) : arg.requests;
      const searchEngine = await loadSearchEngine();
      const start = performance.now();
      const results = requests.map(({indexName, ...params}) => searchEngine.search(params, indexName));
      // A User Timing entry per answer, read by scripts/bench-search.mjs.
      performance.measure('statlas-search', {start, end: performance.now()});
      return {results};
    },
    addAlgoliaAgent() {
      // No user agent to report: nothing leaves the browser.
    },
    async clearCache() {
      // Answers are computed locally; there is no response cache.
    },
    transporter: {algoliaAgent: {value: 'statlas-embedded', add() {}}},
  };
}

let shared: EmbeddedSearchClient | null = null;
/** One client for the modal and the /search page, so the index loads once. */
export function getEmbeddedClient(): EmbeddedSearchClient {
  shared ??= createEmbeddedClient();
  return shared;
}
