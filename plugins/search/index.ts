/**
 * statlas-search: the site's search, in one plugin (README.md in this folder).
 *
 * - theme (getThemePath): the navbar's SearchBar and the /search page (./theme);
 * - postBuild: takes the DocSearch-shaped record of every built docs page and blog post from the
 *   pages of the site model (plugins/site-model) with the readers' phrases (./phrases) and writes the
 *   compact index to build/search-index.json; a hosted build writes the Algolia query rules and
 *   synonyms instead (./hosted.ts);
 * - dev server: builds an index from the Markdown sources (./indexer/sources.ts) and serves it as a
 *   lazily imported module, since postBuild never runs in `docusaurus start`;
 * - aliases `algoliasearch/lite` (imported by the theme's /search page) to ./engine/liteClient.ts,
 *   which answers from the embedded index or passes through to Algolia's client.
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {encodeIndex} from './indexer/encode';
import {extractPage} from './indexer/extract';
import {isSearchableRoute} from './indexer/rules';
import {siteModelOf, type SiteModel} from '../site-model';
import {warnIfIndexOverBudget} from './indexer/budget';
import {pagesFromContent} from './indexer/sources';
import {ALGOLIA_DIR, algoliaRules, algoliaSynonyms} from './hosted';
import {PHRASES_DIR, contentRoutes, loadPhrases, type PhraseSet} from './phrases';
import type {ExtractedPage} from './indexer/types';

export interface SearchIndexOptions {
  /** The backend of this build: the index is written only for 'embedded'. */
  backend?: 'embedded' | 'hosted';
  /** File name of the index under the build directory. */
  fileName?: string;
  /** The folder of the readers' phrases (default plugins/search/phrases). */
  phrasesDir?: string;
}

export const INDEX_FILE = 'search-index.json';

/** The Docusaurus theme whose SearchBar and SearchPage ./theme replaces and wraps. */
const SEARCH_THEME = '@docusaurus/theme-search-algolia';
/** Its folder (its package exports only its entry point and client). */
const searchThemeDir = () => path.dirname(path.dirname(require.resolve(SEARCH_THEME)));

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
      model.pages.flatMap((page) => {
        const search =
          page.root && isSearchableRoute(page.route) ? extractPage(page.route, page.root, page.section) : null;
        return search ? [search] : [];
      }),
      phrases,
    ),
  );
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions = {}): Plugin<void> {
  const fileName = options.fileName ?? INDEX_FILE;
  const embedded = (options.backend ?? 'embedded') === 'embedded';
  const isDev = process.env.NODE_ENV === 'development';
  const devIndexFile = path.join(context.generatedFilesDir, 'statlas-search-index', 'dev-index.json');
  const stubFile = path.join(__dirname, 'engine/devIndexStub.ts');

  let phrases: PhraseSet | undefined;

  return {
    name: 'statlas-search',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

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
            'algoliasearch/lite$': path.join(__dirname, 'engine/liteClient.ts'),
            // ./theme/SearchPage wraps the theme's own page. Through `@theme-original` a plugin's theme
            // points at itself and recurses; the theme's file, named explicitly, does not.
            [`${SEARCH_THEME}/lib/theme/SearchPage$`]: path.join(searchThemeDir(), 'lib/theme/SearchPage/index.js'),
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
        writeFileSync(path.join(dir, 'rules.json'), JSON.stringify(rules));
        writeFileSync(path.join(dir, 'synonyms.json'), JSON.stringify(algoliaSynonyms(), null, 2));
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
