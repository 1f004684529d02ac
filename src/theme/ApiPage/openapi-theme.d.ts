// Types of the docusaurus-theme-openapi-docs modules that src/theme/ApiPage uses.
declare module '@theme/ApiExplorer/*/slice' {
  import type {Reducer} from '@reduxjs/toolkit';

  const reducer: Reducer;
  export default reducer;
}

declare module '@theme/SchemaExpansion' {
  import type {ReactNode} from 'react';

  export function SchemaExpansionProvider(props: {children: ReactNode}): ReactNode;
}

declare module '*.scss';
