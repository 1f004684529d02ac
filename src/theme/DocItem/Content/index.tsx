/**
 * Wraps the theme's doc content to put the "Copy page" button and the link to the page's Markdown
 * twin (written by plugins/markdown-export) above it, and the page's reader line ("For managers: …",
 * from its `reader:` front matter) right under its title. Wrapped, not ejected: the theme's content
 * renders unchanged; the reader line goes first in the children, which the theme renders right after
 * the title.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import ReaderLine from '@site/src/components/ReaderLine';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({children, ...props}: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const reader = (frontMatter as {reader?: unknown}).reader;
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props}>
        <ReaderLine reader={reader} />
        {children}
      </Content>
    </>
  );
}
