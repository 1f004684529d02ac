#!/usr/bin/env node
/**
 * npm run search -- "why does my member counter differ from discord"
 *
 * Prints the pages the search dialog shows first for a question (title, section and address), in
 * the dialog's order, so a writer can check for an existing answer before writing one. It searches
 * the built index (build/search-index.json, or BUILD_DIR's) with the engine the browser runs; with
 * no build, an index made from the Markdown sources and the readers' phrases (close to the built
 * one: components are left out). `--pages N` prints N pages (5 by default).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jiti = createJiti(import.meta.url, {interopDefault: true});

const args = process.argv.slice(2);
const pagesAt = args.indexOf('--pages');
const count = pagesAt >= 0 ? Number(args[pagesAt + 1]) : 5;
const query = args
  .filter((a, i) => !a.startsWith('--') && (pagesAt < 0 || i !== pagesAt + 1))
  .join(' ')
  .trim();
if (!query) {
  console.error('Usage: npm run search -- "a question as a reader types it" [--pages N]');
  process.exit(2);
}

const {SearchEngine} = jiti('./engine/engine.ts');
const {decodeIndex} = jiti('./engine/indexFormat.ts');
const {CONTEXT_FILTERS, dialogGroups} = jiti('./engine/dialog.ts');
const {siteUrl} = jiti('../../src/config/links.ts');

const indexFile = path.join(root, process.env.BUILD_DIR ?? 'build', 'search-index.json');
let index;
let from;
if (existsSync(indexFile)) {
  index = JSON.parse(readFileSync(indexFile, 'utf8'));
  from = path.relative(root, indexFile);
} else {
  const {encodeIndex} = jiti('./indexer/encode.ts');
  const {pagesFromSources} = jiti('./indexer/sources.ts');
  const {withPhrases} = jiti('./index.ts');
  const {loadPhrases} = jiti('./phrases.ts');
  const sidebars = jiti('../../sidebars.ts');
  index = encodeIndex(withPhrases(pagesFromSources(root, sidebars), loadPhrases()));
  from = 'the Markdown sources (no build: `npm run build` for the built pages)';
}

const engine = new SearchEngine(decodeIndex(index), siteUrl);
const {hits, nbHits} = engine.search({query, facetFilters: CONTEXT_FILTERS});
const pages = dialogGroups(hits).slice(0, count);
console.log(`"${query}" in ${from}: ${nbHits ? `the dialog's first ${pages.length} pages` : 'no results'}`);
pages.forEach((page, i) => console.log(`${i + 1}. ${page.title} (${page.section})\n   ${siteUrl}${page.path}`));
