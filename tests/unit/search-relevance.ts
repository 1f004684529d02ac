/**
 * Relevance as the reader sees it, shared by tests/unit/search-relevance.test.ts and
 * scripts/bench-search.mjs. The DocSearch dialog groups hits by section (lvl0) and, inside a
 * section, by page (lvl1), each group in the order of its first hit; a case's rank is the place
 * of its first acceptable page in that order.
 */
import type {SearchEngine} from '../../plugins/search/engine/engine';
import {topPages} from '../../plugins/search/engine/dialog';

export {dialogPages, topPages} from '../../plugins/search/engine/dialog';

export interface RelevanceCase {
  query: string;
  /** Pages (paths without anchor) that answer the query. */
  accept: string[];
  /** Where the answer lives: guide, commands, settings, advanced, tools, faq, resources, api, blog. */
  section: string;
  /** How the reader phrases it: question, admin, command, setting, reference, error, version, blog, prefix, typo, api. */
  kind: string;
  /** The day a question was added to the held-out part. */
  added?: string;
  /** Who wrote a later group of questions, where it was not the engine's authors. */
  writer?: string;
}

export interface Tally {
  top3: number;
  first: number;
  total: number;
}

export interface RelevanceReport extends Tally {
  byKind: Record<string, Tally>;
  misses: Array<{query: string; accept: string[]; got: string[]; kind: string}>;
}

export function evaluateRelevance(engine: SearchEngine, cases: RelevanceCase[]): RelevanceReport {
  const report: RelevanceReport = {top3: 0, first: 0, total: 0, byKind: {}, misses: []};
  for (const c of cases) {
    const got = topPages(engine, c.query);
    const rank = got.findIndex((p) => c.accept.includes(p));
    for (const t of [report, (report.byKind[c.kind] ??= {top3: 0, first: 0, total: 0})]) {
      t.total += 1;
      if (rank >= 0 && rank < 3) t.top3 += 1;
      if (rank === 0) t.first += 1;
    }
    if (rank !== 0) report.misses.push({query: c.query, accept: c.accept, got: got.slice(0, 3), kind: c.kind});
  }
  return report;
}

const pct = (n: number, t: number) => (t ? `${((n / t) * 100).toFixed(1)} %` : '-');

/** "top 3 97.2 %, first 88.9 % of 180" */
export function formatTally(t: Tally): string {
  return `top 3 ${pct(t.top3, t.total)}, first ${pct(t.first, t.total)} of ${t.total}`;
}

export function formatRelevance(name: string, report: RelevanceReport, showMisses = true): string {
  const kinds = Object.entries(report.byKind)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, t]) => `    ${k}: ${formatTally(t)}`);
  const misses = showMisses
    ? report.misses.map(
        (m) =>
          `    not first [${m.kind}] "${m.query}" wants ${m.accept.join(' | ')}; got ${m.got.join(', ') || 'nothing'}`,
      )
    : [`    (misses of this part are not listed: no rule is designed against it)`];
  return [`${name}: ${formatTally(report)}`, ...kinds, ...misses].join('\n');
}

export interface RelevanceFixture {
  tuning: RelevanceCase[];
  heldOut: RelevanceCase[];
  floors: {tuning: {top3: number; first: number}; heldOut: {top3: number; first: number}};
}

const KINDS_SHOWN = ['admin', 'command', 'api', 'typo', 'prefix', 'blog'];

/**
 * The figures `npm run bench:search` prints. `variants` are engines with other ranking constants
 * (see RANKING in plugins/search/engine/ranking.ts): for the k-fold estimate, each fold of the tuning part is
 * scored with the variant that does best on the other folds, so the estimate pays for the choice.
 *
 * @public scripts/bench-search.mjs loads this module through jiti, which knip does not follow.
 */
export function relevanceFigures(
  engine: SearchEngine,
  fixture: RelevanceFixture,
  variants: SearchEngine[] = [],
): string {
  const tuning = evaluateRelevance(engine, fixture.tuning);
  const held = evaluateRelevance(engine, fixture.heldOut);
  // Groups of later questions: by the day they were added, and by writer where one is named.
  const group = (c: RelevanceCase) =>
    c.added ? `questions added ${c.added}${c.writer ? ` (writer: ${c.writer})` : ''}` : '';
  const groups = [...new Set(fixture.heldOut.map(group).filter(Boolean))].sort();
  const fresh = groups.map(
    (g) =>
      `    of which ${g}: ${formatTally(
        evaluateRelevance(
          engine,
          fixture.heldOut.filter((c) => group(c) === g),
        ),
      )}`,
  );
  const all = evaluateRelevance(engine, [...fixture.tuning, ...fixture.heldOut]);
  const kinds = KINDS_SHOWN.map((k) => `    ${k}: ${all.byKind[k] ? formatTally(all.byKind[k]) : '-'}`);
  const lines = [
    `Relevance in the dialog's order (floors: tuning top 3 ${fixture.floors.tuning.top3}, first ${fixture.floors.tuning.first}; held-out top 3 ${fixture.floors.heldOut.top3}, first ${fixture.floors.heldOut.first})`,
    `  tuning part: ${formatTally(tuning)}`,
    `  held-out part: ${formatTally(held)}`,
    ...fresh,
    `  per kind (both parts):`,
    ...kinds,
  ];
  // The searches written on each page for its readers (keywords) should find that page: where one
  // does not, the engine or the search's placement is at fault. Not a gate: they are in the index.
  const own = engine.records
    .filter((r) => r.type === 'lvl1' && r.keywords)
    .flatMap((r) =>
      r
        .keywords!.split(',')
        .map((query) => ({query, accept: [new URL(r.url, 'https://x').pathname], section: '', kind: 'keywords'})),
    );
  lines.push(
    `  readers' searches written on the pages (keywords), each finding its own page: ${formatTally(evaluateRelevance(engine, own))}`,
  );
  const k = 5;
  const engines = [engine, ...variants];
  // Per engine and case: 2 = first, 1 = top 3, 0 = neither.
  const outcome = engines.map((e) =>
    fixture.tuning.map((c) => {
      const rank = topPages(e, c.query).findIndex((p) => c.accept.includes(p));
      return rank === 0 ? 2 : rank > 0 && rank < 3 ? 1 : 0;
    }),
  );
  const folds: Tally[] = [];
  for (let f = 0; f < k; f += 1) {
    const inFold = (i: number) => i % k === f;
    const trainScore = (o: number[]) =>
      o.reduce((s, v, i) => (inFold(i) ? s : s + (v === 2 ? 1 : 0) + (v > 0 ? 1 : 0)), 0);
    const best = outcome.reduce((a, b) => (trainScore(b) > trainScore(a) ? b : a));
    const fold = best.filter((_, i) => inFold(i));
    folds.push({top3: fold.filter((v) => v > 0).length, first: fold.filter((v) => v === 2).length, total: fold.length});
  }
  const spread = (xs: number[]) => {
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
    return `${(mean * 100).toFixed(1)} % ± ${(sd * 100).toFixed(1)}`;
  };
  lines.push(
    `  ${k}-fold estimate on the tuning part (${engines.length} ranking variant${engines.length > 1 ? 's, chosen on the other folds' : ''}): top 3 ${spread(folds.map((t) => t.top3 / t.total))}, first ${spread(folds.map((t) => t.first / t.total))}`,
    formatRelevance('  tuning part, every case whose answer is not first', tuning)
      .split('\n')
      .slice(1 + Object.keys(tuning.byKind).length)
      .join('\n'),
  );
  return lines.join('\n');
}
