import React, {useId, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Wraps a theme part that only shows text (a date, a code block with element children) so that the
 * page adopts the server's HTML of it at hydration instead of rendering it again:
 * `export default staticText('last-updated', LastUpdated)`.
 *
 * Why: the doc footer's "Last updated on …" and the blog's post dates format a date with
 * `Intl.DateTimeFormat`, and the first formatter a page creates costs about 14 ms of main thread
 * (the browser loads its locale data), inside a hydration slice: that one call was among the longest
 * pieces of script after main.js on a doc page. The server has already written the text. Here, at hydration,
 * the part's wrapper takes the server's markup as it is (as src/components/ServerRendered does), found
 * by `useId`, which React makes equal on the server and at hydration. A part mounted later (a page
 * opened in the app) renders as the theme's.
 *
 * The wrapper is a `display: contents` div, so the part lays out exactly as before.
 */
export default function staticText<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  function StaticText(props: P): ReactNode {
    const id = useId();
    const [adopted] = useState(() => serverHtml(id));
    if (adopted !== undefined) {
      return <div data-static-text={id} style={{display: 'contents'}} dangerouslySetInnerHTML={{__html: adopted}} />;
    }
    return (
      <div data-static-text={id} style={{display: 'contents'}}>
        <Component {...props} />
      </div>
    );
  }
  StaticText.displayName = `StaticText(${name})`;
  return StaticText;
}

/** The server's HTML of the part with this id, while the page still holds it (at hydration). */
function serverHtml(id: string): string | undefined {
  if (!ExecutionEnvironment.canUseDOM) return undefined;
  return document.querySelector(`[data-static-text="${CSS.escape(id)}"]`)?.innerHTML;
}
