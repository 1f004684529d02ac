import React, {type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {API_ASSETS_PLUGIN, type ApiAssetsData} from '../../constants';

if (process.env.NODE_ENV !== 'production') {
  // The dev server has no built stylesheet to link: it bundles the one the plugin compiled into
  // .docusaurus (plugins/api-reference/index.ts). Production links it (below).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@generated/statlas-api-reference/statlas-api.css');
}

/**
 * Wrapper of every generated API page (plugins/api-reference/generators.ts).
 *
 * It links the API stylesheet (the OpenAPI theme's styles and ./styles.css, compiled by the plugin),
 * so that CSS is loaded by API pages only, and gives the content the class the theme's styles
 * expect. It provides nothing else: the page's components (./Params, ./Responses, ./Fields, ./Tabs)
 * render finished text and need no store or context.
 */
export default function ApiPage({children}: {readonly children: ReactNode}): ReactNode {
  const {href} = usePluginData(API_ASSETS_PLUGIN) as ApiAssetsData;
  return (
    <>
      {/*
        The stylesheet is rendered in place, not through <Head>: at hydration react-helmet removed
        and re-inserted the <link>, so the page flashed unstyled and back (Lighthouse CLS 0.305 on
        mobile). A stylesheet link in the body is valid HTML, blocks rendering of what follows it
        like one in the head, and hydrates as is.
      */}
      {process.env.NODE_ENV === 'production' && <link rel="stylesheet" href={href} />}
      <div className="theme-api-markdown statlas-api-page">{children}</div>
    </>
  );
}
