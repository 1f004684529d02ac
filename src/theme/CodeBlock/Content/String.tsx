import React, {lazy, Suspense, useRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Line from '@theme/CodeBlock/Line';
import type OriginalString from '@theme-original/CodeBlock/Content/String';
// The theme's own stylesheets, so the plain rendering has exactly the boxes of the highlighted one.
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * Wraps the theme's code block (string children) to take Prism off the first load of every page.
 *
 * Why: Prism (prism-react-renderer plus the extra languages, about 25 KB gzip) was in main.js, so
 * every page loaded it before hydrating, code block or not. The theme's block now lives in its own
 * chunk (./Highlighted) that only pages with a code block fetch, as soon as this module runs, in
 * parallel with hydration. The server renders the highlighted block. Until the chunk arrives in the
 * browser, the same lines render as plain text in the same boxes, so nothing moves; the copy and
 * wrap buttons come with the chunk. src/plugins/lazyPrism.ts removes the theme's eager import.
 */
type Props = ComponentProps<typeof OriginalString>;

const loadHighlighted = () => import('./Highlighted');
const Highlighted = lazy(loadHighlighted);
if (ExecutionEnvironment.canUseDOM) {
  void loadHighlighted();
}

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
            // eslint-disable-next-line react/no-array-index-key
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

function PlainString(props: Props): ReactNode {
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

export default function CodeBlockString(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainString {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
