/**
 * Extract DocSearch-shaped pages from built HTML, with the selectors DocSearch's Docusaurus
 * crawler template uses: lvl1 = the article's h1, lvl2-lvl6 = headings with anchors,
 * content = p, li and td; language and docusaurus_tag from the docsearch meta tags.
 */
import {parse, type HTMLElement} from 'node-html-parser';

import type {ExtractedPage} from '../../src/search/types';

const clean = (text: string) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Headings of sections that only point elsewhere; their content is not indexed. */
export const NAVIGATION_HEADINGS = /^(next steps|see also|related pages)$/i;

/** Routes that hold searchable content: docs pages and blog posts (not lists, tags or archives). */
export function isSearchableRoute(route: string): boolean {
  if (route.startsWith('/docs/')) return true;
  if (!route.startsWith('/blog/')) return false;
  return !/^\/blog\/(page|tags|archive|authors)(\/|$)/.test(route);
}

/**
 * The top-level section of a page (lvl0): "API" for the API reference, "Blog" for posts, else the
 * top-level sidebar category holding the active link, else the active navbar item.
 */
export function sectionOf(route: string, root: HTMLElement): string {
  if (/^\/docs\/(api|category\/statlas-api)(\/|$)/.test(route)) return 'API';
  if (route.startsWith('/blog')) return 'Blog';
  for (const category of root.querySelectorAll('.theme-doc-sidebar-item-category-level-1')) {
    if (category.querySelector('.menu__link--active')) {
      const label = category.querySelector('.menu__list-item-collapsible .menu__link, .menu__link');
      if (label) return clean(label.text);
    }
  }
  const nav = root.querySelector('.navbar__link--active');
  if (nav) return clean(nav.text);
  return 'Documentation';
}

function meta(root: HTMLElement, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = root.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
    if (value) return value;
  }
  return undefined;
}

/** Own text of a list item, without nested lists. */
function listItemText(li: HTMLElement): string {
  return clean(
    li.childNodes
      .filter((n) => !(n instanceof Object && 'tagName' in n && ['UL', 'OL'].includes((n as HTMLElement).tagName)))
      .map((n) => n.text)
      .join(' '),
  );
}

export function extractPage(route: string, html: string): ExtractedPage | null {
  // Minified HTML omits optional end tags (</li>, </p>): parse them as closed.
  const root = parse(html, {parseNoneClosedTags: true, blockTextElements: {script: false, style: false, pre: true}});
  const article = root.querySelector('article');
  if (!article) return null;
  const h1 = article.querySelector('h1') ?? root.querySelector('main h1');
  const title = h1 ? clean(h1.text) : clean(root.querySelector('title')?.text.split(' | ')[0] ?? '');
  if (!title) return null;
  const language = meta(root, 'docsearch:language', 'docusaurus_locale') ?? 'en';
  const tag = meta(root, 'docsearch:docusaurus_tag', 'docusaurus_tag') ?? 'default';
  const lvl0 = sectionOf(route, root);
  const description = meta(root, 'description');

  const container = article.querySelector('.markdown') ?? article;
  for (const junk of container.querySelectorAll(
    '.hash-link, pre, script, style, svg, button, nav, .theme-doc-breadcrumbs, .theme-doc-toc-mobile, .theme-doc-footer, header',
  )) {
    junk.remove();
  }

  const blocks: ExtractedPage['blocks'] = [];
  // A "Next steps" section describes other pages: indexing it would send readers in circles.
  let skipBelow = 0;
  for (const el of container.querySelectorAll('h2, h3, h4, h5, h6, p, li, td')) {
    const tagName = el.tagName.toLowerCase();
    if (tagName.startsWith('h')) {
      const level = Number(tagName[1]);
      const text = clean(el.text);
      if (skipBelow && level > skipBelow) continue;
      skipBelow = NAVIGATION_HEADINGS.test(text) ? level : 0;
      const anchor = el.getAttribute('id') ?? '';
      if (!skipBelow && text && anchor) blocks.push({kind: 'heading', level, text, anchor});
      continue;
    }
    if (skipBelow) continue;
    if (tagName === 'li' && el.querySelector('p')) continue;
    const text = tagName === 'li' ? listItemText(el) : clean(el.text);
    if (text) blocks.push({kind: 'text', text});
  }
  return {path: route, lvl0, title, ...(description ? {description} : {}), language, tag, blocks};
}
