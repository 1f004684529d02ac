import React, {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import styles from './styles.module.css';

/**
 * Makes a data component (a reference table) cost the browser nothing when the server has already
 * rendered it: `export default serverRendered('PlanMatrix', () => import('./Table'))`.
 *
 * Why: a doc page with large tables blocked the main thread about 1.5 times as long as a prose page,
 * hydrating rows that never change, and shipped the data behind them in the page's chunk. With this:
 * - the server renders the component as before (the HTML, anchors and links are the same);
 * - in the browser, a static component adopts that HTML as it is: React does not hydrate it, and its
 *   code and data (the component's own chunk) are never downloaded;
 * - an interactive use (`interactive(props)`, e.g. a table with filters) adopts the HTML too, loads
 *   the chunk at once, and swaps in the live component (the same markup) when it arrives, after
 *   the page has hydrated;
 * - a page opened in the app (client-side navigation) has no server HTML: the chunk loads as soon
 *   as the page's own chunk runs, and the component renders when it arrives, then scrolls to the
 *   URL's anchor if the anchor is inside it or after it (its arrival moved the anchor).
 * Two uses with the same props render the same HTML, so the key of a use is its name and props.
 */
export default function serverRendered<P extends object = Record<string, never>>(
  name: string,
  load: () => Promise<{default: ComponentType<P>}>,
  {interactive}: {interactive?: (props: P) => boolean} = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((module) => (Loaded = module.default)));
  // Evaluated after the app has hydrated: a page is being opened (or preloaded) in the app, and the
  // browser will render this component itself.
  if (ExecutionEnvironment.canUseDOM && (window as {docusaurusRoot?: unknown}).docusaurusRoot) void start();

  function Inner({
    props,
    island,
    scrollToHash,
  }: {
    props: P;
    island: RefObject<HTMLDivElement | null>;
    scrollToHash: boolean;
  }): ReactNode {
    // State, not `use()`: a page opened in the app rendered `use()` of the chunk's promise inside the
    // router's concurrent render, which React sometimes reported as a recoverable error (#520).
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => Loaded);
    useEffect(() => {
      if (Component) return undefined;
      let current = true;
      void start().then((loaded) => current && setComponent(() => loaded));
      return () => {
        current = false;
      };
    }, [Component]);
    useLayoutEffect(() => {
      if (!Component || !island.current) return;
      const id = scrollToHash ? decodeURIComponent(window.location.hash.slice(1)) : '';
      const target = id ? document.getElementById(id) : null;
      // The anchor is inside this component, or after it: arriving, the component moved it down the
      // page. Two components arrive in either order (each has its own chunk), so each scrolls.
      const after = target ? island.current.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      if (target && (island.current.contains(target) || after)) target.scrollIntoView();
    }, [Component, island, scrollToHash]);
    return Component ? <Component {...props} /> : null;
  }

  function ServerRendered(props: P): ReactNode {
    const key = `${name}-${hash(JSON.stringify(props))}`;
    const isInteractive = interactive?.(props) ?? false;
    const [server] = useState(() => serverHtml(key));
    const island = useRef<HTMLDivElement>(null);
    // An interactive use swaps the adopted HTML for the live component (the same markup) once its
    // chunk has arrived, after the page has hydrated.
    const [live, setLive] = useState(false);
    useEffect(() => {
      if (!isInteractive || server === undefined) return undefined;
      let cancelled = false;
      void start().then(() => !cancelled && setLive(true));
      return () => {
        cancelled = true;
      };
    }, [isInteractive, server]);
    if (server !== undefined && !live) {
      return (
        <div
          className={styles.island}
          data-server-rendered={key}
          data-interactive={isInteractive ? '' : undefined}
          dangerouslySetInnerHTML={{__html: server}}
        />
      );
    }
    // The server waits for the chunk (no Suspense boundary: React's streaming renderer would move a
    // boundary that suspended to the end of the HTML). A page opened in the app shows the
    // component when its chunk arrives.
    if (!ExecutionEnvironment.canUseDOM && !Loaded) use(start());
    const rendersItself = ExecutionEnvironment.canUseDOM && server === undefined;
    const inner = <Inner props={props} island={island} scrollToHash={rendersItself} />;
    // `data-live` marks the component React renders in the browser: its controls respond (tests and
    // scripts wait for it before they use a filter). `data-interactive` marks a use that goes live,
    // so a test can wait until every such use has.
    return (
      <div
        ref={island}
        className={styles.island}
        data-server-rendered={key}
        data-interactive={isInteractive ? '' : undefined}
        data-live={ExecutionEnvironment.canUseDOM ? '' : undefined}>
        {rendersItself ? <Suspense fallback={null}>{inner}</Suspense> : inner}
      </div>
    );
  }
  ServerRendered.displayName = `ServerRendered(${name})`;
  return ServerRendered;
}

/** The HTML the server rendered for this key, if the page holds it (at hydration, or the page being left). */
function serverHtml(key: string): string | undefined {
  if (!ExecutionEnvironment.canUseDOM) return undefined;
  return document.querySelector(`[data-server-rendered="${key}"]`)?.innerHTML;
}

/** FNV-1a, base 36. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}
