#!/usr/bin/env node
/**
 * First-load weight of a few pages of the production build (`npm run bench:weight`).
 *
 * For each page, reads build/<route>/index.html and collects the JS and CSS it loads on first visit:
 * the <script src> and <link rel="stylesheet"> tags (not those for print only), any <link rel="preload" as="script">, and the
 * route's chunks. With the Rspack build (future.faster) Docusaurus does not list the route chunks in
 * the HTML; the client loads them before hydrating. They are found the way the client finds them:
 * the route chain in .docusaurus/routes.js, the chunk names of each route in
 * .docusaurus/routesChunkNames.json, the chunk ids each name loads in the registry inside main.js,
 * and the files of each chunk id in .docusaurus/client-manifest.json. Every file is gzipped (-9)
 * and the totals are printed.
 *
 * Options:
 *   --json            print JSON instead of a table
 *   --check           exit 1 unless an operation page's JS is within 1.5x a plain doc page's and
 *                     no page outside /docs/api loads an OpenAPI theme asset
 *   --build <dir>     build directory (default: build); the route chunks are read from the
 *                     `.docusaurus` folder beside it, so a build of another checkout measures right
 *   --page <route>    measure this route too (repeatable)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parse} from 'node-html-parser';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const values = (name) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]] : []));

const buildDir = path.resolve(values('--build')[0] ?? 'build');
const pages = [
  {label: 'home', route: '/'},
  {label: 'doc page', route: '/docs/guide/welcome'},
  {label: 'blog post', route: '/blog/2021-07-11-newsletter'},
  {label: 'API operation', route: '/docs/api/get-guild-member-counts'},
  ...values('--page').map((route) => ({label: route, route})),
];

/** Strings found only in the OpenAPI theme's code and stylesheet. */
export const OPENAPI_MARKERS = ['openapi-schema__', 'openapi-tabs__', 'openapi__method-endpoint', 'theme-api-markdown'];

function htmlFile(route) {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)];
  return candidates.find((file) => fs.existsSync(file));
}

function assetFile(href) {
  const url = new URL(href, 'http://localhost/');
  if (url.host !== 'localhost') return undefined; // external asset: not part of the build
  return path.join(buildDir, decodeURIComponent(url.pathname));
}

/** JS and CSS a page loads on first visit, from its HTML. */
export function firstLoadAssets(html) {
  const root = parse(html);
  const js = new Set();
  const css = new Set();
  for (const el of root.querySelectorAll('script[src]')) js.add(el.getAttribute('src'));
  for (const el of root.querySelectorAll('link[href]')) {
    const rel = (el.getAttribute('rel') ?? '').toLowerCase();
    const as = (el.getAttribute('as') ?? '').toLowerCase();
    const href = el.getAttribute('href');
    // A stylesheet for print only (media="print") is fetched at the lowest priority and never
    // blocks rendering on screen: it is not part of what a reader waits for.
    const media = (el.getAttribute('media') ?? 'all').toLowerCase();
    if (rel === 'stylesheet' && media.split(',').every((m) => m.trim() === 'print')) continue;
    if (rel === 'stylesheet') css.add(href);
    else if ((rel === 'preload' || rel === 'modulepreload') && as === 'script') js.add(href);
    else if (rel === 'preload' && as === 'style') css.add(href);
  }
  return {js: [...js], css: [...css]};
}

/**
 * The chunk registry in main.js: chunk name -> the loader's source (which lists the chunk ids it
 * loads). The minifier writes a numeric name as a number, often in hex (17896441 -> 0x11113f9),
 * so keys are normalised to the decimal name Docusaurus uses in routesChunkNames.json.
 */
export function chunkRegistry(mainJs) {
  const registry = new Map();
  for (const m of mainJs.matchAll(/["{,]([\w$]+)"?:\[\(\)=>(.*?)\.then\(/g)) {
    const key = /^0x[0-9a-f]+$/i.test(m[1]) ? String(parseInt(m[1], 16)) : m[1];
    registry.set(key, m[2]);
  }
  return registry;
}

/**
 * The site directory whose `.docusaurus` folder describes a build: the build's parent when it holds
 * one (a build of another checkout, as `--build ../old/build`), else the current directory.
 */
export function siteDirOf(dir) {
  const parent = path.dirname(path.resolve(dir));
  return fs.existsSync(path.join(parent, '.docusaurus', 'routes.js')) ? parent : process.cwd();
}

/** Route chunk files of a page, as the client loads them before hydration. */
export function routeChunkFiles(route, {buildDir: dir = buildDir, siteDir = siteDirOf(dir)} = {}) {
  const generated = path.join(siteDir, '.docusaurus');
  const routesJs = fs.readFileSync(path.join(generated, 'routes.js'), 'utf8');
  const chunkNames = JSON.parse(fs.readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8'));
  const manifest = JSON.parse(fs.readFileSync(path.join(generated, 'client-manifest.json'), 'utf8'));
  const mainFile = fs.readdirSync(path.join(dir, 'assets', 'js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  const mainJs = mainFile ? fs.readFileSync(path.join(dir, 'assets', 'js', mainFile), 'utf8') : '';

  // Route tree from the indentation of routes.js: [{indent, path, key}].
  const entries = [];
  for (const line of routesJs.split('\n')) {
    const m = line.match(/^(\s*)component: ComponentCreator\('([^']*)', '([^']*)'\)/);
    if (m) entries.push({indent: m[1].length, path: m[2], key: `${m[2]}-${m[3]}`});
  }
  const want = route === '/' ? '/' : route.replace(/\/+$/, '');
  const leafIndex = entries.findIndex((e) => e.path === want);
  if (leafIndex < 0) return [];
  const chain = [entries[leafIndex]];
  let indent = entries[leafIndex].indent;
  for (let i = leafIndex - 1; i >= 0; i--) {
    if (entries[i].indent < indent) {
      chain.push(entries[i]);
      indent = entries[i].indent;
    }
  }

  const names = new Set();
  const collect = (value) => {
    if (typeof value === 'string') names.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const entry of chain) collect(chunkNames[entry.key]);

  const registry = chunkRegistry(mainJs);
  const files = new Set();
  for (const name of names) {
    const loader = registry.get(name);
    if (!loader) continue;
    for (const id of loader.matchAll(/\.e\("?([\w~-]+)"?\)/g)) {
      for (const asset of manifest.assets[id[1]]?.js ?? []) files.add(`/${asset.file}`);
    }
  }
  return [...files];
}

function measure(files) {
  let raw = 0;
  let gzip = 0;
  const markers = new Set();
  for (const href of files) {
    const file = assetFile(href);
    if (!file || !fs.existsSync(file)) continue;
    const buf = fs.readFileSync(file);
    raw += buf.length;
    gzip += zlib.gzipSync(buf, {level: 9}).length;
    const text = buf.toString('utf8');
    for (const marker of OPENAPI_MARKERS) if (text.includes(marker)) markers.add(marker);
  }
  return {files: files.length, raw, gzip, markers: [...markers]};
}

function run() {
  if (!fs.existsSync(buildDir)) {
    console.error(`bench-weight: no build at ${buildDir}; run \`npm run build\` first.`);
    process.exit(2);
  }
  const results = [];
  for (const page of pages) {
    const file = htmlFile(page.route);
    if (!file) {
      results.push({...page, missing: true});
      continue;
    }
    const {js, css} = firstLoadAssets(fs.readFileSync(file, 'utf8'));
    for (const chunk of routeChunkFiles(page.route)) if (!js.includes(chunk)) js.push(chunk);
    results.push({...page, js: measure(js), css: measure(css)});
  }

  if (flag('--json')) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`First-load weight (gzip -9) of ${path.relative(process.cwd(), buildDir) || '.'}`);
    console.log(
      [
        'page'.padEnd(16),
        'route'.padEnd(36),
        'JS'.padStart(10),
        'CSS'.padStart(10),
        'total'.padStart(10),
        '  OpenAPI theme assets',
      ].join(' '),
    );
    for (const r of results) {
      if (r.missing) {
        console.log(`${r.label.padEnd(16)} ${r.route.padEnd(36)} (no such page in the build)`);
        continue;
      }
      const markers = [...new Set([...r.js.markers, ...r.css.markers])];
      console.log(
        [
          r.label.padEnd(16),
          r.route.padEnd(36),
          kb(r.js.gzip).padStart(10),
          kb(r.css.gzip).padStart(10),
          kb(r.js.gzip + r.css.gzip).padStart(10),
          `  ${markers.length ? 'yes' : 'no'}`,
        ].join(' '),
      );
    }
  }

  if (flag('--check')) {
    const problems = [];
    const doc = results.find((r) => r.route === '/docs/guide/welcome' && !r.missing);
    const op = results.find((r) => r.route.startsWith('/docs/api/') && !r.missing);
    if (doc && op && op.js.gzip > 1.5 * doc.js.gzip) {
      problems.push(`operation page JS ${op.js.gzip} B is over 1.5x the doc page's ${doc.js.gzip} B`);
    }
    for (const r of results) {
      if (r.missing || r.route.startsWith('/docs/api/')) continue;
      const markers = [...r.js.markers, ...r.css.markers];
      if (markers.length) problems.push(`${r.route} loads OpenAPI theme assets (${markers.join(', ')})`);
    }
    if (problems.length) {
      console.error(`bench-weight: ${problems.join('; ')}`);
      process.exit(1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run();
}
