/**
 * statlas-markdown-export: after the build, writes a Markdown twin of every doc page, API page and
 * blog post, plus /llms.txt and /llms-full.txt. See README.md in this folder.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {pageToMarkdown} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, markdownPath, orderDocs, type ExportedPage, type SidebarItem} from './llms';

interface DocsContent {
  loadedVersions: Array<{
    docs: Array<{id: string; permalink: string}>;
    sidebars: Record<string, SidebarItem[]>;
  }>;
}

interface BlogContent {
  blogPosts: Array<{metadata: {permalink: string}}>;
}

function htmlFileFor(outDir: string, route: string): string | undefined {
  const candidates = [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  return candidates.find((file) => existsSync(file));
}

export default function markdownExportPlugin(context: LoadContext): Plugin {
  const {siteConfig} = context;
  return {
    name: 'statlas-markdown-export',

    async postBuild({outDir, plugins, routesPaths}) {
      const started = Date.now();
      const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === 'default');
      const blogPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-blog');
      const docsContent = docsPlugin?.content as DocsContent | undefined;
      const blogContent = blogPlugin?.content as BlogContent | undefined;
      if (!docsContent) throw new Error('statlas-markdown-export: the docs plugin has no content');
      const version = docsContent.loadedVersions[0];

      const postRoutes = new Set((blogContent?.blogPosts ?? []).map((post) => post.metadata.permalink));
      // Every docs route (pages, API pages, generated category pages) and every blog post.
      const routes = [...new Set(routesPaths)].filter((route) => route.startsWith('/docs/') || postRoutes.has(route));

      const pages: ExportedPage[] = [];
      for (const route of routes) {
        const file = htmlFileFor(outDir, route);
        if (!file) continue;
        const url = new URL(route, siteConfig.url).toString();
        const page = pageToMarkdown(readFileSync(file, 'utf8'), url);
        if (!page) continue;
        const target = path.join(outDir, markdownPath(route));
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, page.markdown);
        pages.push({route, title: page.title, description: page.description, markdown: page.markdown, kind: postRoutes.has(route) ? 'post' : 'doc'});
      }

      const ordered = orderDocs(pages, version.sidebars, version.docs);
      const site = {title: siteConfig.title, summary: siteConfig.tagline, url: siteConfig.url};
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site, ordered));
      writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, ordered));
      console.log(
        `[statlas-markdown-export] ${pages.length} Markdown pages, llms.txt and llms-full.txt in ${Date.now() - started} ms`,
      );
    },
  };
}
