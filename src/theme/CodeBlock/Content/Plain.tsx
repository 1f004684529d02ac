import React, {useRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Line from '@theme/CodeBlock/Line';
import type OriginalString from '@theme-original/CodeBlock/Content/String';
// The theme's own stylesheets, so the plain rendering has exactly the boxes of the highlighted one.
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * A code block's lines as plain text, in the boxes of the theme's highlighted block (container,
 * title, pre, line numbers), without Prism and without the copy and wrap buttons. Shown by
 * ./String while Prism has not loaded.
 */
type Props = ComponentProps<typeof OriginalString>;

function PlainCode(): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  return (
    <pre
      // Same as the theme: a scrollable region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(`prism-code language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}
      style={{color: plain.color, backgroundColor: plain.backgroundColor}}>
      <code
        className={clsx(contentStyles.codeBlockLines, numbered && contentStyles.codeBlockLinesWithNumbering)}
        style={{counterReset: numbered ? `line-count ${lineNumbersStart - 1}` : undefined}}>
        {code.split('\n').map((content, i) => (
          <Line
            key={i}
            line={[{types: ['plain'], content}]}
            getLineProps={({className}) => ({className: clsx('token-line', className)})}
            getTokenProps={({token}) => ({className: 'token plain', children: token.content})}
            classNames={lineClassNames[i]}
            showLineNumbers={numbered}
          />
        ))}
      </code>
    </pre>
  );
}

export default function PlainString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const wordWrap = {codeBlockRef, isEnabled: false, isCodeScrollable: false, toggle: () => {}};
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Container as="div" className={metadata.className}>
        {metadata.title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          <PlainCode />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
