/**
 * The theme's /search page, unchanged in hosted mode. In embedded mode its results come from the
 * local index (algoliasearch/lite is aliased to plugins/search/engine/liteClient.ts) and the 'Powered by
 * Algolia' logo is hidden, since no query goes to Algolia.
 */
import React, {useEffect, type ReactNode} from 'react';
// The theme's own page, aliased by the plugin (../../index.ts): `@theme-original` would point back here.
import SearchPage from '@docusaurus/theme-search-algolia/lib/theme/SearchPage';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import './styles.css';

/**
 * The theme renders each result's path as <nav aria-label="breadcrumbs">: twenty results put twenty
 * navigation landmarks of the same name in a screen reader's landmark list. A result's path is part
 * of the result, not site navigation: this turns each into a plain list as results render (the
 * theme's component has no prop for it, and it is too large to eject for one element).
 */
function useResultPathsAsLists(): void {
  useEffect(() => {
    const plain = () => {
      for (const nav of Array.from(document.querySelectorAll('main article nav[aria-label="breadcrumbs"]'))) {
        nav.removeAttribute('aria-label');
        nav.setAttribute('role', 'none');
      }
    };
    plain();
    const observer = new MutationObserver(plain);
    observer.observe(document.querySelector('main') ?? document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
}

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  useResultPathsAsLists();
  const backend = (siteConfig.themeConfig.algolia as {statlasBackend?: string} | undefined)?.statlasBackend;
  if (backend !== 'embedded') return <SearchPage />;
  return (
    <HtmlClassNameProvider className="statlas-search--embedded">
      <SearchPage />
    </HtmlClassNameProvider>
  );
}
