/**
 * statlas-search-index: the embedded search backend.
 *
 * - postBuild: reads every built docs page and blog post, extracts DocSearch-shaped records and
 *   writes the compact index to build/search-index.json.
 * - dev server: builds an index from the Markdown sources (see sources.ts) and serves it as a
 *   lazily imported module, since postBuild never runs in `docusaurus start`.
 * - aliases `algoliasearch/lite` (imported by the theme's /search page) to src/search/liteClient.ts,
 *   which answers from the embedded index or passes through to Algolia's client.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {encodeIndex} from '../../src/search/indexFormat';
import type {ExtractedPage} from '../../src/search/types';
import {warnIfIndexOverBudget} from './budget';
import {extractPage} from './extract';
import {isSearchableRoute} from './rules';
import {sectionsByPermalink} from './sections';
import {pagesFromContent} from './sources';

export interface SearchIndexOptions {
  /** The backend of this build: the index is written only for 'embedded'. */
  backend?: 'embedded' | 'hosted';
  /** File name of the index under the build directory. */
  fileName?: string;
}

export const INDEX_FILE = 'search-index.json';

function htmlFileFor(outDir: string, route: string): string | undefined {
  const candidates = [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  return candidates.find((f) => existsSync(f));
}

/** Extract and encode every searchable route of a build. Exported for the bench and the tests. */
export function buildIndexFromOutDir(outDir: string, routesPaths: string[], sections = new Map<string, string>()) {
  const pages: ExtractedPage[] = [];
  for (const route of [...new Set(routesPaths)].sort()) {
    if (!isSearchableRoute(route)) continue;
    const file = htmlFileFor(outDir, route);
    if (!file) continue;
    const page = extractPage(route, readFileSync(file, 'utf8'), sections.get(route));
    if (page) pages.push(page);
  }
  return encodeIndex(pages);
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions = {}): Plugin<void> {
  const fileName = options.fileName ?? INDEX_FILE;
  const embedded = (options.backend ?? 'embedded') === 'embedded';
  const isDev = process.env.NODE_ENV === 'development';
  const devIndexFile = path.join(context.generatedFilesDir, 'statlas-search-index', 'dev-index.json');
  const stubFile = path.join(context.siteDir, 'src/search/devIndexStub.ts');

  // The section of each doc page, from the sidebar data, for postBuild.
  let sections = new Map<string, string>();

  return {
    name: 'statlas-search-index',

    async allContentLoaded({allContent}) {
      sections = sectionsByPermalink(allContent as Record<string, Record<string, unknown>>);
      if (!isDev || !embedded) return;
      const index = encodeIndex(pagesFromContent(allContent as Record<string, Record<string, unknown>>, context.siteDir));
      mkdirSync(path.dirname(devIndexFile), {recursive: true});
      writeFileSync(devIndexFile, JSON.stringify(index));
    },

    configureWebpack() {
      if (isDev && !existsSync(devIndexFile)) {
        mkdirSync(path.dirname(devIndexFile), {recursive: true});
        writeFileSync(devIndexFile, JSON.stringify(encodeIndex([])));
      }
      return {
        resolve: {
          alias: {
            // The theme's /search page builds `liteClient(appId, apiKey)`: liteClient.ts returns the
            // embedded client or Algolia's, from the backend in the theme config (read at run time).
            'algoliasearch/lite$': path.join(context.siteDir, 'src/search/liteClient.ts'),
            '@statlas/search-dev-index$': isDev ? devIndexFile : stubFile,
          },
        },
      };
    },

    async postBuild({outDir, routesPaths}) {
      if (!embedded) return;
      const index = buildIndexFromOutDir(outDir, routesPaths, sections);
      const json = JSON.stringify(index);
      writeFileSync(path.join(outDir, fileName), json);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `[statlas-search-index] ${index.p.length} pages: ${fileName} ${kb(
          Buffer.byteLength(json),
        )} (${kb(gzipSync(json).length)} gzip)`,
      );
      warnIfIndexOverBudget({gzipBytes: gzipSync(json).length, pages: index.p.length});
    },
  };
}
