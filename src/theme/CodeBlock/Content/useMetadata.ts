import {useMemo, type ComponentProps} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {createCodeBlockMetadata, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import type OriginalString from '@theme-original/CodeBlock/Content/String';

/** A code block's metadata (code text, language, title, magic comments, line ranges), as the theme works it out. */
export function useMetadata(props: ComponentProps<typeof OriginalString>): CodeBlockMetadata {
  const {prism} = useThemeConfig();
  const {children, className, metastring, language, title, showLineNumbers} = props;
  return useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, language, title, showLineNumbers, prism],
  );
}
