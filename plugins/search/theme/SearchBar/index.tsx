/**
 * The navbar search: the DocSearch 3.9 button and modal, as @docusaurus/theme-search-algolia's
 * SearchBar (3.10.2) renders them, with what Statlas changes:
 * - embedded backend (default): the modal is answered by the local index (../../engine), loaded on
 *   first focus or open; no preconnect hint to Algolia and no 'Search by Algolia' logo;
 * - hosted backend: the theme's behavior unchanged (preconnect, insights from the config);
 * - 'No results for' instead of the theme's 'No results found for', and a 'Let us know.' link.
 *
 * - light first load: the button and keyboard shortcuts are a local copy (./DocSearchButton), and
 *   the DocSearch modal, the embedded client (MiniSearch) and the escaping of hosted hits are
 *   loaded on first focus, hover or open, so none of them is part of main.js.
 *
 * It replaces the theme component instead of wrapping it because the theme always emits the
 * preconnect hint. Re-check it against the theme's lib/theme/SearchBar when upgrading Docusaurus.
 */
import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType, DocSearchProps, ModalTranslations} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';

import {DocSearchButton, useDocSearchKeyboardEvents} from './DocSearchButton';
import {missingResultsUrl} from '../../engine/missingResults';
import {useFocusTrap} from '@site/src/components/FocusTrap';
import type {HostedHit} from '../../engine/escapeHits';

type Backend = 'hosted' | 'embedded';
type FacetFilters = NonNullable<NonNullable<DocSearchProps['searchParameters']>['facetFilters']>;

interface Props extends Partial<DocSearchProps> {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false | null;
  statlasBackend?: Backend;
  [key: string]: unknown;
}

let DocSearchModal: typeof DocSearchModalType | null = null;
let embeddedClient: typeof import('../../engine/embeddedClient') | null = null;
let escapeHit: typeof import('../../engine/escapeHits').escapeHit | null = null;

/** Load the embedded client (MiniSearch engine) once, and start fetching the index. */
function importEmbeddedClientIfNeeded(): Promise<void> {
  if (embeddedClient) return Promise.resolve();
  return import('../../engine/embeddedClient').then((module) => {
    embeddedClient = module;
  });
}

/** Load the escaping of hosted hits once (the embedded engine's hits come escaped). */
function importHitEscapingIfNeeded(): Promise<void> {
  if (escapeHit) return Promise.resolve();
  return import('../../engine/escapeHits').then((module) => {
    escapeHit = module.escapeHit;
  });
}

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./styles.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

function useNavigator({externalUrlRegex}: {externalUrlRegex?: string}) {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({itemUrl}: {itemUrl: string}) {
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));
  return navigator;
}

function useTransformSearchClient(backend: Backend) {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: {addAlgoliaAgent: (segment: string, version?: string) => void}) => {
      // The modal opens only after prepare() has loaded the embedded client.
      if (backend === 'embedded') return embeddedClient!.getEmbeddedClient();
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [backend, docusaurusVersion],
  ) as unknown as DocSearchProps['transformSearchClient'];
}

function useTransformItems(backend: Backend) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  // DocSearch renders highlights, snippets and (where a snippet is missing, as in saved
  // searches) raw text as HTML: hosted hits are escaped here so page text such as "<script>"
  // stays text. The modal opens only after prepare() has loaded the escaping.
  // DocSearch calls this once per page group (hits with the same lvl1): the page's own hit goes
  // first, so a group never shows a section of the page before the page itself.
  const [transformItems] = useState(
    () => (items: Array<HostedHit & {type?: string}>) =>
      [...items.filter((i) => i.type === 'lvl1'), ...items.filter((i) => i.type !== 'lvl1')].map((item) => ({
        ...(backend === 'hosted' ? escapeHit!(item) : item),
        url: processSearchResultUrl(item.url),
      })),
  );
  return transformItems as unknown as DocSearchProps['transformItems'];
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: {query: string; context: {nbHits?: number}}; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({contextualSearch, searchParameters}: Props) {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters() as FacetFilters;
  const configFacetFilters = (searchParameters?.facetFilters ?? []) as FacetFilters;
  const facetFilters = contextualSearch
    ? mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : configFacetFilters;
  const parameters = {...searchParameters, facetFilters};
  // DocSearchModal starts a new, empty search whenever this object changes, and shows its empty
  // results at the next mouse move: the same parameters keep the same object, so a re-render of
  // the page behind the open dialog (a route change that finishes loading) leaves it as it is.
  const key = JSON.stringify(parameters);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => parameters, [key]) as DocSearchProps['searchParameters'];
}

/** The theme's modal labels, with the site's no-results wording. */
function useModalTranslations() {
  return useMemo(() => {
    const modal = translations.modal as ModalTranslations;
    return {
      ...modal,
      noResultsScreen: {
        ...modal.noResultsScreen,
        noResultsText: translate({
          id: 'statlas.search.noResultsText',
          message: 'No results for',
          description: 'Start of the no-results message in the search modal, followed by the query',
        }),
      },
    } as ModalTranslations;
  }, []);
}

function DocSearch({externalUrlRegex, statlasBackend = 'hosted', contextualSearch, ...props}: Props) {
  const backend = statlasBackend;
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({contextualSearch, ...props});
  const transformItems = useTransformItems(backend);
  const transformSearchClient = useTransformSearchClient(backend);
  const modalTranslations = useModalTranslations();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepare = useCallback(() => {
    if (backend !== 'embedded') {
      return Promise.all([importDocSearchModalIfNeeded(), importHitEscapingIfNeeded()]).then(() => undefined);
    }
    return Promise.all([
      importEmbeddedClientIfNeeded().then(() => embeddedClient!.preloadSearchIndex()),
      importDocSearchModalIfNeeded(),
    ]).then(() => undefined);
  }, [backend]);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // Embedded search sends nothing to Algolia, so styles.css hides the modal's 'Search by Algolia' logo.
      if (backend === 'embedded') divElement.className = 'statlas-search--embedded';
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [backend]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    prepare().then(() => setIsOpen(true));
  }, [prepare, prepareSearchContainer]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo(
    () =>
      ({state}: {state: {query: string; context: {nbHits?: number}}}) => (
        <ResultsFooter state={state} onClose={closeModal} />
      ),
    [closeModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  } as Parameters<typeof useDocSearchKeyboardEvents>[0]);

  // DocSearch does not trap focus: Tab from its last control left the open dialog (WCAG 2.4.3).
  useFocusTrap(isOpen, '.DocSearch-Modal');

  const getMissingResultsUrl = useCallback(({query}: {query: string}) => missingResultsUrl(query), []);

  const {searchPagePath, ...docSearchProps} = props;

  return (
    <>
      {backend === 'hosted' && (
        <Head>
          {/* The first query is faster when the browser has already connected to Algolia. */}
          <link rel="preconnect" href={`https://${String(props.appId)}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator as DocSearchProps['navigator']}
            transformItems={transformItems}
            hitComponent={Hit as DocSearchProps['hitComponent']}
            transformSearchClient={transformSearchClient}
            getMissingResultsUrl={getMissingResultsUrl}
            {...(searchPagePath
              ? {resultsFooterComponent: resultsFooterComponent as DocSearchProps['resultsFooterComponent']}
              : {})}
            {...(docSearchProps as DocSearchProps)}
            translations={modalTranslations as DocSearchProps['translations']}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const docSearchProps = {
    ...(siteConfig.themeConfig.algolia as Props),
    ...props,
  };
  return <DocSearch {...docSearchProps} />;
}
