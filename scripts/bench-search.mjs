#!/usr/bin/env node
/**
 * npm run bench:search — measures the embedded search of the current build (run `npm run build` first).
 *
 * Prints: the index size (raw and gzip); in Chromium, the time from the first keystroke on a cold
 * page to the first results (index download and build included) and the time per query once the
 * index is loaded; the relevance score over tests/fixtures/search-relevance.json (route in the top 3).
 */
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

import createJiti from 'jiti';
import {chromium} from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BENCH_BUILD_DIR ?? 'build');
const indexFile = path.join(buildDir, 'search-index.json');
if (!existsSync(indexFile)) {
  console.error(`No ${path.relative(root, indexFile)}: run an embedded build first (npm run build).`);
  process.exit(1);
}

const jiti = createJiti(import.meta.url, {interopDefault: true});
const {SearchEngine} = jiti('../src/search/engine.ts');
const {decodeIndex} = jiti('../src/search/indexFormat.ts');
const {evaluateRelevance} = jiti('../src/search/relevance.ts');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? NaN;

// 1. Size
const raw = readFileSync(indexFile);
const index = JSON.parse(raw.toString('utf8'));
console.log(`Index: ${index.p.length} pages, ${index.r.length} records, ${kb(raw.length)} raw, ${kb(gzipSync(raw).length)} gzip`);

// 2. Relevance (Node, same engine)
const suite = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8'));
const engine = new SearchEngine(decodeIndex(index));
const report = evaluateRelevance(engine, suite.cases);

// 3. Chromium timings
const types = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml'};
const server = createServer((req, res) => {
  let file = path.join(buildDir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
  if (!file.startsWith(buildDir) || !existsSync(file)) file = path.join(buildDir, '404.html');
  res.writeHead(200, {'content-type': types[path.extname(file)] ?? 'application/octet-stream'});
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

// A query that has results in any build: the start of the longest word of a page title.
const titleWords = index.p.flatMap((p) => p[3].split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 5);
const coldQuery = (titleWords.sort((a, b) => b.length - a.length)[0] ?? 'docs').slice(0, 6).toLowerCase();
const startPage = index.p.find((p) => p[0].startsWith('/docs/'))?.[0] ?? '/';

const cold = [];
let perQuery = [];
try {
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(origin + startPage);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate(() => {
      window.__bench = {firstKey: 0, firstHit: 0};
      document.addEventListener('keydown', () => (window.__bench.firstKey ||= performance.now()), {capture: true});
      new MutationObserver(() => {
        if (!window.__bench.firstHit && document.querySelector('.DocSearch-Hit')) window.__bench.firstHit = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.locator('main').click({position: {x: 2, y: 2}});
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type(coldQuery);
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 15_000});
    const {firstKey, firstHit} = await page.evaluate(() => window.__bench);
    cold.push(firstHit - firstKey);

    if (run === 0) {
      // Per query, index loaded: one engine answer per filled query.
      const input = page.locator('.DocSearch-Input');
      for (const c of suite.cases) {
        const before = await page.evaluate(() => performance.getEntriesByName('statlas-search').length);
        await input.fill(c.query);
        await page.waitForFunction((n) => performance.getEntriesByName('statlas-search').length > n, before);
      }
      perQuery = await page.evaluate(() => performance.getEntriesByName('statlas-search').map((e) => e.duration));
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`Cold page, first keystroke to first results ("/" then "${coldQuery}"): median ${ms(median(cold))} over ${cold.length} runs (${cold.map(ms).join(', ')})`);
console.log(`Per query after loading (${perQuery.length} answers in Chromium): median ${ms(median(perQuery))}, p95 ${ms(p95(perQuery))}, max ${ms(Math.max(...perQuery))}`);
console.log(`Relevance: ${report.passed}/${report.total} queries find their route in the top 3 (${(report.score * 100).toFixed(1)} %, threshold ${suite.threshold * 100} %)`);
for (const m of report.misses) console.log(`  miss: "${m.query}" -> ${m.route} (got ${m.got.join(', ') || 'nothing'})`);
