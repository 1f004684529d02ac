/**
 * Shared helpers of the search specs: the fixture index, an Algolia stand-in built on the same
 * engine (for the hosted build, answered through page.route, never the network) and DocSearch
 * selectors.
 */
import type {Page, Route} from '@playwright/test';

import {SearchEngine, type SearchParams} from '../../../plugins/search/engine/engine';
import {encodeIndex} from '../../../plugins/search/indexer/encode';
import {decodeIndex} from '../../../plugins/search/engine/indexFormat';
import {fixturePages} from '../../fixtures/search-pages';

/** The hosts of hosted search (Algolia's API and insights, the insights script's CDN), answered by routeAlgolia. */
export const ALGOLIA_HOSTS = /(^|\.)(algolia\.net|algolianet\.com|algolia\.io)$|^cdn\.jsdelivr\.net$/;

export const fixtureIndex = encodeIndex(fixturePages);

export const sel = {
  button: '.DocSearch-Button',
  modal: '.DocSearch-Modal',
  input: '.DocSearch-Input',
  hit: '.DocSearch-Hit',
  source: '.DocSearch-Hit-source',
  startScreen: '.DocSearch-StartScreen',
  noResults: '.DocSearch-NoResults',
  error: '.DocSearch-ErrorScreen',
};

/**
 * Serve the fixture index as /search-index.json; returns a counter of index requests. With `until`,
 * each answer waits for that promise: the test holds the index back until it has seen what it waits for.
 */
export async function serveFixtureIndex(page: Page, options: {until?: Promise<void>; fail?: boolean} = {}) {
  const calls = {count: 0};
  await page.route('**/search-index.json', async (route: Route) => {
    calls.count += 1;
    await options.until;
    if (options.fail) return route.abort('internetdisconnected');
    return route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify(fixtureIndex)});
  });
  return calls;
}

type AlgoliaBody = {requests: Array<SearchParams & {indexName: string; params?: string}>};

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Algolia returns record text and highlights unescaped: undo the embedded engine's escaping. */
function asAlgolia(value: unknown): unknown {
  if (typeof value === 'string') return unescape(value);
  if (Array.isArray(value)) return value.map(asAlgolia);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'url' ? v : asAlgolia(v)]));
  }
  return value;
}

/**
 * Answer Algolia's POST /1/indexes/{*}/queries from the fixture records, as the hosted index would.
 * Every received body is kept for assertions. With `until`, each answer waits for that promise (a
 * slow Algolia, for as long as the test needs).
 */
export async function routeAlgolia(page: Page, options: {fail?: boolean; until?: Promise<void>} = {}) {
  const engine = new SearchEngine(decodeIndex(fixtureIndex), 'https://docs.statlas.app');
  const received: Array<{url: string; body: AlgoliaBody}> = [];
  const handler = async (route: Route) => {
    const request = route.request();
    if (options.fail) return route.abort('internetdisconnected');
    if (request.method() === 'OPTIONS') {
      return route.fulfill({
        status: 204,
        headers: {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'},
      });
    }
    if (!/\/1\/indexes\/[^/]+\/queries/.test(request.url())) {
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{}',
        headers: {'access-control-allow-origin': '*'},
      });
    }
    await options.until;
    const body = JSON.parse(request.postData() ?? '{}') as AlgoliaBody;
    received.push({url: request.url(), body});
    const results = body.requests.map((r) => {
      const params: SearchParams = r.params
        ? (Object.fromEntries(
            [...new URLSearchParams(r.params)].map(([k, v]) => [k, v.startsWith('[') ? JSON.parse(v) : v]),
          ) as SearchParams)
        : r;
      const result = engine.search(params, r.indexName);
      return {...result, hits: result.hits.map(asAlgolia)};
    });
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify({results}),
    });
  };
  await page.route(/https:\/\/[^/]*(algolia\.net|algolianet\.com)\//, handler);
  // Insights: the script from the CDN and the events endpoint, never the network.
  await page.route(/https:\/\/(cdn\.jsdelivr\.net|insights\.algolia\.io)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: '',
      headers: {'access-control-allow-origin': '*'},
    }),
  );
  return received;
}
