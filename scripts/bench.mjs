#!/usr/bin/env node
/**
 * Page benchmark of the production build (`npm run bench`, on demand; not part of `npm test`).
 *
 * Serves ./build on 127.0.0.1 with a small static server (gzip on, as nginx serves the site), runs
 * Lighthouse (default config: mobile, simulated throttling) N times per page in headless Chromium,
 * and prints, per page, the medians of the Performance, Accessibility, Best Practices and SEO scores
 * and of LCP, TBT and CLS, with the first-load JS and CSS bytes (gzip -9) from bench-weight.
 * Nothing is fetched from any host other than 127.0.0.1.
 *
 * Options:
 *   --runs N            Lighthouse runs per page (default 5)
 *   --pages a,b         routes to measure (default: home, a doc page, a blog post, an API operation)
 *   --build <dir>       build directory (default: build)
 *   --port N            port of the static server (default 4212)
 *   --json              print JSON instead of a table
 *   --save <dir>        also write each Lighthouse report there as JSON (to see where the time goes)
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium).
 * Targets (see README): Performance >= 95 and 100 in the other categories on every page type.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {firstLoadAssets, routeChunkFiles} from './bench-weight.mjs';

const args = process.argv.slice(2);
const value = (name, fallback) => {
  const i = args.indexOf(name);
  if (i >= 0 && args[i + 1]) return args[i + 1];
  const eq = args.find((a) => a.startsWith(`${name}=`));
  return eq ? eq.slice(name.length + 1) : fallback;
};

const DEFAULT_PAGES = [
  {label: 'home', route: '/'},
  {label: 'doc page', route: '/docs/guide/welcome'},
  {label: 'blog post', route: '/blog/2021-07-11-newsletter'},
  {label: 'API operation', route: '/docs/api/get-guild-member-counts'},
];

const runs = Math.max(1, Number(value('--runs', '5')) || 5);
const buildDir = path.resolve(value('--build', 'build'));
const port = Number(value('--port', '4212'));
const saveDir = value('--save', '') ? path.resolve(value('--save', '')) : undefined;
const pagesArg = value('--pages');
const pages = pagesArg
  ? pagesArg.split(',').filter(Boolean).map((route) => DEFAULT_PAGES.find((p) => p.route === route) ?? {label: route, route})
  : DEFAULT_PAGES;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// ---------------------------------------------------------------------------------------------
// Static server

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/** The file a URL path maps to, as `docusaurus serve` (and the nginx config) resolve it. */
function resolveFile(urlPath) {
  const clean = decodeURIComponent(urlPath.split('?')[0]).replace(/\/+$/, '');
  const base = path.join(buildDir, path.normalize(clean).replace(/^(\.\.[/\\])+/, ''));
  if (!base.startsWith(buildDir)) return undefined;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function startServer() {
  const gzipCache = new Map();
  const server = http.createServer((req, res) => {
    let file = resolveFile(new URL(req.url, 'http://127.0.0.1').pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = path.join(buildDir, '404.html');
    }
    const ext = path.extname(file);
    let body = fs.readFileSync(file);
    const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream'};
    // Hashed assets are immutable; pages are revalidated (as in the nginx config).
    headers['Cache-Control'] = file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(body, {level: 6}));
      body = gzipCache.get(file);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

// ---------------------------------------------------------------------------------------------
// Measurements

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function weight(route) {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const html = [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)].find((f) => fs.existsSync(f));
  if (!html) return {js: NaN, css: NaN};
  const {js, css} = firstLoadAssets(fs.readFileSync(html, 'utf8'));
  for (const chunk of routeChunkFiles(route, {buildDir})) if (!js.includes(chunk)) js.push(chunk);
  const gz = (files) =>
    files.reduce((sum, href) => {
      const url = new URL(href, 'http://localhost/');
      if (url.host !== 'localhost') return sum;
      const file = path.join(buildDir, decodeURIComponent(url.pathname));
      return fs.existsSync(file) ? sum + zlib.gzipSync(fs.readFileSync(file), {level: 9}).length : sum;
    }, 0);
  return {js: gz(js), css: gz(css)};
}

async function lighthouseRun(chrome, url, saveAs) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const {lhr} = result;
  if (saveAs) {
    fs.mkdirSync(path.dirname(saveAs), {recursive: true});
    fs.writeFileSync(saveAs, result.report);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const failing = [];
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.push(`${id}: ${ref.id}`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failing,
  };
}

async function main() {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`bench: no build at ${buildDir}; run \`npm run build\` first.`);
    process.exit(2);
  }
  // Weights first: they read .docusaurus/, which a build started during the runs would change.
  const weights = new Map(pages.map((page) => [page.route, weight(page.route)]));
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = [];
  try {
    for (const page of pages) {
      const url = `http://127.0.0.1:${port}${page.route}`;
      const samples = [];
      for (let i = 0; i < runs; i++) {
        process.stderr.write(`bench: ${page.route} run ${i + 1}/${runs}\r`);
        const saveAs = saveDir && path.join(saveDir, `${page.route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${i + 1}.json`);
        samples.push(await lighthouseRun(chrome, url, saveAs));
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      results.push({
        ...page,
        runs,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
        weight: weights.get(page.route),
      });
    }
  } finally {
    process.stderr.write('\n');
    await chrome.kill();
    server.close();
  }

  if (args.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  const kb = (n) => (Number.isNaN(n) ? '-' : `${(n / 1024).toFixed(1)} KB`);
  const cols = [
    ['page', 14, (r) => r.label],
    ['route', 34, (r) => r.route],
    ['Perf', 5, (r) => String(r.performance)],
    ['A11y', 5, (r) => String(r.accessibility)],
    ['BP', 4, (r) => String(r.bestPractices)],
    ['SEO', 4, (r) => String(r.seo)],
    ['LCP', 7, (r) => `${(r.lcp / 1000).toFixed(2)} s`],
    ['TBT', 7, (r) => `${Math.round(r.tbt)} ms`],
    ['CLS', 6, (r) => r.cls.toFixed(3)],
    ['JS gz', 9, (r) => kb(r.weight.js)],
    ['CSS gz', 9, (r) => kb(r.weight.css)],
  ];
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(cols[i][1]) : c.padStart(cols[i][1]))).join('  ');
  console.log(`Lighthouse ${runs === 1 ? '(1 run)' : `(median of ${runs} runs)`}, mobile, of ${path.relative(process.cwd(), buildDir) || '.'}`);
  console.log(line(cols.map((c) => c[0])));
  for (const r of results) console.log(line(cols.map((c) => c[2](r))));
  // TBT (and so Performance) scales with CPU contention: flag a busy machine.
  const load = os.loadavg()[0];
  if (load > os.cpus().length) {
    console.log(`\nWarning: load average ${load.toFixed(1)} on ${os.cpus().length} CPUs; TBT and Performance are not comparable.`);
  }
  const failing = results.filter((r) => r.failing.length);
  if (failing.length) {
    console.log('\nAudits below 100 in Accessibility, Best Practices or SEO (in any run):');
    for (const r of failing) console.log(`  ${r.route}: ${r.failing.join(', ')}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
