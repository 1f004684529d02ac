/**
 * What the API reference plugin shares with its components. Pure values and types, so both the
 * plugin (Node) and ./theme/ApiPage (browser) import them.
 */

/** Name of the plugin that compiles the API stylesheet; its global data is ApiAssetsData. */
export const API_ASSETS_PLUGIN = 'statlas-openapi-assets';

/** Global data of the assets plugin, read in the browser by ./theme/ApiPage. */
export interface ApiAssetsData {
  /** URL of the compiled stylesheet of the API pages, e.g. `/openapi/statlas-api.1a2b3c4d.css`. */
  readonly href: string;
}
