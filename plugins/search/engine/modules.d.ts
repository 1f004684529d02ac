declare module '@statlas/search-dev-index' {
  const index: unknown;
  export default index;
}

declare module 'algoliasearch/dist/lite/builds/browser' {
  export {liteClient} from 'algoliasearch/lite';
}

// DocSearch 3.9's sub-path entry points (the theme imports them) ship without type declarations.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';

// The theme's own /search page, aliased by plugins/search/index.ts (the package exports only its entry point).
declare module '@docusaurus/theme-search-algolia/lib/theme/SearchPage' {
  import type {ReactNode} from 'react';

  export default function SearchPage(): ReactNode;
}
