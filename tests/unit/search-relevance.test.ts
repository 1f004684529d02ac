/**
 * Relevance of the embedded index over the real pages, with the engine the browser runs, in the
 * order the dialog shows pages (grouped by section, then by page). Both parts of
 * tests/fixtures/search-relevance.json must stay at or above their floors for the share of queries
 * with an acceptable page in the top 3 and first: a floor for a part, never a single case. Reads
 * build/search-index.json, so it needs a build (`npm test` builds before it runs these suites).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {SearchEngine} from '../../plugins/search/engine/engine';
import {decodeIndex} from '../../plugins/search/engine/indexFormat';
import {dialogPages, evaluateRelevance, formatRelevance, type RelevanceFixture} from './search-relevance';

const root = path.resolve(__dirname, '../..');
const fixture = JSON.parse(
  readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8'),
) as RelevanceFixture;
const suite = {cases: [...fixture.tuning, ...fixture.heldOut]};
const KINDS = [
  'question',
  'admin',
  'command',
  'setting',
  'reference',
  'error',
  'version',
  'blog',
  'prefix',
  'typo',
  'api',
];
const SECTIONS = ['guide', 'commands', 'settings', 'advanced', 'tools', 'faq', 'resources', 'api', 'blog'];

describe('the relevance suite', () => {
  test('has at least 150 tuning and 75 held-out distinct queries, each with acceptable pages, a known section and kind', () => {
    expect(fixture.tuning.length).toBeGreaterThanOrEqual(150);
    expect(fixture.heldOut.length).toBeGreaterThanOrEqual(75);
    expect(new Set(suite.cases.map((c) => c.query.toLowerCase())).size).toBe(suite.cases.length);
    for (const c of suite.cases) {
      expect(c.accept.length, c.query).toBeGreaterThan(0);
      for (const p of c.accept) expect(p, c.query).toMatch(/^\/(docs|blog)\/[a-z0-9./-]+$/);
      expect(KINDS, c.query).toContain(c.kind);
      expect(SECTIONS, c.query).toContain(c.section);
    }
  });

  test('holds its held-out part by the rule fixed before any ranking change (FNV-1a of the query, modulo 10, below 3)', () => {
    const fnv1a = (text: string) => {
      let h = 0x811c9dc5;
      for (const byte of Buffer.from(text.trim().toLowerCase(), 'utf8')) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
      return h;
    };
    for (const c of fixture.tuning.filter((t) => !t.added))
      expect(fnv1a(c.query) % 10, c.query).toBeGreaterThanOrEqual(3);
    for (const c of fixture.heldOut.filter((h) => !h.added)) expect(fnv1a(c.query) % 10, c.query).toBeLessThan(3);
    // Questions written after the split are dated; the tuning part's are read to find faults, the held-out part's never.
    for (const c of [...fixture.tuning, ...fixture.heldOut].filter((x) => x.added))
      expect(c.added, c.query).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('covers every kind and every section', () => {
    expect(new Set(suite.cases.map((c) => c.kind))).toEqual(new Set(KINDS));
    expect(new Set(suite.cases.map((c) => c.section))).toEqual(new Set(SECTIONS));
  });
});

const indexFile = path.join(root, 'build/search-index.json');

function builtIndex(): unknown {
  expect(
    existsSync(indexFile),
    'build/search-index.json: run the default (embedded) build first, `npm run build`',
  ).toBe(true);
  return JSON.parse(readFileSync(indexFile, 'utf8'));
}

describe('the built index', () => {
  test('holds every acceptable page of the suite', () => {
    const index = builtIndex() as {p: Array<[string]>};
    const paths = new Set(index.p.map(([p]) => p));
    const unknown = [...new Set(suite.cases.flatMap((c) => c.accept))].filter((p) => !paths.has(p));
    expect(unknown, 'acceptable pages missing from the index').toEqual([]);
  });

  for (const part of ['tuning', 'heldOut'] as const) {
    test(`${part}: the share with an acceptable page in the top 3 and first stays at its floor`, () => {
      const engine = new SearchEngine(decodeIndex(builtIndex() as Parameters<typeof decodeIndex>[0]));
      const report = evaluateRelevance(engine, fixture[part]);
      // Misses of the held-out part are not printed: no rule is designed against them.
      const text = formatRelevance(part, report, part === 'tuning');
      expect(report.top3 / report.total, text).toBeGreaterThanOrEqual(fixture.floors[part].top3);
      expect(report.first / report.total, text).toBeGreaterThanOrEqual(fixture.floors[part].first);
    }, 60_000); // every query of a part through the full engine: about 6 s on a loaded 2-core machine; a guard against a hang
  }
});

describe('the dialog order', () => {
  const hit = (url: string, lvl0: string, lvl1: string) => ({url, hierarchy: {lvl0, lvl1}});
  test('groups pages by section in the order of their first hit, so a later page of the first section comes before the second section', () => {
    const pages = dialogPages([
      hit('/docs/a', 'Guide', 'A'),
      hit('/docs/api/b', 'API', 'B'),
      hit('/docs/c#x', 'Guide', 'C'),
    ]);
    expect(pages).toEqual(['/docs/a', '/docs/c', '/docs/api/b']);
  });
  test('keeps at most 5 hits of a section, as the dialog does', () => {
    const hits = ['a', 'b', 'c', 'd', 'e', 'f'].map((p) => hit(`/docs/${p}`, 'Guide', p));
    expect(dialogPages(hits)).toEqual(['/docs/a', '/docs/b', '/docs/c', '/docs/d', '/docs/e']);
  });
});
