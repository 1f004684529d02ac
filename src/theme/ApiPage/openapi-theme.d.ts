// Types of the docusaurus-theme-openapi-docs modules that src/theme/ApiPage uses.
declare module '@theme/ApiItem/store' {
  import type {Store} from '@reduxjs/toolkit';

  export function createStoreWithoutState(preloadedState: object, middlewares: unknown[]): Store;
}

declare module '@theme/SchemaExpansion' {
  import type {ReactNode} from 'react';

  export function SchemaExpansionProvider(props: {children: ReactNode}): ReactNode;
}

declare module '*.scss';
