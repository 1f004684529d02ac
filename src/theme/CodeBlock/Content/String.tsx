import React, {memo, use, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type OriginalString from '@theme-original/CodeBlock/Content/String';
// The theme's own stylesheet, to find the box the buttons go in inside the server's markup.
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';

/**
 * Wraps the theme's code block (string children) so that the browser never loads Prism for a block
 * the server has already highlighted, and a page loads no code-block code before it hydrates.
 *
 * Why: Prism (prism-react-renderer and the extra languages, about 31 KB gzip) is only needed to
 * turn code into coloured tokens, and the server's HTML already holds them, in both colour modes
 * (src/config/prism.ts makes the colours CSS variables). The copy and word-wrap buttons and the
 * block's metadata (about 2 KB gzip) are only needed once the page is there. So:
 * - the server renders the theme's highlighted block, as before;
 * - in the browser, a block whose server HTML is in the page keeps that HTML as it is (adopted, not
 *   re-rendered), and after hydration, in idle time, gets the theme's copy and word-wrap buttons
 *   (./AdoptedButtons, one small chunk), which need only the code text and the <pre>; highlighted
 *   lines are classes in that HTML already;
 * - a block the browser renders itself (after client-side navigation) shows its code as plain text
 *   until ./Live arrives, then its lines in the theme's boxes, and when it comes near the viewport
 *   the theme's block with prism-react-renderer (./Highlighted), then the one extra language.
 * This module is in every doc page's chunk (the MDX components import it), so it holds only the
 * adoption; ./AdoptedButtons and ./Live are chunks that only pages with a code block load.
 * plugins/lazy-prism removes the theme's eager import of Prism and splits the extra languages;
 * src/theme/CodeBlock does not remount blocks after hydration.
 */
type Props = ComponentProps<typeof OriginalString>;
type LiveModule = typeof import('./Live');
type AdoptedButtons = typeof import('./AdoptedButtons').default;

let live: Promise<LiveModule> | undefined;
let liveModule: LiveModule | undefined;
const loadButtons = () => import('./AdoptedButtons').then((module) => module.default);
const loadLive = () =>
  (live ??= import('./Live').then((module) => {
    liveModule = module;
    return module;
  }));

/** Runs `run` when the browser is idle (soon, at the latest after 2 s). */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 2000});
  else window.setTimeout(run, 200);
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

/** The server: the theme's highlighted block (./Live waits for Prism and the block's language). */
function ServerBlock(props: Props): ReactNode {
  const {ServerBlock: Block} = liveModule ?? use(loadLive());
  return <Block {...props} />;
}

/** A block whose server HTML is in the page: that HTML, and the buttons in a portal inside it once ./AdoptedButtons is there. */
function AdoptedBlock({html, slotKey, props}: {html: string; slotKey: string; props: Props}): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<{host: HTMLElement; pre: HTMLPreElement; Buttons: AdoptedButtons}>();
  useEffect(() => {
    const box = slot.current?.querySelector<HTMLElement>(`.${layoutStyles.codeBlockContent}`);
    const pre = box?.querySelector('pre');
    if (!box || !pre) return undefined;
    let current = true;
    const host = document.createElement('div');
    host.className = BUTTONS_HOST;
    box.append(host);
    // In idle time: the buttons' first render makes the page's first `localeCompare` (the theme's
    // context provider sorts its keys), which loads the browser's collation data, about 7 ms.
    void loadButtons().then((Buttons) => whenIdle(() => current && setTarget({host, pre, Buttons})));
    return () => {
      current = false;
      host.remove();
    };
  }, []);
  return (
    <>
      {}
      <div
        ref={slot}
        className="statlas-code-slot"
        data-code-server={slotKey}
        dangerouslySetInnerHTML={{__html: html}}
      />
      {target && createPortal(<target.Buttons props={props} pre={target.pre} />, target.host)}
    </>
  );
}

/** A block the browser renders itself: its text until ./Live has arrived, then ./Live's block. */
function RenderedBlock(props: Props): ReactNode {
  const [module, setModule] = useState(() => liveModule);
  useEffect(() => {
    if (module) return undefined;
    let current = true;
    void loadLive().then((loaded) => current && setModule(loaded));
    return () => {
      current = false;
    };
  }, [module]);
  if (module) return <module.RenderedBlock {...props} />;
  return (
    <div className="statlas-code-slot">
      <pre className="prism-code">
        <code>{props.children}</code>
      </pre>
    </div>
  );
}

function CodeBlockString(props: Props): ReactNode {
  const key = blockKey(props);
  const [adopted] = useState(() => serverHtml(key));
  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div className="statlas-code-slot" data-code-server={key}>
        <ServerBlock {...props} />
      </div>
    );
  }
  if (adopted !== undefined) return <AdoptedBlock html={adopted} slotKey={key} props={props} />;
  return <RenderedBlock {...props} />;
}

// Memoised: equal props need no new render (the block's content only depends on them).
export default memo(CodeBlockString);
