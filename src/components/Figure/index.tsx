import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';

interface Props {
  /** Path without the mode and extension: `/img/docs/guide/setup-flow` for `setup-flow.light.svg` and `setup-flow.dark.svg`. */
  readonly src: string;
  readonly alt: string;
}

/** A docs figure in the reader's colour mode (the twins are written by scripts/figure-variants.mjs). */
export default function Figure({src, alt}: Props): ReactNode {
  return (
    <ThemedImage alt={alt} sources={{light: useBaseUrl(`${src}.light.svg`), dark: useBaseUrl(`${src}.dark.svg`)}} />
  );
}
