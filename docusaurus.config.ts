import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {siteUrl} from './src/config/links';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {gtagOptions} from './src/config/analytics';
import {apiReferenceOptions} from './src/config/openapi';
import {searchPlugins, searchThemes, searchThemeConfig} from './src/config/search';
import {codeTheme} from './src/config/prism';
import announcementReset from './plugins/announcement-reset';
import lazyPrism from './plugins/lazy-prism';
import apiReference from './plugins/api-reference';

const api = apiReference(apiReferenceOptions);

const config: Config = {
  title: 'Statlas',
  tagline: 'Server statistics, counters and role rewards for Discord, trusted by over 700,000 communities and businesses.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,

  future: {
    v4: true,
    faster: true,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md files are plain CommonMark (HTML comments such as <!-- truncate --> work);
    // .mdx files may import and use React components.
    format: 'detect',
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: false,
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Statlas blog',
          blogDescription: 'Release notes, patch notes, newsletters and events from the team behind Statlas.',
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          postsPerPage: 10,
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: false,
            title: 'Statlas blog',
            description: 'Release notes, newsletters and events from the Statlas team.',
            copyright: `Copyright © ${new Date().getFullYear()} Statlas`,
            limit: false,
          },
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/blog/tags/**', '/blog/page/**'],
          filename: 'sitemap.xml',
        },
        gtag: gtagOptions(),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        // The docs landing page is guide/welcome.
        redirects: [{from: '/docs', to: '/docs/guide/welcome'}],
      },
    ],
    // A new announcement shows on the first load after its id changes.
    announcementReset,
    // Prism loads with the first code block, not with every page.
    lazyPrism,
    // The API reference: pages generated from the OpenAPI spec and their page-only assets.
    ...api.plugins,
    // Search: the embedded index, or hosted Algolia when configured.
    ...searchPlugins,
  ],

  themes: ['@docusaurus/theme-mermaid', ...api.themes, ...searchThemes],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'Statlas, Discord bot, server statistics, counters, role rewards'}],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // Change the id whenever the text changes: dismissal is remembered per id.
      id: 'statlas-api-v1',
      content:
        'The Statlas statistics API is public. Read the <a href="/docs/api/statlas-api">API reference</a> to get started.',
      isCloseable: true,
      backgroundColor: '#3b3bb3',
      textColor: '#ffffff',
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar,
    footer,
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: ['bash', 'json', 'yaml'],
    },
    ...searchThemeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
