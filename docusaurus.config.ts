import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {execFileSync} from 'node:child_process';

import {API_INFO_ROUTE} from './src/config/apiRoutes';
import {repository, siteUrl} from './src/config/links';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {gtagOptions} from './src/config/analytics';
import {apiReferenceOptions} from './plugins/api-reference/options';
import {searchPlugins, searchThemes, searchThemeConfig} from './plugins/search/config';
import {codeTheme} from './src/config/prism';
import announcementReset from './plugins/announcement-reset';
import lazyPrism from './plugins/lazy-prism';
import idlePrefetch from './plugins/idle-prefetch';
import apiReference, {remarkApiErrors} from './plugins/api-reference';
import markdownExport from './plugins/markdown-export';
import contentCheck from './plugins/content-check';
import discordMessages, {remarkDiscordMessages} from './plugins/discord-messages';
import inlineData, {remarkInlineData} from './plugins/inline-data';
import redirects from './plugins/redirects';

const api = apiReference(apiReferenceOptions);

/**
 * Last-updated dates come from git. A shallow clone has only its newest commit, so every page
 * would show the date of that commit: then the dates are turned off, with a warning (CI may
 * clone shallowly; the deploy workflow fetches the full history).
 */
function gitHasHistory(): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === 'false'
    );
  } catch {
    return false;
  }
}
const showLastUpdate = gitHasHistory();
if (!showLastUpdate) {
  console.warn(
    '[WARNING] This checkout has no git history (a shallow clone, or no git): doc pages are built without ' +
      'last-updated dates. Fetch the full history (git fetch --unshallow) to show them.',
  );
}

/** "Edit this page" opens the page's source; generated API pages open the OpenAPI file they come from. */
function editUrl({docPath}: {docPath: string}): string {
  const file = docPath.startsWith('api/') ? 'openapi/statlas.yaml' : `docs/${docPath}`;
  return `${repository.url}/edit/${repository.branch}/${file}`;
}

const config: Config = {
  title: 'Statlas',
  tagline:
    'Server statistics, counters and role rewards for Discord, trusted by over 700,000 communities and businesses.',
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

  // Print and "Save as PDF" styles: media="print" keeps them off the critical path of every page.
  stylesheets: [{href: '/css/print.css', media: 'print'}],

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
          showLastUpdateTime: showLastUpdate,
          editUrl,
          beforeDefaultRemarkPlugins: [remarkDiscordMessages, [remarkInlineData, {readerLine: true}], remarkApiErrors],
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
          beforeDefaultRemarkPlugins: [remarkDiscordMessages, remarkInlineData],
        },
        pages: {
          // remarkApiErrors: the components page shows <ApiErrors />, as the API errors page does.
          beforeDefaultRemarkPlugins: [remarkDiscordMessages, remarkInlineData, remarkApiErrors],
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
      // @docusaurus/plugin-client-redirects, whose pages it completes with a title and a language.
      redirects,
      {
        // The docs landing page is guide/welcome.
        redirects: [{from: '/docs', to: '/docs/guide/welcome'}],
      },
    ],
    // A new announcement shows on the first load after its id changes.
    announcementReset,
    // Prism loads with the first code block, not with every page.
    lazyPrism,
    // Links in view are prefetched in idle time, not in one burst after hydration.
    idlePrefetch,
    // Statlas's messages and channel lists, drawn from src/data (styles; the remark plugin is above).
    discordMessages,
    // Figures and the reader line, written into MDX pages at build time (styles; the remark plugin is above).
    inlineData,
    // The API reference: pages generated from the OpenAPI spec and their page-only assets.
    ...api.plugins,
    // Content rules on docs and blog sources: fails the build, warns in `docusaurus start`.
    contentCheck,
    // Markdown twins of every page, /llms.txt and /llms-full.txt, written after the build.
    markdownExport,
    // Search: the embedded index, or hosted Algolia when configured.
    ...searchPlugins,
  ],

  themes: ['@docusaurus/theme-mermaid', ...api.themes, ...searchThemes],

  themeConfig: {
    image: 'img/social-card.png',
    // No site-wide keywords meta: web search ignores it. Readers' phrases are search data
    // (plugins/search/phrases), not front matter: a page's `keywords` holds at most 8 real keywords.
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // Change the id whenever the text changes: dismissal is remembered per id.
      id: 'statlas-api-v1',
      content: `The Statlas statistics API is public. Read the <a href="${API_INFO_ROUTE}">API reference</a> to get started.`,
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
      // One theme for both modes (its colours are CSS variables): no darkTheme, so the theme is
      // not serialized twice into the site config every page loads.
      theme: codeTheme,
      additionalLanguages: ['bash', 'json', 'yaml'],
    },
    ...searchThemeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
