/**
 * Stands in for `algoliasearch/lite` (aliased by plugins/search in every build): the theme's
 * /search page calls `liteClient(appId, apiKey)`. With the embedded backend it gets the embedded
 * client; with hosted Algolia, Algolia's own lite client.
 */
import siteConfig from '@generated/docusaurus.config';
import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';

import {getEmbeddedClient} from './embeddedClient';

export function liteClient(appId: string, apiKey: string, options?: Parameters<typeof algoliaLiteClient>[2]) {
  if ((siteConfig.themeConfig.algolia as {statlasBackend?: string} | undefined)?.statlasBackend === 'hosted')
    return algoliaLiteClient(appId, apiKey, options);
  return getEmbeddedClient() as unknown as ReturnType<typeof algoliaLiteClient>;
}

export const algoliasearch = liteClient;
export default liteClient;
