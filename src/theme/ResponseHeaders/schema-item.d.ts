// Type of the API theme's SchemaItem, as src/theme/ResponseHeaders uses it.
declare module '@theme/SchemaItem' {
  import type {ReactNode} from 'react';

  export default function SchemaItem(props: Record<string, unknown>): ReactNode;
}
