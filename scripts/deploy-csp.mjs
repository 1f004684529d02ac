#!/usr/bin/env node
/**
 * Generates the Content-Security-Policy for the production build and writes it as an nginx include.
 *
 *   node scripts/deploy-csp.mjs [--build build] [--out deploy/generated/csp.conf]
 *
 * Docusaurus inlines a few small scripts in the HTML (the colour-mode script, the announcement-bar
 * scripts, the base-URL banner on the home page, the client-redirect pages, gtag when analytics is
 * on). The policy allows no inline script except these, each by its SHA-256 hash, so the include
 * must be regenerated after every build: a changed script has a new hash and would be blocked.
 * JSON-LD blocks (type="application/ld+json") are data, not scripts, and need no hash.
 *
 * Options from the environment (the same variables the site build reads):
 * - ALGOLIA_APP_ID: hosted Algolia search. Adds the app's search hosts and Algolia Insights to
 *   connect-src, and jsDelivr (where DocSearch loads search-insights from) to script-src.
 *   Without it, search loads its index from the site itself and connect-src stays 'self'.
 * - GTAG_MEASUREMENT_ID (or a build that loads gtag.js): adds Google Analytics' hosts.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {listFiles} from './list-files.mjs';

/** Every .html file under dir, sorted, as absolute paths. */
export function listHtmlFiles(dir) {
  return listFiles(dir, {keep: (file) => file.endsWith('.html')}).map((file) => path.join(dir, file));
}

/** Script types a browser executes (an absent or empty type is classic JavaScript). */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

function attribute(attrs, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(attrs);
  if (!match) {
    return undefined;
  }
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The executable inline scripts of one HTML document: the exact text between <script ...> and
 * </script> (what the browser hashes), for every script without src whose type is JavaScript.
 */
export function inlineScriptsOf(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs, body] = match;
    if (attribute(attrs, 'src') !== undefined) {
      continue;
    }
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type) || body.length === 0) {
      continue;
    }
    scripts.push(body);
  }
  return scripts;
}

/** 'sha256-...' source expression of a script text. */
export function hashSource(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Every distinct executable inline script in the build, with the number of pages and one example
 * page for each, in a stable order (by hash).
 */
export function collectInlineScripts(buildDir) {
  const files = listHtmlFiles(buildDir);
  if (files.length === 0) {
    throw new Error(`No HTML files in ${buildDir}: run \`npm run build\` first.`);
  }
  const byHash = new Map();
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    for (const script of inlineScriptsOf(html)) {
      const hash = hashSource(script);
      const seen = byHash.get(hash) ?? {
        hash,
        pages: 0,
        example: path.relative(buildDir, file),
        preview: script.slice(0, 60),
      };
      seen.pages += 1;
      byHash.set(hash, seen);
    }
  }
  return {files: files.length, scripts: [...byHash.values()].sort((a, b) => a.hash.localeCompare(b.hash))};
}

/** True when the build loads Google's gtag.js (the gtag plugin was on at build time). */
export function buildUsesGtag(buildDir) {
  const home = path.join(buildDir, 'index.html');
  return fs.existsSync(home) && fs.readFileSync(home, 'utf8').includes('googletagmanager.com/gtag/js');
}

/**
 * The policy as an ordered list of [directive, sources].
 * @param {{hashes: string[], algoliaAppId?: string, gtag?: boolean}} options
 */
export function cspDirectives({hashes, algoliaAppId, gtag = false}) {
  const script = ["'self'", ...hashes];
  const connect = ["'self'"];
  const img = ["'self'", 'data:'];
  const appId = algoliaAppId?.trim();
  if (appId) {
    if (!/^[A-Za-z0-9]+$/.test(appId)) {
      throw new Error(`ALGOLIA_APP_ID must be letters and digits, got "${appId}".`);
    }
    const id = appId.toLowerCase();
    connect.push(
      `https://${id}-dsn.algolia.net`,
      `https://${id}-1.algolianet.com`,
      `https://${id}-2.algolianet.com`,
      `https://${id}-3.algolianet.com`,
      'https://insights.algolia.io',
      'https://insights.us.algolia.io',
      'https://insights.de.algolia.io',
    );
    // DocSearch loads the search-insights library from jsDelivr when insights are on.
    script.push('https://cdn.jsdelivr.net');
  }
  if (gtag) {
    script.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
    img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  return [
    ['default-src', ["'self'"]],
    ['script-src', script],
    // 'unsafe-inline' for styles only: React and Docusaurus set style="" attributes (the
    // announcement bar colours, collapsible sidebar heights, Mermaid's SVG <style>, the
    // progress bar), which no hash can cover. Inline styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', img],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function cspString(directives) {
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The nginx include: one add_header line (with `always`, so 404s and redirects carry it too). */
export function cspInclude(policy, scripts) {
  const lines = [
    '# Generated by scripts/deploy-csp.mjs from the build: do not edit, regenerate after every build.',
    `# ${scripts.length} distinct executable inline script(s), allowed by hash:`,
    ...scripts.map((s) => `#   ${s.hash} on ${s.pages} page(s), e.g. ${s.example}`),
    `add_header Content-Security-Policy "${policy}" always;`,
    '',
  ];
  return lines.join('\n');
}

/**
 * Reads the build and returns the policy and the include text.
 * @param {{buildDir: string, env?: NodeJS.ProcessEnv}} options
 */
export function generateCsp({buildDir, env = process.env}) {
  const {files, scripts} = collectInlineScripts(buildDir);
  const gtag = Boolean(env.GTAG_MEASUREMENT_ID?.trim()) || buildUsesGtag(buildDir);
  const policy = cspString(cspDirectives({hashes: scripts.map((s) => s.hash), algoliaAppId: env.ALGOLIA_APP_ID, gtag}));
  return {files, scripts, policy, include: cspInclude(policy, scripts)};
}

// No import.meta here: Playwright loads these modules through its CommonJS transform.
const isMain = process.argv[1] !== undefined && path.basename(process.argv[1]) === 'deploy-csp.mjs';
if (isMain) {
  const root = process.cwd();
  const {values: args} = parseArgs({options: {build: {type: 'string'}, out: {type: 'string'}}});
  const buildDir = path.resolve(args.build ?? path.join(root, 'build'));
  const out = path.resolve(args.out ?? path.join(root, 'deploy/generated/csp.conf'));
  const {files, scripts, policy, include} = generateCsp({buildDir});
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, include);
  console.log(
    `deploy-csp: ${files} HTML files, ${scripts.length} distinct inline scripts -> ${path.relative(process.cwd(), out)}`,
  );
  console.log(`Content-Security-Policy: ${policy}`);
}
