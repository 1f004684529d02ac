/**
 * Relevance check shared by tests/unit/search-relevance.test.ts and scripts/bench-search.mjs:
 * a case passes when one of its acceptable pages is among the first `top` distinct pages the
 * engine returns; the mean rank is that of the best acceptable page (a miss counts as top + 1).
 */
import type {SearchEngine} from './engine';

export interface RelevanceCase {
  query: string;
  /** Pages (paths without anchor) that answer the query. */
  accept: string[];
  /** Where the answer lives: guide, commands, settings, advanced, tools, faq, resources, api, blog. */
  section: string;
  /** How the reader phrases it: question, admin, command, setting, reference, error, version, blog, prefix, typo, api. */
  kind: string;
}

export interface RelevanceMiss {
  query: string;
  accept: string[];
  got: string[];
  section: string;
  kind: string;
}

export interface RelevanceReport {
  score: number;
  passed: number;
  total: number;
  /** Cases whose first page is an acceptable one: the answer comes first. */
  first: number;
  /** Mean rank of the first acceptable page; a case with none in the top `top` counts as `top + 1`. */
  meanRank: number;
  /** Share in the top `top` per kind and per section. */
  byKind: Record<string, {passed: number; total: number}>;
  bySection: Record<string, {passed: number; total: number}>;
  misses: RelevanceMiss[];
}

/** The filters the modal sends on this site (contextual search: English, docs or pages). */
export const CONTEXT_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** The first `top` distinct pages the engine answers for `query`, in order. */
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

function tally(groups: Record<string, {passed: number; total: number}>, key: string, ok: boolean) {
  const g = (groups[key] ??= {passed: 0, total: 0});
  g.total += 1;
  if (ok) g.passed += 1;
}

export function evaluateRelevance(engine: SearchEngine, cases: RelevanceCase[], top = 3): RelevanceReport {
  const misses: RelevanceMiss[] = [];
  const byKind: RelevanceReport['byKind'] = {};
  const bySection: RelevanceReport['bySection'] = {};
  let rankSum = 0;
  let first = 0;
  for (const c of cases) {
    const got = topPages(engine, c.query, top);
    const index = got.findIndex((p) => c.accept.includes(p));
    const ok = index >= 0;
    rankSum += ok ? index + 1 : top + 1;
    if (index === 0) first += 1;
    tally(byKind, c.kind, ok);
    tally(bySection, c.section, ok);
    if (!ok) misses.push({query: c.query, accept: c.accept, got, section: c.section, kind: c.kind});
  }
  const passed = cases.length - misses.length;
  return {
    score: cases.length ? passed / cases.length : 0,
    passed,
    total: cases.length,
    first,
    meanRank: cases.length ? rankSum / cases.length : 0,
    byKind,
    bySection,
    misses,
  };
}

/** The report as text: share in the top 3 and first, mean rank, share per kind and section, then every miss. */
export function formatRelevance(report: RelevanceReport, top = 3): string {
  const pct = (p: number, t: number) => `${((p / t) * 100).toFixed(0)} %`;
  const groups = (g: RelevanceReport['byKind']) =>
    Object.entries(g)
      .map(([k, v]) => `${k} ${v.passed}/${v.total} (${pct(v.passed, v.total)})`)
      .join(', ');
  const lines = [
    `Relevance: ${report.passed}/${report.total} in the top ${top} (${(report.score * 100).toFixed(1)} %), first ${report.first}/${report.total} (${pct(report.first, report.total)}), mean rank ${report.meanRank.toFixed(2)} (a miss counts as ${top + 1})`,
    `  by kind: ${groups(report.byKind)}`,
    `  by section: ${groups(report.bySection)}`,
    ...report.misses.map((m) => `  miss [${m.section}/${m.kind}] "${m.query}" wants ${m.accept.join(' | ')}; got ${m.got.join(', ') || 'nothing'}`),
  ];
  return lines.join('\n');
}
