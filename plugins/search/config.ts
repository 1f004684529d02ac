import type {PluginConfig, PluginModule} from '@docusaurus/types';

import searchPlugin from './index';

/**
 * Search: one UI (the DocSearch modal and the theme's /search page), two backends.
 *
 * - Hosted Algolia when ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only key) and ALGOLIA_INDEX_NAME
 *   are all set at build time. The crawler and index settings are in ./algolia; a hosted build writes
 *   the query rules and synonyms to upload (README.md).
 * - Embedded otherwise: the plugin (./index.ts) writes build/search-index.json and the browser
 *   answers queries itself (./engine). Nothing is sent to any other host.
 */

export const SEARCH_ENV = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** Index name of the embedded backend and of the DocSearch crawler config. */
export const SEARCH_INDEX_NAME = 'statlas';

/** Hits shown per lvl0 group in the modal (DocSearch default 5). */
export const SEARCH_RESULTS_PER_GROUP = Number(process.env.SEARCH_RESULTS_PER_GROUP ?? 5);

export type SearchBackend = 'hosted' | 'embedded';

export interface ResolvedSearch {
  backend: SearchBackend;
  appId: string;
  apiKey: string;
  indexName: string;
}

/** Decide the backend from the environment; some but not all variables set is an error. */
export function resolveSearch(env: Record<string, string | undefined> = process.env): ResolvedSearch {
  const present = SEARCH_ENV.filter((name) => (env[name] ?? '').trim() !== '');
  if (present.length === SEARCH_ENV.length) {
    return {
      backend: 'hosted',
      appId: env.ALGOLIA_APP_ID!.trim(),
      apiKey: env.ALGOLIA_API_KEY!.trim(),
      indexName: env.ALGOLIA_INDEX_NAME!.trim(),
    };
  }
  if (present.length > 0) {
    const missing = SEARCH_ENV.filter((name) => !present.includes(name));
    throw new Error(
      `Hosted search is half configured: the appId or apiKey is missing. Set ${missing.join(', ')} ` +
        `(or unset ${present.join(', ')} to use the embedded index). All of ${SEARCH_ENV.join(', ')} are required.`,
    );
  }
  // The theme validates appId and apiKey as non-empty strings; the embedded client ignores them.
  return {backend: 'embedded', appId: 'embedded', apiKey: 'embedded', indexName: SEARCH_INDEX_NAME};
}

const search = resolveSearch();

// The plugin is present for both backends so that the bundler configuration (its aliases) is the
// same whichever backend a build uses: Rspack's persistent cache would otherwise keep the
// resolution of the previous build. It writes the index only for the embedded backend.
export const searchPlugins: PluginConfig[] = [[searchPlugin as PluginModule, {backend: search.backend}]];

export const searchThemes: PluginConfig[] = [];

export const searchThemeConfig: Record<string, unknown> = {
  algolia: {
    appId: search.appId,
    apiKey: search.apiKey,
    indexName: search.indexName,
    contextualSearch: true,
    searchPagePath: 'search',
    insights: search.backend === 'hosted',
    maxResultsPerGroup: SEARCH_RESULTS_PER_GROUP,
    placeholder: 'Search docs',
    // Read by the plugin's SearchBar and SearchPage (./theme); not passed on to DocSearch.
    statlasBackend: search.backend,
  },
};
