import {createContext, type ComponentType} from 'react';

/**
 * docusaurus-theme-openapi-docs ships its own Tabs and TabItem (with their own context), and its
 * schema and response components need that pair. Registered as @theme/Tabs and @theme/TabItem they
 * would replace the classic pair on every page. Instead, the classic pair stays site-wide and
 * src/theme/ApiPage, which wraps API pages only, hands the OpenAPI pair down through this context.
 */
export interface TabsOverride {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly Tabs: ComponentType<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly TabItem: ComponentType<any>;
}

export const TabsOverrideContext = createContext<TabsOverride | null>(null);
