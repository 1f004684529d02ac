#!/usr/bin/env node
/**
 * Page benchmark of the production build against a vanilla Docusaurus site measured in the same run
 * (`npm run bench`, on demand; not part of `npm test`).
 *
 * Why a baseline: on a shared machine absolute scores move by 10 points from hour to hour; the
 * ratio to a site measured beside ours, alternately, is what says whether a page got heavier.
 *
 * 1. Builds a minimal vanilla Docusaurus classic site (scripts/bench-vanilla.mjs: same installed
 *    packages and versions, `faster` on as ours, ~45 generated pages) in a scratch directory.
 * 2. Serves ./build and the vanilla build with the project's static server (scripts/static-server.mjs,
 *    gzip on, as nginx serves the site), on 127.0.0.1 only.
 * 3. Runs Lighthouse (default config: mobile, simulated throttling, Performance only) round-robin:
 *    each run visits every page of ours and the vanilla doc page once, `--runs` times.
 * 4. Measures each page's JavaScript in headless Chromium: every script the page loads while a
 *    reader scrolls to the end of it (chunks loaded on the way included), gzip -9 from the build.
 * Prints per page type the median Performance score and TBT, and the JS, each next to the vanilla
 * doc page's with the ratio.
 *
 * Options:
 *   --runs N            Lighthouse runs per page (default 5)
 *   --build <dir>       our build directory (default: build)
 *   --port N            port of our static server; the vanilla site uses N+1 (default 4212)
 *   --scratch <dir>     where the vanilla site is generated (default: <tmp>/statlas-bench-vanilla)
 *   --json              print JSON instead of a table
 *   --save <dir>        also write each Lighthouse report there as JSON (to see where the time goes)
 *   --pages <a,b>       measure only these routes of ours (comma-separated; the vanilla doc page is
 *                       always measured); default: every page of PAGES
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {chromium} from '@playwright/test';
import {buildVanillaSite, VANILLA_DOC} from './bench-vanilla.mjs';
import {serveDirectory, stopServer} from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const value = (name, fallback) => {
  const i = args.indexOf(name);
  if (i >= 0 && args[i + 1]) return args[i + 1];
  const eq = args.find((a) => a.startsWith(`${name}=`));
  return eq ? eq.slice(name.length + 1) : fallback;
};

/** One page of each type. */
export const PAGES = [
  {label: 'home', route: '/'},
  {label: 'prose doc', route: '/docs/guide/setup'},
  {label: 'tables doc', route: '/docs/usage/commands/stats'},
  {label: 'API introduction', route: '/docs/api/statlas-api'},
  {label: 'API operation', route: '/docs/api/get-guild-member-counts'},
  {label: 'API schema', route: '/docs/api/channel'},
  {label: 'blog post', route: '/blog/version-2.3-release'},
  {label: 'blog list', route: '/blog'},
];

const runs = Math.max(1, Number(value('--runs', '5')) || 5);
const buildDir = path.resolve(value('--build', 'build'));
const port = Number(value('--port', '4212'));
const scratch = path.resolve(value('--scratch', path.join(os.tmpdir(), 'statlas-bench-vanilla')));
const saveDir = value('--save', '') ? path.resolve(value('--save', '')) : undefined;
const only = value('--pages', '')
  .split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

// ---------------------------------------------------------------------------------------------
// Measurements

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Resolves once no request has been in flight for `quietMs`. */
function networkQuiet(page, quietMs = 500) {
  let inflight = 0;
  let timer;
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  const arm = () => {
    clearTimeout(timer);
    if (inflight === 0) timer = setTimeout(done, quietMs);
  };
  page.on('request', () => {
    inflight += 1;
    clearTimeout(timer);
  });
  const settle = () => {
    inflight = Math.max(0, inflight - 1);
    arm();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {arm, finished: () => finished};
}

/**
 * JavaScript (gzip -9 of the build's files) a page loads in a phone-sized Chromium, from the first
 * request until the reader has scrolled to the end and the network is quiet again.
 */
async function scrolledJs(browser, origin, dir, route) {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(origin))
      scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(origin + route, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const quiet = networkQuiet(page);
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  quiet.arm();
  await quiet.finished();
  await context.close();
  let bytes = 0;
  for (const script of scripts) {
    const file = path.join(dir, decodeURIComponent(script));
    if (fs.existsSync(file)) bytes += zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
  }
  return {js: bytes, files: scripts.size};
}

async function lighthouseRun(chrome, url, saveAs) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const {lhr} = result;
  if (saveAs) {
    fs.mkdirSync(path.dirname(saveAs), {recursive: true});
    fs.writeFileSync(saveAs, result.report);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    tbt: lhr.audits['total-blocking-time']?.numericValue,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue,
  };
}

async function main() {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`bench: no build at ${buildDir}; run \`npm run build\` first.`);
    process.exit(2);
  }
  process.stderr.write(`bench: building the vanilla baseline in ${scratch}\n`);
  const vanillaBuild = buildVanillaSite(scratch, path.join(root, 'node_modules'));

  const sites = [
    {name: 'ours', dir: buildDir, port},
    {name: 'vanilla', dir: vanillaBuild, port: port + 1},
  ];
  const servers = await Promise.all(sites.map((site) => serveDirectory(site.dir, site.port, {gzip: true})));
  const targets = [
    {label: 'vanilla doc page', route: VANILLA_DOC, site: sites[1]},
    ...(only.length
      ? only.map((route) => PAGES.find((page) => page.route === route) ?? {label: route, route})
      : PAGES
    ).map((page) => ({...page, site: sites[0]})),
  ].map((t) => ({...t, url: `http://127.0.0.1:${t.site.port}${t.route}`, samples: []}));

  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', ...CHROME_FLAGS]});
  const browser = await chromium.launch({executablePath: chromePath, args: CHROME_FLAGS});
  const loads = [];
  try {
    for (const t of targets) {
      process.stderr.write(`bench: JS of ${t.site.name} ${t.route}\x1b[K\r`);
      Object.assign(t, await scrolledJs(browser, `http://127.0.0.1:${t.site.port}`, t.site.dir, t.route));
    }
    // Round-robin: every run visits every page once, so load on the machine hits all alike.
    for (let i = 0; i < runs; i++) {
      for (const t of targets) {
        process.stderr.write(`bench: run ${i + 1}/${runs} ${t.site.name} ${t.route}\x1b[K\r`);
        const saveAs =
          saveDir &&
          path.join(
            saveDir,
            `${t.site.name}-${t.route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${i + 1}.json`,
          );
        t.samples.push(await lighthouseRun(chrome, t.url, saveAs));
        loads.push(os.loadavg()[0]);
      }
    }
  } finally {
    process.stderr.write('\n');
    await browser.close();
    await chrome.kill();
    await Promise.all(servers.map(stopServer));
  }

  const results = targets.map((t) => ({
    label: t.label,
    site: t.site.name,
    route: t.route,
    runs,
    performance: median(t.samples.map((s) => s.performance)),
    tbt: median(t.samples.map((s) => s.tbt)),
    lcp: median(t.samples.map((s) => s.lcp)),
    js: t.js,
    scripts: t.files,
  }));
  const base = results[0];
  for (const r of results) {
    r.tbtRatio = r.tbt / base.tbt;
    r.jsRatio = r.js / base.js;
  }
  const meta = {
    date: new Date().toISOString().slice(0, 10),
    cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}`,
    loadAverage: median(loads),
  };

  if (args.includes('--json')) {
    console.log(JSON.stringify({meta, results}, null, 2));
    return;
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const ratio = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}x` : '-');
  const cols = [
    ['page', 18, (r) => r.label],
    ['route', 34, (r) => r.route],
    ['Perf', 5, (r) => String(r.performance)],
    ['TBT', 8, (r) => `${Math.round(r.tbt)} ms`],
    ['TBT/van', 8, (r) => ratio(r.tbtRatio)],
    ['JS gz', 9, (r) => kb(r.js)],
    ['JS/van', 7, (r) => ratio(r.jsRatio)],
    ['LCP', 7, (r) => `${(r.lcp / 1000).toFixed(2)} s`],
  ];
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(cols[i][1]) : c.padStart(cols[i][1]))).join('  ');
  console.log(
    `Lighthouse ${runs === 1 ? '(1 run)' : `(median of ${runs} runs, round-robin)`}, mobile; JS = scripts loaded while scrolling to the end (gzip -9)`,
  );
  console.log(
    `${meta.date}, ${meta.cpus}, median load average ${meta.loadAverage.toFixed(1)}; ratios are to the vanilla doc page measured in this run`,
  );
  console.log(line(cols.map((c) => c[0])));
  for (const r of results) console.log(line(cols.map((c) => c[2](r))));
  if (meta.loadAverage > os.cpus().length) {
    console.log(
      `\nThe machine was busy (load ${meta.loadAverage.toFixed(1)} on ${os.cpus().length} CPUs): read the ratios, not the absolute TBT and scores.`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
