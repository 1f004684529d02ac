/**
 * Relevance of the embedded index over the real pages: at least 90 % of the queries in
 * tests/fixtures/search-relevance.json must find their route among the first 3 pages.
 * Runs in Node on build/search-index.json (after the build, like every e2e spec).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test} from '@playwright/test';

import {SearchEngine} from '../../src/search/engine';
import {decodeIndex} from '../../src/search/indexFormat';
import {evaluateRelevance, type RelevanceCase} from '../../src/search/relevance';

const root = path.resolve(__dirname, '../..');
const suite = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8')) as {
  threshold: number;
  cases: RelevanceCase[];
};

test('the suite has at least 40 realistic queries', () => {
  expect(suite.cases.length).toBeGreaterThanOrEqual(40);
  expect(new Set(suite.cases.map((c) => c.query)).size).toBe(suite.cases.length);
});

test('at least 90 % of the queries find their page in the top 3', () => {
  const file = path.join(root, 'build/search-index.json');
  expect(existsSync(file), 'build/search-index.json, made by the default (embedded) build').toBe(true);
  const engine = new SearchEngine(decodeIndex(JSON.parse(readFileSync(file, 'utf8'))));
  const report = evaluateRelevance(engine, suite.cases);
  const detail = report.misses.map((m) => `  "${m.query}" -> ${m.route} (got ${m.got.join(', ') || 'nothing'})`).join('\n');
  console.log(`search relevance: ${report.passed}/${report.total} (${(report.score * 100).toFixed(1)} %)\n${detail}`);
  expect(report.score, `misses:\n${detail}`).toBeGreaterThanOrEqual(suite.threshold);
});
