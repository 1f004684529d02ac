/**
 * Wraps the theme's doc content to put the "Copy page" button and the link to the page's Markdown
 * twin (both from plugins/markdown-export) above it. Wrapped, not ejected: the theme's content
 * renders unchanged. The reader line under the title is written into the page at build time
 * (plugins/inline-data), not rendered here.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
// The markdown-export plugin owns the button, beside the twins it fetches (its theme folder).
import CopyPage from '@theme/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
