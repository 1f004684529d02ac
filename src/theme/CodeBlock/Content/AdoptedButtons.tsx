import React, {useLayoutEffect, type ComponentProps, type ReactNode} from 'react';
import {CodeBlockContextProvider, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import type OriginalString from '@theme-original/CodeBlock/Content/String';
import {useMetadata} from './useMetadata';

/**
 * The theme's copy and word-wrap buttons for a block whose server HTML ./String adopted: the one
 * chunk such a page loads for its code blocks, after it has hydrated. The buttons need the block's
 * code text (its metadata) and its <pre>, not Prism.
 */
type Props = ComponentProps<typeof OriginalString>;

/** The theme's copy and word-wrap buttons for the server's <pre>, with the block's code text. */
export default function AdoptedButtons({props, pre}: {props: Props; pre: HTMLPreElement}): ReactNode {
  const metadata = useMetadata(props);
  const wordWrap = useCodeWordWrap();
  // Before the hook's own effects measure the <pre>.
  useLayoutEffect(() => {
    wordWrap.codeBlockRef.current = pre;
  }, [pre, wordWrap.codeBlockRef]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}
