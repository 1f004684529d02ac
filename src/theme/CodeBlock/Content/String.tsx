import React, {memo, use, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
  type CodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import type OriginalString from '@theme-original/CodeBlock/Content/String';
// The theme's own stylesheet, to find the box the buttons go in inside the server's markup.
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import PlainString from './Plain';

/**
 * Wraps the theme's code block (string children) so that the browser never loads Prism for a block
 * the server has already highlighted.
 *
 * Why: Prism (prism-react-renderer and the extra languages, about 31 KB gzip) is only needed to
 * turn code into coloured tokens, and the server's HTML already holds them, in both colour modes
 * (src/config/prism.ts makes the colours CSS variables). So:
 * - the server renders the theme's highlighted block, as before;
 * - in the browser, a block whose server HTML is in the page keeps that HTML as it is (adopted, not
 *   re-rendered), and gets the theme's copy and word-wrap buttons, which need only the code text
 *   and the <pre>; highlighted lines are classes in that HTML already. No Prism;
 * - a block the browser renders itself (after client-side navigation) shows its lines as plain
 *   text in the same boxes (./Plain), and when it comes near the viewport loads the theme's block
 *   with prism-react-renderer (./Highlighted), then the one extra language it is written in.
 * plugins/lazy-prism removes the theme's eager import of Prism and splits the extra languages;
 * src/theme/CodeBlock does not remount blocks after hydration.
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

/**
 * A key of the block's props. The theme renders a block from its props alone, so two blocks with
 * the same key have the same HTML (FNV-1a over the props that matter).
 */
function blockKey({children, className, metastring, title, language, showLineNumbers}: Props): string {
  const text = JSON.stringify([children, className, metastring, title, language, showLineNumbers]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const BUTTONS_HOST = 'statlas-code-buttons';

/**
 * Server HTML of a block with this key still in the page: the block itself at hydration, or the
 * block a remounting parent (the theme's Tabs remount after hydration) is about to replace,
 * without the buttons added to it in the browser.
 */
function serverHtml(key: string): string | undefined {
  if (!ExecutionEnvironment.canUseDOM) return undefined;
  const slot = document.querySelector(`[data-code-server="${key}"]`);
  if (!slot) return undefined;
  const copy = slot.cloneNode(true) as Element;
  copy.querySelectorAll(`.${BUTTONS_HOST}`).forEach((host) => host.remove());
  return copy.innerHTML;
}

/** The server: wait for the theme's block and the block's language, so the HTML is highlighted. */
function ServerBlock({prismLanguage, ...props}: Props & {prismLanguage: string | undefined}): ReactNode {
  const Block = settled.get(prismLanguage ?? '') ?? use(loadHighlighted(prismLanguage));
  return <Block {...props} />;
}

/** The theme's copy and word-wrap buttons for the server's <pre>, with the block's code text. */
function AdoptedButtons({metadata, pre}: {metadata: CodeBlockMetadata; pre: HTMLPreElement}): ReactNode {
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

/** A block whose server HTML is in the page: that HTML, and the buttons in a portal inside it. */
function AdoptedBlock({html, slotKey, metadata}: {html: string; slotKey: string; metadata: CodeBlockMetadata}): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<{host: HTMLElement; pre: HTMLPreElement}>();
  useEffect(() => {
    const box = slot.current?.querySelector<HTMLElement>(`.${layoutStyles.codeBlockContent}`);
    const pre = box?.querySelector('pre');
    if (!box || !pre) return undefined;
    const host = document.createElement('div');
    host.className = BUTTONS_HOST;
    box.append(host);
    setTarget({host, pre});
    return () => host.remove();
  }, []);
  return (
    <>
      {/* eslint-disable-next-line react/no-danger -- the server's own HTML of this block, read back from the page */}
      <div ref={slot} className="statlas-code-slot" data-code-server={slotKey} dangerouslySetInnerHTML={{__html: html}} />
      {target && createPortal(<AdoptedButtons metadata={metadata} pre={target.pre} />, target.host)}
    </>
  );
}

/** A block the browser renders: plain lines until it comes near the viewport, then highlighted. */
function RenderedBlock({prismLanguage: language, ...props}: Props & {prismLanguage: string | undefined}): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
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

function CodeBlockString(props: Props): ReactNode {
  const metadata = useMetadata(props);
  const key = blockKey(props);
  const [adopted] = useState(() => serverHtml(key));
  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div className="statlas-code-slot" data-code-server={key}>
        <ServerBlock {...props} prismLanguage={metadata.language} />
      </div>
    );
  }
  if (adopted !== undefined) return <AdoptedBlock html={adopted} slotKey={key} metadata={metadata} />;
  return <RenderedBlock {...props} prismLanguage={metadata.language} />;
}

// Memoised: equal props need no new render (the block's content only depends on them).
export default memo(CodeBlockString);
