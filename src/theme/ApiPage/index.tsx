import React, {useState, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import OpenapiTabs from '@theme-original/Tabs';
import OpenapiTabItem from '@theme-original/TabItem';
import {createApiPageStore} from './store';
import {TabsOverrideContext, type TabsOverride} from '@site/src/theme/Tabs/override';
import {useApiAssets} from '@site/plugins/api-reference/client';

if (process.env.NODE_ENV !== 'production') {
  // The dev server bundles the stylesheets; production builds link the compiled file (see below).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('docusaurus-theme-openapi-docs/lib/theme/styles.scss');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./styles.css');
}

const openapiTabs: TabsOverride = {Tabs: OpenapiTabs, TabItem: OpenapiTabItem};

/**
 * Wrapper of every generated API page (see plugins/api-reference).
 *
 * The theme's schema, parameter and response components read a small Redux store (selected MIME
 * type, selected schema tab), a schema-expansion context and the theme's own Tabs/TabItem pair,
 * which the theme's ApiItem normally provides together with its request panel. This provides only
 * those, so the request panel's code is never bundled. In production it links the theme's
 * stylesheet, compiled by the API reference's assets plugin, from the page (see below), so that CSS
 * is loaded by API pages only.
 */
export default function ApiPage({children}: {readonly children: ReactNode}): ReactNode {
  const [store] = useState(createApiPageStore);
  const {href} = useApiAssets();
  return (
    <TabsOverrideContext.Provider value={openapiTabs}>
      {/*
        The stylesheet is rendered in place, not through <Head>: at hydration react-helmet removed
        and re-inserted the <link>, so the page flashed unstyled and back (Lighthouse CLS 0.305 on
        mobile). A stylesheet link in the body is valid HTML, blocks rendering of what follows it
        like one in the head, and hydrates as is.
      */}
      {process.env.NODE_ENV === 'production' && <link rel="stylesheet" href={href} />}
      <Provider store={store}>
        <SchemaExpansionProvider>
          <div className="theme-api-markdown statlas-api-page">{children}</div>
        </SchemaExpansionProvider>
      </Provider>
    </TabsOverrideContext.Provider>
  );
}
