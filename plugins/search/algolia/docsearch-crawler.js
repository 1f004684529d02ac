/* global Crawler -- the Algolia crawler editor defines it */
/*
 * Algolia Crawler configuration for the hosted DocSearch index `statlas`.
 *
 * Paste it into the Crawler editor (https://crawler.algolia.com), replace the app id and the
 * crawler key, and run a crawl after each deploy. The records follow the rules the embedded index
 * uses (plugins/search/indexer/rules.ts; a unit test checks the selectors): lvl0 = top-level section
 * ("API", "Blog" or the sidebar category, read here from the rendered sidebar since the crawler only
 * sees HTML), lvl1 = page title, lvl2-lvl6 = headings, content = paragraphs, list items, table cells,
 * an API operation's method and URL and API parameter names (in a blog post or legal page, the lead of
 * the page and of each section only); facets `language` and `docusaurus_tag` come from the docsearch meta tags.
 * pageRank is the page's prior, from its kind as plugins/search/indexer/rules.ts sets it (PAGE_KINDS,
 * times 100): the generated API reference 50, blog posts, legal pages and the messages reference 60,
 * the docs 100. Readers' phrases are not in the pages: a hosted build generates them as query rules
 * (build-hosted/algolia/rules.json, plugins/search/README.md says how to upload them). The engine's lift of a
 * section named in the query ("api", "endpoint", "blog", "release", "command", "reply", ...) has no index
 * setting: hosted, it takes one Query Rule per section word (optionalFilters on that section).
 * initialIndexSettings must stay equal to index-settings.json beside this file (a unit test checks it).
 * A hosted build also writes build-hosted/algolia/synonyms.json, the engine's synonym groups, to upload the same way.
 */
new Crawler({
  appId: 'YOUR_ALGOLIA_APP_ID',
  apiKey: 'YOUR_CRAWLER_WRITE_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.statlas.app/docs/guide/welcome', 'https://docs.statlas.app/blog'],
  sitemaps: ['https://docs.statlas.app/sitemap.xml'],
  discoveryPatterns: ['https://docs.statlas.app/**'],
  exclusionPatterns: [
    'https://docs.statlas.app/search**',
    'https://docs.statlas.app/blog/page/**',
    'https://docs.statlas.app/blog/tags/**',
    'https://docs.statlas.app/blog/archive',
    'https://docs.statlas.app/blog/authors/**',
  ],
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: 'statlas',
      pathsToMatch: ['https://docs.statlas.app/docs/**', 'https://docs.statlas.app/blog/**'],
      recordExtractor: ({url, $, helpers}) => {
        const path = url.pathname;
        let lvl0 = 'Documentation';
        if (/^\/docs\/(api|category\/statlas-api)(\/|$)/.test(path)) {
          lvl0 = 'API';
        } else if (path.startsWith('/blog')) {
          lvl0 = 'Blog';
        } else {
          const category = $('.theme-doc-sidebar-item-category-level-1')
            .filter((_, el) => $(el).find('.menu__link--active').length > 0)
            .first()
            .find('.menu__link')
            .first()
            .text()
            .trim();
          lvl0 = category || $('.navbar__link--active').first().text().trim() || lvl0;
        }
        const kind = /^\/docs\/(api|category\/statlas-api)(\/|$)/.test(path)
          ? 'reference'
          : path.startsWith('/blog/')
            ? 'post'
            : path.startsWith('/docs/legal/')
              ? 'terms'
              : path === '/docs/usage/messages'
                ? 'messages'
                : 'doc';
        const pageRank = {reference: '50', post: '60', terms: '60', messages: '60', doc: '100'}[kind];
        // Anchors, code blocks, page chrome, API examples, constraints, tabs and bot messages shown off their home are not content.
        $(
          '.hash-link, pre, script, style, svg, button, nav, .theme-doc-breadcrumbs, .theme-doc-toc-mobile, .theme-doc-toc-desktop, .theme-doc-footer, footer, header, .openapi-example, figure.dm:not([data-home]), code[title^="Statlas "], [role=tablist]',
        ).remove();
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['article h1', 'header h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5',
            lvl6: 'article h6',
            // A blog post or legal page: the lead of the page and of each section (rules.ts, leadBlocks).
            content:
              kind === 'post' || kind === 'terms'
                ? 'article .markdown > :first-child:not(h2), article h2 + *, article h3 + *, article h4 + *, article h5 + *, article h6 + *'
                : 'article p, article li, article th[scope=row], article td, article .statlas-api-endpoint, article .openapi-schema__container',
            pageRank,
            language: {selectors: 'meta[name="docsearch:language"]', defaultValue: 'en'},
            docusaurus_tag: {selectors: 'meta[name="docsearch:docusaurus_tag"]', defaultValue: 'default'},
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    statlas: {
      attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag', 'filterOnly(url_without_anchor)'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
        'unordered(hierarchy.lvl0)',
      ],
      distinct: 2,
      attributeForDistinct: 'url_without_anchor',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      snippetEllipsisText: '…',
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
      hitsPerPage: 20,
    },
  },
});
