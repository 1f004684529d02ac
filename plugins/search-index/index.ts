/**
 * statlas-search-index: the embedded search backend.
 *
 * - postBuild: takes the DocSearch-shaped record of every built docs page and blog post from the
 *   site model (plugins/site-model, which reads each built page once for this plugin and the
 *   Markdown export) and writes the compact index to build/search-index.json.
 * - dev server: builds an index from the Markdown sources (see sources.ts) and serves it as a
 *   lazily imported module, since postBuild never runs in `docusaurus start`.
 * - aliases `algoliasearch/lite` (imported by the theme's /search page) to src/search/liteClient.ts,
 *   which answers from the embedded index or passes through to Algolia's client.
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {encodeIndex} from './encode';
import {siteModelOf, type SiteModel} from '../site-model';
import {warnIfIndexOverBudget} from './budget';
import {pagesFromContent} from './sources';
import {ALGOLIA_DIR, algoliaRules, algoliaSynonyms} from '../search/hosted';
import {PHRASES_DIR, contentRoutes, loadPhrases, type PhraseSet} from '../search/phrases';
import type {ExtractedPage} from './types';

export interface SearchIndexOptions {
  /** The backend of this build: the index is written only for 'embedded'. */
  backend?: 'embedded' | 'hosted';
  /** File name of the index under the build directory. */
  fileName?: string;
  /** The folder of the readers' phrases (default plugins/search/phrases). */
  phrasesDir?: string;
}

export const INDEX_FILE = 'search-index.json';

/** Pages with their readers' phrases. */
export function withPhrases(pages: ExtractedPage[], phrases: PhraseSet): ExtractedPage[] {
  return pages.map((page) => {
    const own = phrases.byPage.get(page.path);
    return own ? {...page, phrases: own} : page;
  });
}

/** The records of a site model's searchable pages with their readers' phrases, encoded. Exported for the bench and the tests. */
export function indexFromModel(model: SiteModel, phrases: PhraseSet = loadPhrases()) {
  return encodeIndex(
    withPhrases(
      model.pages.flatMap((page) => (page.search ? [page.search] : [])),
      phrases,
    ),
  );
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions = {}): Plugin<void> {
  const fileName = options.fileName ?? INDEX_FILE;
  const embedded = (options.backend ?? 'embedded') === 'embedded';
  const isDev = process.env.NODE_ENV === 'development';
  const devIndexFile = path.join(context.generatedFilesDir, 'statlas-search-index', 'dev-index.json');
  const stubFile = path.join(context.siteDir, 'src/search/devIndexStub.ts');

  let phrases: PhraseSet | undefined;

  return {
    name: 'statlas-search-index',

    async allContentLoaded({allContent}) {
      // Checked against the pages the docs and blog plugins loaded, before anything is rendered: a phrase
      // for a page the site does not have, or for two pages, stops the build with its file and line.
      const content = allContent as Record<string, Record<string, unknown>>;
      phrases = loadPhrases(options.phrasesDir ?? PHRASES_DIR, contentRoutes(content));
      if (!isDev || !embedded) return;
      const index = encodeIndex(withPhrases(pagesFromContent(content, context.siteDir), phrases));
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

    async postBuild(props) {
      const {outDir} = props;
      if (!embedded) {
        // Hosted: the readers' phrases as query rules and the synonym groups, ready to upload (README).
        const dir = path.join(outDir, ALGOLIA_DIR);
        const rules = algoliaRules(phrases ?? loadPhrases(options.phrasesDir ?? PHRASES_DIR), context.siteConfig.url);
        mkdirSync(dir, {recursive: true});
        writeFileSync(path.join(dir, 'rules.json'), JSON.stringify(rules, null, 1));
        writeFileSync(path.join(dir, 'synonyms.json'), JSON.stringify(algoliaSynonyms(), null, 1));
        console.log(`[statlas-search-index] ${rules.length} Algolia query rules and the synonyms in ${ALGOLIA_DIR}/`);
        return;
      }
      const index = indexFromModel(siteModelOf(props), phrases ?? loadPhrases(options.phrasesDir ?? PHRASES_DIR));
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
