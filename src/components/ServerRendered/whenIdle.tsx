import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';

/**
 * Wraps a theme part that draws nothing on the page and is only needed later, so that it mounts in
 * idle time after the page has loaded: `export default whenIdle(DocSidebarMobile)`.
 *
 * Why: on a phone the docs and blog sidebars hand their items to the navbar's menu for when the reader
 * opens it (`NavbarSecondaryMenuFiller`, which renders nothing). The filler sorts its props' keys with
 * `localeCompare`, and the page's first `localeCompare` loads the browser's collation data: about
 * 7 ms, in the task right after hydration that also removes the desktop sidebar (a CPU profile of
 * /docs/guide/setup at 412 px). Mounted in idle time, the menu gets the same items a moment later,
 * long before a reader can open it; and it still opens without them, as on a page without a sidebar.
 */
export default function whenIdle<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WhenIdle(props: P): ReactNode {
    const [idle, setIdle] = useState(false);
    useEffect(() => {
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = window.setTimeout(() => setIdle(true), 200);
        return () => window.clearTimeout(timer);
      }
      const handle = window.requestIdleCallback(() => setIdle(true), {timeout: 2000});
      return () => window.cancelIdleCallback(handle);
    }, []);
    return idle ? <Component {...props} /> : null;
  }
  WhenIdle.displayName = `WhenIdle(${Component.displayName ?? Component.name})`;
  return WhenIdle;
}
