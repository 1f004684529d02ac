import {usePluginData} from '@docusaurus/useGlobalData';
import {API_ASSETS_PLUGIN, type ApiAssetsData} from './constants';

/** The assets of the API pages, as the plugin published them (for src/theme/ApiPage). */
export function useApiAssets(): ApiAssetsData {
  return usePluginData(API_ASSETS_PLUGIN) as ApiAssetsData;
}
