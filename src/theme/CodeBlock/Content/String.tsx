import React, {memo, use, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type OriginalString from '@theme-original/CodeBlock/Content/String';
import PlainString from './Plain';

/**
 * Wraps the theme's code block (string children) so that Prism loads only for code a reader sees.
 *
 * Why: Prism (prism-react-renderer and the extra languages, about 25 KB gzip) was in main.js, so
 * every page loaded and ran it before hydrating, code or not, and rendering highlighted blocks in
 * the browser cost API pages about 300 ms of blocking time on a phone. Now:
 * - the server renders the theme's highlighted block, as before;
 * - at hydration the browser keeps that HTML as it is (adopted, not re-rendered), so nothing
 *   changes on screen; its buttons come alive when the block is upgraded;
 * - a block is upgraded to the theme's React block when it comes near the viewport or gets focus:
 *   the theme's block and Prism load then, as one chunk (./Highlighted), once for the page;
 * - a block first rendered in the browser (client-side navigation) shows its lines as plain text
 *   in the same boxes (./Plain) until then.
 * plugins/lazy-prism removes the theme's eager import of Prism; src/theme/CodeBlock no
 * longer remounts blocks after hydration; src/config/prism.ts makes the colours CSS variables, so
 * the server's HTML is right in both colour modes.
 */
type Props = ComponentProps<typeof OriginalString>;
type Highlighted = typeof OriginalString;

let highlighted: Highlighted | undefined;
let loading: Promise<Highlighted> | undefined;
function loadHighlighted(): Promise<Highlighted> {
  loading ??= import('./Highlighted').then((module) => (highlighted = module.default));
  return loading;
}

/** The server: wait for the theme's block, so the HTML is highlighted. */
function ServerBlock(props: Props): ReactNode {
  const Block = highlighted ?? use(loadHighlighted());
  return <Block {...props} />;
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

/**
 * Server HTML of a block with this key still in the page: the block itself at hydration, or the
 * block a remounting parent (the theme's Tabs remount after hydration) is about to replace.
 */
function serverHtml(key: string): string | undefined {
  if (!ExecutionEnvironment.canUseDOM) return undefined;
  return document.querySelector(`[data-code-server="${key}"]`)?.innerHTML;
}

/** What had focus in the block before it was upgraded, to focus the same control after. */
function focusKey(slot: HTMLElement): string | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !slot.contains(active)) return undefined;
  return active.tagName === 'PRE' ? 'pre' : `button[aria-label="${CSS.escape(active.getAttribute('aria-label') ?? '')}"]`;
}

function CodeBlockString(props: Props): ReactNode {
  const key = blockKey(props);
  const slot = useRef<HTMLDivElement>(null);
  const [adopted] = useState(() => serverHtml(key));
  const [upgraded, setUpgraded] = useState(() => highlighted !== undefined && adopted === undefined);
  const refocus = useRef<string | undefined>(undefined);

  useEffect(() => {
    const element = slot.current;
    if (upgraded || !element) return undefined;
    let cancelled = false;
    const upgrade = () => {
      observer?.disconnect();
      element.removeEventListener('focusin', upgrade);
      void loadHighlighted().then(() => {
        if (cancelled) return;
        refocus.current = focusKey(element);
        setUpgraded(true);
      });
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && upgrade(), {rootMargin: '400px 0px'});
    if (observer) observer.observe(element);
    else upgrade();
    element.addEventListener('focusin', upgrade);
    return () => {
      cancelled = true;
      observer?.disconnect();
      element.removeEventListener('focusin', upgrade);
    };
  }, [upgraded]);

  useLayoutEffect(() => {
    if (upgraded && refocus.current) {
      slot.current?.querySelector<HTMLElement>(refocus.current)?.focus();
      refocus.current = undefined;
    }
  }, [upgraded]);

  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div className="statlas-code-slot" data-code-server={key}>
        <ServerBlock {...props} />
      </div>
    );
  }
  if (!upgraded && adopted !== undefined) {
    // eslint-disable-next-line react/no-danger -- the server's own HTML of this block, read back from the page
    return <div ref={slot} className="statlas-code-slot" data-code-server={key} dangerouslySetInnerHTML={{__html: adopted}} />;
  }
  const Block = upgraded ? highlighted : undefined;
  return (
    <div ref={slot} className="statlas-code-slot">
      {Block ? <Block {...props} /> : <PlainString {...props} />}
    </div>
  );
}

// Memoised: equal props need no new render (the block's content only depends on them).
export default memo(CodeBlockString);
