/**
 * The theme's /search page, unchanged in hosted mode. In embedded mode its results come from the
 * local index (algoliasearch/lite is aliased to src/search/liteClient.ts) and the 'Powered by
 * Algolia' logo is hidden, since no query goes to Algolia.
 */
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import './styles.css';

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const backend = (siteConfig.themeConfig.algolia as {statlasBackend?: string} | undefined)?.statlasBackend;
  if (backend !== 'embedded') return <SearchPage />;
  return (
    <HtmlClassNameProvider className="statlas-search--embedded">
      <SearchPage />
    </HtmlClassNameProvider>
  );
}
