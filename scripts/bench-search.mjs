#!/usr/bin/env node
/**
 * npm run bench:search — measures the embedded search of the current build (run `npm run build` first).
 *
 * Prints: the index size (raw and gzip) and gzip per indexed page beside its target; the engine's own
 * query time in Node over the built index on every suite question (median and p95), beside a plain
 * MiniSearch over the same records, as a ratio; the relevance figures over
 * tests/fixtures/search-relevance.json, in the order the dialog shows pages: top 3 and first for the
 * tuning part (with the cases whose answer is not first), the held-out part and its newest questions
 * (figures only), per kind of query, and a 5-fold estimate that chooses among a few variants of the
 * constants on the other folds. A few minutes at most.
 * `--all-variants` chooses among all 16 variants (slower). `--browser` also measures, in Chromium, the
 * time from a keystroke to the rendered hits, median and worst over at least 20 queries, for a cold
 * dialog (index download and build included) and a warm one. `--scale N` also measures the engine's
 * query time over an index of N copies of every page (readers' searches included).
 * `--relevance` prints only the relevance figures; `--timings` only the sizes and times (no relevance).
 * `--hidden-searches <file>` first adds to each page the readers' searches a JSON file gives for its path
 * (decisions/data/hidden-searches.json), as text that ranks as a paragraph does, and prints the size and
 * relevance that would give: what more readers' searches buy and weigh (decisions/search-ranking.md).
 * `--keyword-folds` also prints how often the readers' searches written on the pages find their page when
 * they are not in the index: in 5 folds, each fold's searches are taken out of the pages' keywords and
 * searched for. About 3,700 searches from writers who never saw the suite: a second, larger check of the
 * ranking constants, printed for the shipped constants and for each variant of the k-fold estimate.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

import createJiti from 'jiti';
import {chromium} from '@playwright/test';

import {serveDirectory, stopServer} from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BENCH_BUILD_DIR ?? 'build');
const indexFile = path.join(buildDir, 'search-index.json');
if (!existsSync(indexFile)) {
  console.error(`No ${path.relative(root, indexFile)}: run an embedded build first (npm run build).`);
  process.exit(1);
}

const jiti = createJiti(import.meta.url, {interopDefault: true});
const {SearchEngine, RANKING} = jiti('../plugins/search/engine/engine.ts');
const {default: MiniSearch} = await import('minisearch');
const {SYNONYMS} = jiti('../plugins/search/engine/synonyms.ts');
const {decodeIndex} = jiti('../plugins/search/engine/indexFormat.ts');
const {relevanceFigures} = jiti('../tests/unit/search-relevance.ts');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? NaN;

// Targets the figures are printed beside.
const TARGET_KB_PER_PAGE = 0.9;
const TARGET_WARM_MS = 50;
const TARGET_COLD_MS = 300;
const RUNS = Math.max(20, Number(process.env.BENCH_SEARCH_RUNS ?? 20));

// 1. Size
const index = JSON.parse(readFileSync(indexFile, 'utf8'));
const hiddenAt = process.argv.indexOf('--hidden-searches');
if (hiddenAt > 0) {
  const hidden = JSON.parse(readFileSync(path.resolve(process.argv[hiddenAt + 1] ?? ''), 'utf8'));
  for (const page of index.p) page[5].push(...(hidden[page[0]] ?? []));
  console.log(`With the hidden readers' searches of ${process.argv[hiddenAt + 1]}`);
}
const raw = Buffer.from(JSON.stringify(index));
const gzip = gzipSync(raw).length;
const perPage = gzip / 1024 / index.p.length;
console.log(`Index: ${index.p.length} pages, ${kb(raw.length)} raw, ${kb(gzip)} gzip`);
console.log(
  `Index per page: ${perPage.toFixed(2)} KB gzip (target <= ${TARGET_KB_PER_PAGE} KB) ${perPage <= TARGET_KB_PER_PAGE ? 'ok' : 'OVER'}`,
);

// 2. Relevance (Node, same engine), in the order the dialog shows
const fixture = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8'));
const records = decodeIndex(index);
const engine = new SearchEngine(records);
// Other values of the ranking constants, for the k-fold estimate: each fold is scored with the
// variant that does best on the other folds, so the estimate pays for choosing the constants.
const ALL_VARIANTS = [
  {about: 1},
  {about: 3},
  {proximity: 0.25},
  {proximity: 1},
  {coverage: 1},
  {coverage: 3},
  {heading: 0.25},
  {heading: 1},
  {fields: {...RANKING.fields, heading: 3}},
  {match: {...RANKING.match, typo: 0.15}},
  {incidental: 0.25},
  {incidental: 1},
  {sectionLift: 1},
  {sectionLift: 1.5},
  {vote: {...RANKING.vote, minWords: Infinity}},
  {vote: {...RANKING.vote, minWords: 1}},
];
// By default the variants of the constants that move the figures most (decisions/search-ranking.md).
// `--timings`: sizes and times only (bench:scale, whose copied pages make relevance meaningless).
const timingsOnly = process.argv.includes('--timings');
const VARIANTS = timingsOnly ? [] : process.argv.includes('--all-variants') ? ALL_VARIANTS : ALL_VARIANTS.slice(0, 6);
const variants = VARIANTS.map((v) => new SearchEngine(records, '', SYNONYMS, {...RANKING, ...v}));
/** A variant as the constants it changes: "about 1", "fields.keywords 4". */
const variantName = (v) =>
  Object.entries(v)
    .flatMap(([key, value]) =>
      typeof value === 'object'
        ? Object.entries(value)
            .filter(([k, x]) => RANKING[key][k] !== x)
            .map(([k, x]) => `${key}.${k} ${x}`)
        : [`${key} ${value}`],
    )
    .join(', ');
const relevance = timingsOnly ? '' : relevanceFigures(engine, fixture, variants);
if (process.argv.includes('--keyword-folds')) {
  // A search on one page only, of two words or more, goes to the fold its text hashes to.
  const pages = index.w.map((w) => w.split(',').filter(Boolean));
  const count = new Map();
  for (const k of pages.flat()) count.set(k, (count.get(k) ?? 0) + 1);
  const fold = (k) =>
    count.get(k) === 1 && k.includes(' ')
      ? [...k].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7) % 5
      : -1;
  const {topPages} = jiti('../tests/unit/search-relevance.ts');
  for (const [name, ranking] of [
    ['the shipped constants', RANKING],
    ...VARIANTS.map((v) => [variantName(v), {...RANKING, ...v}]),
  ]) {
    let [first, top3, n] = [0, 0, 0];
    for (let f = 0; f < 5; f += 1) {
      const folded = {...index, w: pages.map((ks) => ks.filter((k) => fold(k) !== f).join(','))};
      const foldEngine = new SearchEngine(decodeIndex(folded), '', SYNONYMS, ranking);
      index.p.forEach((p, i) => {
        for (const k of pages[i].filter((k) => fold(k) === f)) {
          const got = topPages(foldEngine, k);
          [first, top3, n] = [first + Number(got[0] === p[0]), top3 + Number(got.slice(0, 3).includes(p[0])), n + 1];
        }
      });
    }
    console.log(
      `  readers' searches taken out of the index (5 folds), ${name}: top 3 ${((100 * top3) / n).toFixed(1)} %, first ${((100 * first) / n).toFixed(1)} % of ${n}`,
    );
  }
}
const allCases = [...fixture.tuning, ...fixture.heldOut];
const {CONTEXT_FILTERS} = jiti('../plugins/search/engine/dialog.ts');
/** Each suite question's query time, as the dialog asks it (its filters; the engine's answer, highlighted). */
const timesOf = (search) =>
  allCases.map((c) => {
    const t = performance.now();
    search(c.query);
    return performance.now() - t;
  });
const engineSearch = (e) => (query) => e.search({query, facetFilters: CONTEXT_FILTERS});
// A plain MiniSearch over the same records: title, headings and text, prefix search on and one typo in five letters.
const plain = new MiniSearch({
  fields: ['title', 'heading', 'content', 'keywords'],
  extractField: (r, field) =>
    field === 'title'
      ? r.hierarchy.lvl1
      : field === 'heading'
        ? [r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6].join(' ')
        : (r[field] ?? ''),
});
plain.addAll(records.map((r, id) => ({...r, id})));
const plainSearch = (query) => plain.search(query, {prefix: true, fuzzy: 0.2});
for (const warm of allCases.slice(0, 50)) {
  engineSearch(engine)(warm.query);
  plainSearch(warm.query);
}
const nodeTimes = timesOf(engineSearch(engine));
const plainTimes = timesOf(plainSearch);
const queryLine = (name, xs, base) =>
  `${name}: median ${ms(median(xs))}, p95 ${ms(p95(xs))} over ${xs.length} questions` +
  (base
    ? `; plain MiniSearch over the same records: median ${ms(median(base))}, p95 ${ms(p95(base))}; ratio ${(median(xs) / median(base)).toFixed(1)}x median, ${(p95(xs) / p95(base)).toFixed(1)}x p95`
    : '');
console.log(queryLine('Query in Node (the engine, built index)', nodeTimes, plainTimes));
const scaleAt = process.argv.indexOf('--scale');
if (scaleAt > 0) {
  const n = Math.max(2, Number(process.argv[scaleAt + 1]) || 10);
  // n copies of every page: copy k's paths end in -copy-k and its readers' searches in "copy k".
  const copies = Array.from({length: n}, (_, k) => k);
  const scaled = {
    ...index,
    p: copies.flatMap((k) => index.p.map((p) => [k ? `${p[0]}-copy-${k}` : p[0], ...p.slice(1)])),
    w: copies.flatMap((k) =>
      index.w.map((w) =>
        k
          ? w
              .split(',')
              .filter(Boolean)
              .map((x) => `${x} copy ${k}`)
              .join(',')
          : w,
      ),
    ),
  };
  const big = new SearchEngine(decodeIndex(scaled));
  console.log(queryLine(`Query in Node at ${n} times the pages (${scaled.p.length})`, timesOf(engineSearch(big))));
}
// The browser loads the built index, so with hidden searches only the figures above are measured.
if (process.argv.includes('--relevance') || hiddenAt > 0 || !process.argv.includes('--browser')) {
  if (relevance) console.log(relevance);
  process.exit(0);
}

// 3. Chromium timings
const server = await serveDirectory(buildDir);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const startPage = index.p.find((p) => p[0].startsWith('/docs/'))?.[0] ?? '/';
// Queries that answer with hits (the dialog shows hits, not "No results"), in suite order.
const queries = allCases.map((c) => c.query).filter((q) => engine.search({query: q}).nbHits > 0);

/** Open the dialog on a fresh page; the index is not loaded until the first query. */
async function openDialog(context) {
  const page = await context.newPage();
  await page.goto(origin + startPage);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.locator('main').click({position: {x: 2, y: 2}});
  await page.keyboard.press('/');
  await page.locator('.DocSearch-Input').waitFor();
  return page;
}

/** Start timing at the next keydown; `rendered` follows every change in the dialog after it. */
async function armTimer(page) {
  await page.evaluate(() => {
    const state = {key: 0, rendered: 0};
    window.__bench = state;
    document.addEventListener('keydown', () => (state.key ||= performance.now()), {capture: true, once: true});
    window.__benchObserver?.disconnect();
    window.__benchObserver = new MutationObserver(() => (state.rendered = performance.now()));
    window.__benchObserver.observe(document.querySelector('.DocSearch-Modal'), {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** Wait until the engine has answered `n` queries and their hits are on screen, then read the timer. */
async function renderedAfter(page, n) {
  await page.waitForFunction((k) => performance.getEntriesByName('statlas-search').length >= k, n, {timeout: 15_000});
  await page.locator('.DocSearch-Hit').first().waitFor({timeout: 15_000});
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const {key, rendered, answered} = await page.evaluate((k) => {
    const entry = performance.getEntriesByName('statlas-search')[k - 1];
    return {...window.__bench, answered: entry.startTime + entry.duration};
  }, n);
  // When the hits are the same as those already shown (the last letter changed nothing on
  // screen), nothing mutates after the keystroke: the time is then the engine's answer's.
  return rendered > key ? rendered - key : answered - key;
}

const cold = [];
const warm = [];
try {
  // Cold: a new browser context (empty cache) per query. The query arrives as one keystroke that
  // inserts it, so the time covers downloading and building the index, searching and rendering.
  for (const query of queries.slice(0, RUNS)) {
    const context = await browser.newContext();
    const page = await openDialog(context);
    await armTimer(page);
    // insertText sends no keydown: the clock starts just before the text arrives.
    await page.evaluate(() => (window.__bench.key = performance.now()));
    await page.keyboard.insertText(query);
    cold.push(await renderedAfter(page, 1));
    await context.close();
  }
  // Warm: one page with the index loaded; for each query, the last letter typed.
  const context = await browser.newContext();
  const page = await openDialog(context);
  await armTimer(page);
  await page.keyboard.insertText(queries[0]);
  await renderedAfter(page, 1);
  for (const query of queries.slice(0, Math.max(RUNS, 40))) {
    const before = await page.evaluate(() => performance.getEntriesByName('statlas-search').length);
    await page.locator('.DocSearch-Input').fill(query.slice(0, -1));
    // The answer to the query without its last letter has arrived.
    await page.waitForFunction((n) => performance.getEntriesByName('statlas-search').length > n, before);
    const settled = await page.evaluate(() => performance.getEntriesByName('statlas-search').length);
    await armTimer(page);
    await page.keyboard.type(query.slice(-1));
    warm.push(await renderedAfter(page, settled + 1));
  }
  await context.close();
} finally {
  await browser.close();
  await stopServer(server);
}

const worst = (xs) => Math.max(...xs);
const line = (name, xs, target) =>
  `${name}: median ${ms(median(xs))}, worst ${ms(worst(xs))} over ${xs.length} queries (target <= ${target} ms): median ${median(xs) <= target ? 'ok' : 'OVER'}, worst ${worst(xs) <= target ? 'ok' : 'OVER'}`;
console.log(line('Cold dialog, keystroke to rendered hits (index download and build included)', cold, TARGET_COLD_MS));
console.log(line('Warm dialog, keystroke to rendered hits', warm, TARGET_WARM_MS));
if (relevance) console.log(relevance);
