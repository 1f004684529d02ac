/**
 * A built site read from its folder, for the checks in Node (`npm run test:build`) and their unit
 * tests (which point it at a small fixture folder): the routes of its sitemap, the file each route
 * is served from, and each page parsed once.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import type {HTMLElement} from 'node-html-parser';

import {parseHtml} from '../../plugins/site-model/html';
import {listFiles} from '../../scripts/list-files.mjs';
import {sitemapPaths} from '../../scripts/load-test.mjs';

export const siteDir = path.resolve(__dirname, '..', '..');
export const defaultBuildDir = path.join(siteDir, 'build');

export {listFiles};

/** The route a built HTML file answers (`docs/guide/invite/index.html` -> `/docs/guide/invite`). */
export function routeOfHtmlFile(relative: string): string {
  const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

export interface BuiltPage {
  readonly route: string;
  readonly file: string;
  readonly html: string;
  readonly root: HTMLElement;
}

export class BuiltSite {
  readonly dir: string;
  /** The paths of sitemap.xml, in sitemap order. */
  readonly routes: string[];
  /** The site's own origin, from the sitemap (`https://docs.statlas.app`). */
  readonly origin: string;
  private readonly pages = new Map<string, BuiltPage | null>();
  private readonly files = new Map<string, string | undefined>();

  constructor(dir: string = defaultBuildDir) {
    this.dir = dir;
    const sitemap = path.join(dir, 'sitemap.xml');
    if (!existsSync(sitemap)) throw new Error(`${sitemap} is missing: run \`npm run build\` first`);
    const xml = readFileSync(sitemap, 'utf8');
    this.routes = sitemapPaths(xml);
    if (this.routes.length === 0) throw new Error(`No <loc> in ${sitemap}`);
    this.origin = new URL(/<loc>\s*([^<\s]+)/.exec(xml)![1]!).origin;
  }

  /** The file that answers a same-site path (no query, no fragment), as `docusaurus serve` and nginx find it. */
  fileFor(pathname: string): string | undefined {
    if (!this.files.has(pathname)) this.files.set(pathname, this.findFile(pathname));
    return this.files.get(pathname);
  }

  private findFile(pathname: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const base = path.join(this.dir, decoded);
    if (!base.startsWith(this.dir)) return undefined;
    const candidates = decoded.endsWith('/') ? [path.join(base, 'index.html')] : [base, path.join(base, 'index.html'), `${base}.html`];
    return candidates.find((file) => existsSync(file) && statSync(file).isFile());
  }

  /** The page at `route`, read and parsed once; null when no HTML file answers it. */
  page(route: string): BuiltPage | null {
    if (!this.pages.has(route)) {
      const file = this.fileFor(route);
      if (!file || !file.endsWith('.html')) this.pages.set(route, null);
      else {
        const html = readFileSync(file, 'utf8');
        this.pages.set(route, {route, file, html, root: parseHtml(html)});
      }
    }
    return this.pages.get(route)!;
  }

  /** The page at `route`, or an error naming the route. */
  mustPage(route: string): BuiltPage {
    const page = this.page(route);
    if (!page) throw new Error(`${route}: no built HTML page`);
    return page;
  }

  /** A text file of the build (`llms.txt`, `docs/guide/invite.md`), or undefined. */
  text(relative: string): string | undefined {
    const file = path.join(this.dir, relative);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }

  /** Every route a built HTML file answers, sitemap or not. */
  htmlRoutes(): string[] {
    return listFiles(this.dir, {keep: (file) => file.endsWith('.html')}).map(routeOfHtmlFile);
  }
}

/** A route under /docs/: doc pages, API pages and generated category pages. */
export const isDocRoute = (route: string): boolean => route.startsWith('/docs/');

/** A blog route that is a list rather than a post: the blog, its pages, archive, authors and tags. */
export const isBlogList = (route: string): boolean => /^\/blog(?:\/(?:archive|authors|tags|page)(?:\/.*)?)?$/.test(route);

/** A blog post. */
export const isBlogPost = (route: string): boolean => route.startsWith('/blog/') && !isBlogList(route);

/** The routes that have a Markdown twin: every docs route and every blog post. */
export const hasTwin = (route: string): boolean => isDocRoute(route) || isBlogPost(route);
