/**
 * Relevance check shared by tests/e2e/search-relevance.spec.ts and scripts/bench-search.mjs:
 * a case passes when its route is among the first `top` distinct pages the engine returns.
 */
import type {SearchEngine} from './engine';

export interface RelevanceCase {
  query: string;
  route: string;
  kind?: string;
}

export interface RelevanceReport {
  score: number;
  passed: number;
  total: number;
  misses: Array<{query: string; route: string; got: string[]}>;
}

/** The filters the modal sends on this site (contextual search: English, docs or pages). */
export const CONTEXT_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

export function topPages(engine: SearchEngine, query: string, top = 3): string[] {
  const {hits} = engine.search({query, hitsPerPage: 50, facetFilters: CONTEXT_FILTERS});
  const pages: string[] = [];
  for (const hit of hits) {
    const page = hit.url.replace(/^https?:\/\/[^/]+/, '').split('#')[0]!;
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === top) break;
  }
  return pages;
}

export function evaluateRelevance(engine: SearchEngine, cases: RelevanceCase[], top = 3): RelevanceReport {
  const misses: RelevanceReport['misses'] = [];
  for (const c of cases) {
    const got = topPages(engine, c.query, top);
    if (!got.includes(c.route)) misses.push({query: c.query, route: c.route, got});
  }
  const passed = cases.length - misses.length;
  return {score: cases.length ? passed / cases.length : 0, passed, total: cases.length, misses};
}
