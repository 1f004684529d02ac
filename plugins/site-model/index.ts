/**
 * One model of the built site, made in one pass after `docusaurus build`.
 *
 * The pass walks the route list Docusaurus hands to `postBuild` (`routesPaths`), as the Docusaurus
 * website's own plugins do, reads and parses each doc page, API page and post once, and keeps the
 * page's kind, address, title, description, sidebar section and parsed tree. It knows nothing of
 * what is made from the pages: its consumers (the Markdown export, search) ask it for pages and
 * derive their own output, reading the tree without changing it. Their `postBuild` hooks call
 * `siteModelOf(props)`; the first call makes the model and the others get the same one (Docusaurus
 * runs the `postBuild` hooks side by side, with the same route list).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {HTMLElement} from 'node-html-parser';

import {isApiRoute} from '../../src/config/apiRoutes';
import {parseHtml} from './html';
import {sectionsByDocId, type LoadedDocsVersion} from './sidebar';

export type {LoadedDocsVersion} from './sidebar';

/**
 * What a page is: a doc page, an API reference page (or its category page), a blog post, a blog
 * list (the blog, its pages, tags, authors and archive) or another page (home, search).
 */
export type PageKind = 'doc' | 'api' | 'post' | 'blog-list' | 'page';

export interface SitePage {
  readonly route: string;
  /** Absolute address on the production site. */
  readonly url: string;
  readonly kind: PageKind;
  /** The built HTML file. */
  readonly file: string;
  /** The page's title (its article's h1) and description (its meta description), when it has an article. */
  readonly title?: string;
  readonly description?: string;
  /** The top-level sidebar category that holds the doc, if any. */
  readonly section?: string;
  /**
   * The parsed page (parseHtml) of a doc page, API page or post, shared by every consumer: read it,
   * never change it. Null for other pages.
   */
  readonly root: HTMLElement | null;
}

export interface SiteInfo {
  readonly title: string;
  readonly summary: string;
  readonly url: string;
}

export interface SiteModel {
  readonly site: SiteInfo;
  /** Every built route, sorted. */
  readonly pages: readonly SitePage[];
  /** The docs and sidebars of the default docs plugin (for the order of llms.txt). */
  readonly docs: LoadedDocsVersion;
}

export interface SiteModelInput {
  readonly outDir: string;
  readonly routesPaths: readonly string[];
  readonly site: SiteInfo;
  readonly docs: LoadedDocsVersion;
  /** Permalinks of the blog posts. */
  readonly posts: ReadonlySet<string>;
}

/** The kind of a route. */
export function kindOf(route: string, posts: ReadonlySet<string>): PageKind {
  if (posts.has(route)) return 'post';
  if (route === '/blog' || route.startsWith('/blog/')) return 'blog-list';
  if (isApiRoute(route)) return 'api';
  if (route.startsWith('/docs/')) return 'doc';
  return 'page';
}

/** The pages whose content the consumers read: every docs route (pages, API pages, generated category pages) and every post. */
const hasContent = (kind: PageKind): boolean => kind === 'doc' || kind === 'api' || kind === 'post';

function htmlFileFor(outDir: string, route: string): string | undefined {
  const candidates = [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  return candidates.find((file) => existsSync(file));
}

/** Reads every page of a build, and parses each doc page, API page and post once. */
export function buildSiteModel({outDir, routesPaths, site, docs, posts}: SiteModelInput): SiteModel {
  const sectionOfId = sectionsByDocId(docs.sidebars);
  const sectionOf = new Map(
    docs.docs.flatMap((doc) => (sectionOfId.has(doc.id) ? [[doc.permalink, sectionOfId.get(doc.id)!] as const] : [])),
  );
  const pages: SitePage[] = [];
  for (const route of [...new Set(routesPaths)].sort()) {
    const file = htmlFileFor(outDir, route);
    if (!file) continue;
    const kind = kindOf(route, posts);
    const section = sectionOf.get(route);
    const url = new URL(route, site.url).toString();
    const root = hasContent(kind) ? parseHtml(readFileSync(file, 'utf8')) : null;
    const article = root?.querySelector('article');
    const title = collapse(article?.querySelector('h1')?.text ?? '');
    const description = collapse(root?.querySelector('meta[name=description]')?.getAttribute('content') ?? '');
    pages.push({
      route,
      url,
      kind,
      file,
      ...(article && title ? {title} : {}),
      ...(article && description ? {description} : {}),
      ...(section ? {section} : {}),
      root,
    });
  }
  return {site, pages, docs};
}

/** The part of `postBuild`'s props the model reads. */
export interface PostBuildInput {
  readonly outDir: string;
  readonly routesPaths: string[];
  readonly siteConfig: {readonly title: string; readonly tagline: string; readonly url: string};
  readonly plugins: ReadonlyArray<{
    readonly name: string;
    readonly options: {readonly id?: string};
    readonly content: unknown;
  }>;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const models = new WeakMap<readonly string[], SiteModel>();

/** The model of the build that `postBuild` describes, made once per build. */
export function siteModelOf(props: PostBuildInput): SiteModel {
  const known = models.get(props.routesPaths);
  if (known) return known;
  const docsPlugin = props.plugins.find(
    (p) => p.name === 'docusaurus-plugin-content-docs' && (p.options.id ?? 'default') === 'default',
  );
  const blogPlugin = props.plugins.find((p) => p.name === 'docusaurus-plugin-content-blog');
  const docs = (docsPlugin?.content as {loadedVersions?: LoadedDocsVersion[]} | undefined)?.loadedVersions?.[0];
  if (!docs) throw new Error('site-model: the docs plugin has no content');
  const blogPosts =
    (blogPlugin?.content as {blogPosts?: Array<{metadata: {permalink: string}}>} | undefined)?.blogPosts ?? [];
  const {siteConfig} = props;
  const started = Date.now();
  const model = buildSiteModel({
    outDir: props.outDir,
    routesPaths: props.routesPaths,
    site: {title: siteConfig.title, summary: siteConfig.tagline, url: siteConfig.url},
    docs,
    posts: new Set(blogPosts.map((post) => post.metadata.permalink)),
  });
  models.set(props.routesPaths, model);
  console.log(`[statlas-site-model] ${model.pages.length} built pages read once in ${Date.now() - started} ms`);
  return model;
}
