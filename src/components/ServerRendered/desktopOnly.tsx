import React, {useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Wraps a theme part that only shows on wide screens (the docs and blog sidebars, the doc table of
 * contents) so that a phone does not hydrate it: `export default desktopOnly('docs-sidebar', Desktop)`.
 *
 * Why: the server renders these parts for every width and CSS hides them below the theme's
 * breakpoint (996 px). The theme's own components then remove them right after hydration on a narrow
 * screen (`useWindowSize` turns from 'ssr' to 'mobile'), so a phone hydrated every sidebar link
 * (with an IntersectionObserver each) only to unmount it in the next render: on the stats page
 * about a third of the elements React hydrated. Here, on a narrow screen, the first render adopts
 * the server's HTML as it is (as src/components/ServerRendered does), which costs React nothing,
 * and the theme unmounts it as before. On a wide screen, and whenever the part mounts later (a
 * page opened in the app, a phone turned to landscape), it renders as the theme's.
 *
 * The wrapper is a `display: contents` div, so the part lays out exactly as before.
 */
const DESKTOP_BREAKPOINT = 996; // the theme's (useWindowSize, Infima)

export default function desktopOnly<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  function DesktopOnly(props: P): ReactNode {
    const [adopted] = useState(() => narrowServerHtml(name));
    if (adopted !== undefined) {
      return <div data-desktop-only={name} style={{display: 'contents'}} dangerouslySetInnerHTML={{__html: adopted}} />;
    }
    return (
      <div data-desktop-only={name} style={{display: 'contents'}}>
        <Component {...props} />
      </div>
    );
  }
  DesktopOnly.displayName = `DesktopOnly(${name})`;
  return DesktopOnly;
}

/** On a narrow screen, the server's HTML of the part while the page still holds it (at hydration). */
function narrowServerHtml(name: string): string | undefined {
  if (!ExecutionEnvironment.canUseDOM || window.innerWidth > DESKTOP_BREAKPOINT) return undefined;
  return document.querySelector(`[data-desktop-only="${name}"]`)?.innerHTML;
}
