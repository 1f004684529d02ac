// Types of the component this plugin's theme folder publishes (getThemePath), for the files that import it.
declare module '@theme/CopyPage' {
  import type {ReactNode} from 'react';

  export default function CopyPage(props: {readonly permalink: string}): ReactNode;
}
