import React, {use, useEffect, useLayoutEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
  type CodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import type OriginalString from '@theme-original/CodeBlock/Content/String';
import PlainString from './Plain';

/**
 * The parts of ./String that need the theme's code-block code: the copy and word-wrap buttons, the
 * block's metadata (magic comments, line ranges, title) and the Prism-highlighted block. One chunk,
 * loaded by ./String after the page has hydrated and only on a page with a code block, so a page
 * without code ships none of it and hydration never waits for it.
 */
type Props = ComponentProps<typeof OriginalString>;
type Highlighted = typeof OriginalString;

let highlightedChunk: Promise<typeof import('./Highlighted')> | undefined;
/** The theme's block, once a language is registered: per language, one promise (for `use`). */
const readyFor = new Map<string, Promise<Highlighted>>();
const settled = new Map<string, Highlighted>();

function loadHighlighted(language: string | undefined): Promise<Highlighted> {
  const name = language ?? '';
  let ready = readyFor.get(name);
  if (!ready) {
    highlightedChunk ??= import('./Highlighted');
    ready = highlightedChunk.then(async (module) => {
      await module.loadLanguage(language);
      settled.set(name, module.default);
      return module.default;
    });
    readyFor.set(name, ready);
  }
  return ready;
}

function useMetadata(props: Props): CodeBlockMetadata {
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

/** The server: wait for the theme's block and the block's language, so the HTML is highlighted. */
export function ServerBlock(props: Props): ReactNode {
  const {language} = useMetadata(props);
  const Block = settled.get(language ?? '') ?? use(loadHighlighted(language));
  return <Block {...props} />;
}

/** The theme's copy and word-wrap buttons for the server's <pre>, with the block's code text. */
export function AdoptedButtons({props, pre}: {props: Props; pre: HTMLPreElement}): ReactNode {
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

/** A block the browser renders: plain lines until it comes near the viewport, then highlighted. */
export function RenderedBlock(props: Props): ReactNode {
  const {language} = useMetadata(props);
  const slot = React.useRef<HTMLDivElement>(null);
  const [Block, setBlock] = useState<Highlighted | undefined>(() => settled.get(language ?? ''));

  useEffect(() => {
    const element = slot.current;
    if (Block || !element) return undefined;
    let cancelled = false;
    const upgrade = () => {
      observer?.disconnect();
      void loadHighlighted(language).then((loaded) => !cancelled && setBlock(() => loaded));
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && upgrade(), {rootMargin: '400px 0px'});
    if (observer) observer.observe(element);
    else upgrade();
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [Block, language]);

  return (
    <div ref={slot} className="statlas-code-slot">
      {Block ? <Block {...props} /> : <PlainString {...props} />}
    </div>
  );
}
