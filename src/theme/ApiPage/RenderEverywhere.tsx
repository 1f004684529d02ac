import React, {type ReactNode} from 'react';

/**
 * Stands in for @docusaurus/BrowserOnly inside the OpenAPI theme's ParamsDetails, RequestSchema and
 * ResponseSchema (swapped in by plugins/api-reference/bundle.ts).
 *
 * Why: those components wrap their whole content in BrowserOnly, so the server sent skeletons and
 * the browser rendered every parameter, schema and example in one long task after hydration
 * (about 190 ms on a phone). Nothing in them needs the browser: with the store from ApiPage they
 * render on the server like any page, readers without JavaScript and the search index get the
 * parameters and responses, and the browser hydrates them in small slices.
 */
export default function RenderEverywhere({children}: {readonly children: () => ReactNode}): ReactNode {
  return <>{children()}</>;
}
