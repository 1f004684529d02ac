import type {PluginConfig} from '@docusaurus/types';

/** Search: plugins, themes and theme config. Filled in by the search work. */
export const searchPlugins: PluginConfig[] = [];
export const searchThemes: PluginConfig[] = [];
export const searchThemeConfig: Record<string, unknown> = {};
