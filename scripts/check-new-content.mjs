#!/usr/bin/env node
/**
 * npm run test:new-content — a new doc page and a new blog post, written as CONTRIBUTING.md says,
 * pass the checks that read the sources and the build.
 *
 * In a scratch copy of the project (the files git tracks or would track, node_modules linked), it
 * adds the files of tests/fixtures/new-content/ (an FAQ page for managers with a drawn bot message, a
 * plan limit and two links; a short post), their readers' phrases to plugins/search/phrases/ and the
 * page to the FAQ section of sidebars.ts, and runs:
 * the content rules (`lint:content`), the unit tests that read docs/, blog/ and sidebars.ts, the
 * build, the components page's test, and the build checks of the blog and of the two new pages. It also checks
 * that the two pages are built and the post says "One min read". Any failure exits 1 with the
 * step's output. Options: --scratch <dir> (default: a new folder in the system's temp folder,
 * removed at the end), --keep (keep it).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {copyProject} from './bench-vanilla.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'tests', 'fixtures', 'new-content');
const args = process.argv.slice(2);
const at = args.indexOf('--scratch');
const scratch = at >= 0 ? path.resolve(args[at + 1]) : fs.mkdtempSync(path.join(os.tmpdir(), 'statlas-new-content-'));
const keep = args.includes('--keep') || at >= 0;

/** The new page's doc id and the sidebar section it is added to, as the guide's step 3 says. */
const PAGE_ID = 'faq/general/counter-lag';
const PAGE_ROUTE = `/docs/${PAGE_ID}`;
const POST_ROUTE = '/blog/2026-12-07-counter-lag-faq';
const FAQ_SECTION = "section('FAQ', 'faq/general/what-is-statlas', [";

/** Unit tests that read docs/, blog/ or sidebars.ts, run against the copy. */
const UNIT_TESTS = [
  'tests/unit/blog-sources.test.ts',
  'tests/unit/figures.test.ts',
  'tests/unit/routes.test.ts',
  'tests/unit/reference-usage.test.ts',
  'tests/unit/content-discord-messages.test.ts',
];
/** Build checks run whole (the blog's lists and feeds hold every post). */
const BUILD_TESTS = ['tests/build/blog.test.ts', 'tests/build/markdown.test.ts'];
/** Build checks run for the two new pages only (one test per page; the name holds the route). */
const PAGE_TESTS = ['tests/build/pages.test.ts', 'tests/build/content.test.ts'];

/** Adds the fixture files (README aside), their readers' phrases and the sidebar entry. */
function addNewContent(dir) {
  const added = [];
  const walk = (from) => {
    for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
      const full = path.join(from, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!['README.md', 'phrases.yml'].includes(path.relative(fixtures, full))) {
        const relative = path.relative(fixtures, full);
        fs.mkdirSync(path.dirname(path.join(dir, relative)), {recursive: true});
        fs.copyFileSync(full, path.join(dir, relative));
        added.push(relative);
      }
    }
  };
  walk(fixtures);
  // Readers' phrases go to the phrase file of the page's section (faq.yml, blog.yml), not to the page.
  const phrases = path.join(fixtures, 'phrases.yml');
  const entries = fs
    .readFileSync(phrases, 'utf8')
    .split(/\n(?=\/)/)
    .filter((entry) => entry.startsWith('/'));
  for (const entry of entries) {
    const section = entry.startsWith('/blog/') ? 'blog' : entry.split('/')[2];
    const file = path.join(dir, 'plugins', 'search', 'phrases', `${section}.yml`);
    fs.appendFileSync(file, `${fs.readFileSync(file, 'utf8').endsWith('\n') ? '' : '\n'}${entry.trimEnd()}\n`);
    added.push(`plugins/search/phrases/${section}.yml (${entry.split(':')[0]})`);
  }
  const sidebars = path.join(dir, 'sidebars.ts');
  const source = fs.readFileSync(sidebars, 'utf8');
  if (!source.includes(FAQ_SECTION)) {
    throw new Error(
      `sidebars.ts has no \`${FAQ_SECTION}\`: update FAQ_SECTION in ${path.relative(root, fileURLToPath(import.meta.url))}`,
    );
  }
  fs.writeFileSync(sidebars, source.replace(FAQ_SECTION, `${FAQ_SECTION}\n        '${PAGE_ID}',`));
  return [...added, 'sidebars.ts (the page in the FAQ section)'];
}

const times = [];
/** Runs one step in the copy; on failure prints its output and exits. */
function step(name, command, commandArgs, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    cwd: scratch,
    encoding: 'utf8',
    env: {...process.env, ...env},
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  times.push(`${name} ${seconds.toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`${result.stdout}\n${result.stderr}`);
    console.error(`new content: ${name} failed on the new page or post (scratch copy: ${scratch}).`);
    console.error(
      'Fix the check if it holds content to a count or a list, or CONTRIBUTING.md if it leaves out a step.',
    );
    keepScratch = true;
    process.exit(1);
  }
  console.log(`new content: ${name} passed (${seconds.toFixed(1)} s)`);
  return result.stdout;
}

let keepScratch = keep;
process.on('exit', () => {
  if (!keepScratch) fs.rmSync(scratch, {recursive: true, force: true});
});

const started = Date.now();
copyProject(root, scratch);
console.log(`new content: scratch copy in ${scratch}; added ${addNewContent(scratch).join(', ')}`);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
step('lint:content', 'npm', ['run', '--silent', 'lint:content']);
step('unit tests that read the sources', 'npx', ['vitest', 'run', ...UNIT_TESTS]);
// `npm run build` validates the spec and regenerates docs/api/ before `docusaurus build`; when this
// checkout has generated them already (as `npm test` has, a step before this one), the copy takes
// them and builds at once. Unminified: the checks read text, links and markup, which minifying does
// not change, and the build takes about half the time.
if (fs.existsSync(path.join(root, 'docs', 'api', 'sidebar.ts'))) {
  fs.cpSync(path.join(root, 'docs', 'api'), path.join(scratch, 'docs', 'api'), {recursive: true});
  step('build (with the API pages of this checkout)', 'npx', ['docusaurus', 'build', '--no-minify']);
} else {
  step('build', 'npm', ['run', '--silent', 'build', '--', '--no-minify']);
}
step('build checks of the blog', 'npx', ['vitest', 'run', '--config', 'vitest.build.config.ts', ...BUILD_TESTS]);
step('the components page', 'npx', ['vitest', 'run', 'tests/unit/components-page.test.ts']);
const report = path.join(scratch, 'page-tests.json');
step('build checks of the two pages', 'npx', [
  'vitest',
  'run',
  '--config',
  'vitest.build.config.ts',
  ...PAGE_TESTS,
  '-t',
  `${escape(PAGE_ROUTE)}|${escape(POST_ROUTE)}|the sitemap has every FAQ page`,
  '--reporter=json',
  `--outputFile=${report}`,
]);
// A name filter that matched nothing would pass: each page must have had passing tests of its own.
const results = JSON.parse(fs.readFileSync(report, 'utf8')).testResults.flatMap((file) => file.assertionResults);
for (const route of [PAGE_ROUTE, POST_ROUTE]) {
  const ran = results.filter((result) => result.fullName.includes(route) && result.status === 'passed');
  if (ran.length === 0) {
    keepScratch = true;
    console.error(`new content: no build check of ${PAGE_TESTS.join(', ')} ran on ${route} (scratch copy: ${scratch})`);
    process.exit(1);
  }
  console.log(`new content: ${ran.length} build checks of the page walk and content passed on ${route}`);
}

// The two pages exist, and a short post shows the reading time Docusaurus gives it.
const html = (route) => {
  const file = path.join(scratch, 'build', route, 'index.html');
  if (!fs.existsSync(file)) {
    keepScratch = true;
    console.error(`new content: ${route} was not built (scratch copy: ${scratch})`);
    process.exit(1);
  }
  return fs.readFileSync(file, 'utf8');
};
html(PAGE_ROUTE);
if (!/One min read/.test(html(POST_ROUTE))) {
  keepScratch = true;
  console.error(`new content: ${POST_ROUTE} does not say "One min read" (scratch copy: ${scratch})`);
  process.exit(1);
}
console.log(`new content: passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${times.join(', ')})`);
