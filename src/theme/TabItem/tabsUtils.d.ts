// The tab state of the Tabs in the theme chain: docusaurus-theme-openapi-docs ships its own Tabs and TabItem with
// their own context (theme/utils/tabsUtils), which @theme/Tabs resolves to on this site.
declare module '@theme/utils/tabsUtils' {
  export {useTabs} from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}
