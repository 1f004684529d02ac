import type {PluginConfig} from '@docusaurus/types';

/** API reference (docusaurus-plugin-openapi-docs): plugins and themes. Filled in by the API reference work. */
export const openapiPlugins: PluginConfig[] = [];
export const openapiThemes: PluginConfig[] = [];
