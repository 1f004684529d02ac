/**
 * Stand-in for `algoliasearch/lite` in embedded mode (aliased by plugins/search-index): the
 * theme's /search page calls `liteClient(appId, apiKey)` and gets the embedded client.
 */
import {getEmbeddedClient} from './embeddedClient';

export function liteClient(_appId?: string, _apiKey?: string) {
  return getEmbeddedClient();
}

export const algoliasearch = liteClient;
export default liteClient;
