/**
 * Relevance of the embedded index over the real pages, with the engine the browser runs:
 * at least `threshold` (95 %) of the queries in tests/fixtures/search-relevance.json must find an
 * acceptable page among the first 3 distinct pages. Reads build/search-index.json, so it needs a
 * build (`npm test` builds before it runs the suites that read the build).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {SearchEngine} from '../../src/search/engine';
import {decodeIndex} from '../../src/search/indexFormat';
import {evaluateRelevance, formatRelevance, type RelevanceCase} from '../../src/search/relevance';

const root = path.resolve(__dirname, '../..');
const fixture = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8')) as {
  threshold: number;
  tuning: RelevanceCase[];
  heldOut: RelevanceCase[];
};
const suite = {threshold: fixture.threshold, cases: [...fixture.tuning, ...fixture.heldOut]};
const KINDS = ['question', 'admin', 'command', 'setting', 'reference', 'error', 'version', 'blog', 'prefix', 'typo', 'api'];
const SECTIONS = ['guide', 'commands', 'settings', 'advanced', 'tools', 'faq', 'resources', 'api', 'blog'];

describe('the relevance suite', () => {
  test('has at least 150 distinct queries, each with acceptable pages, a known section and kind', () => {
    expect(suite.cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(suite.cases.map((c) => c.query.toLowerCase())).size).toBe(suite.cases.length);
    for (const c of suite.cases) {
      expect(c.accept.length, c.query).toBeGreaterThan(0);
      for (const p of c.accept) expect(p, c.query).toMatch(/^\/(docs|blog)\/[a-z0-9./-]+$/);
      expect(KINDS, c.query).toContain(c.kind);
      expect(SECTIONS, c.query).toContain(c.section);
    }
  });

  test('covers every kind and every section', () => {
    expect(new Set(suite.cases.map((c) => c.kind))).toEqual(new Set(KINDS));
    expect(new Set(suite.cases.map((c) => c.section))).toEqual(new Set(SECTIONS));
  });
});

const indexFile = path.join(root, 'build/search-index.json');

function builtIndex(): unknown {
  expect(existsSync(indexFile), 'build/search-index.json: run the default (embedded) build first, `npm run build`').toBe(true);
  return JSON.parse(readFileSync(indexFile, 'utf8'));
}

describe('the built index', () => {
  test('holds every acceptable page of the suite', () => {
    const index = builtIndex() as {p: Array<[string]>};
    const paths = new Set(index.p.map(([p]) => p));
    const unknown = [...new Set(suite.cases.flatMap((c) => c.accept))].filter((p) => !paths.has(p));
    expect(unknown, 'acceptable pages missing from the index').toEqual([]);
  });

  test(`finds an acceptable page in the top 3 for at least ${suite.threshold * 100} % of the queries`, () => {
    const engine = new SearchEngine(decodeIndex(builtIndex() as Parameters<typeof decodeIndex>[0]));
    const report = evaluateRelevance(engine, suite.cases);
    const text = formatRelevance(report);
    console.log(text);
    expect(report.score, text).toBeGreaterThanOrEqual(suite.threshold);
  }, 60_000); // every query through the full engine: about 2 s idle, far more under load
});
