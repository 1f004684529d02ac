/**
 * The blog as the build serves it, in Node. Expectations come from the sources in blog/ (front
 * matter, tags.yml, authors.yml, read by tests/fixtures/blog.ts), so adding a post or changing its
 * tags or date updates the expected pages; tests/unit/blog-sources.test.ts holds the rules every
 * post's sources follow and the posts the specification names. Lists are read page by page,
 * following their "Older entries" links, so they hold every post however many there are.
 */
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {parse as parseHtml} from 'node-html-parser';
import {describe, expect, it} from 'vitest';

import {authors, posts, tags} from '../fixtures/blog';
import {pathOf, textOf} from './html';
import {BuiltSite, isBlogList} from './site';

const site = new BuiltSite(process.env.BUILD_DIR);
const usedTags = [...new Set(posts.flatMap((post) => post.tags))].sort();
const tagRoutes = usedTags.map((tag) => `/blog/tags/${tag}`);
const authorRoutes = Object.keys(authors).map((key) => `/blog/authors/${key}`);
const listRoutes = [...new Set([...site.routes.filter(isBlogList), '/blog/tags', ...tagRoutes, ...authorRoutes])].sort();

const root = (route: string) => site.mustPage(route).root;
const main = (route: string) => root(route).querySelector('main')!;
/** Links of the post titles on one page of a post list. */
const titleLinks = (route: string) => main(route).querySelectorAll('article header h2 a').map((a) => pathOf(a.getAttribute('href')));
/** The pages of a post list: the route and the pages its "Older entries" links lead to (`/blog/page/2`, …). */
function listPages(route: string): string[] {
  const pages = [route];
  for (;;) {
    const next = main(pages.at(-1)!).querySelector('nav.pagination-nav a.pagination-nav__link--next');
    if (!next) return pages;
    const href = pathOf(next.getAttribute('href'));
    if (pages.includes(href)) throw new Error(`${route}: the list's pages link back to ${href}`);
    pages.push(href);
  }
}
/** Links of the post titles in a post list, over all its pages. */
const listed = (route: string) => listPages(route).flatMap(titleLinks);
/** The reading time as Docusaurus prints it: "One min read" or "N min read". */
const READING_TIME = /\b(?:One|\d+) min read/;

describe('every blog route is a page', () => {
  it('the sitemap has the blog', () => {
    // The expectations below come from the sources: with no post read they would all pass.
    expect(posts.length, 'posts read from blog/').toBeGreaterThan(0);
    expect(listRoutes).toContain('/blog');
    expect(listRoutes).toContain('/blog/archive');
  });

  it.each(listRoutes)('%s', (route) => {
    expect(site.page(route), `${route} is built`).not.toBeNull();
    expect(root(route).querySelectorAll('h1').map(textOf)).not.toContain('Page Not Found');
    expect(root(route).querySelectorAll('h1, main article').length, `${route} has an h1 or a post list`).toBeGreaterThan(0);
  });

  it.each(posts.map((post) => [post.permalink, post] as const))('%s has its title', (route, post) => {
    expect(site.routes, 'in the sitemap').toContain(route);
    expect(textOf(main(route).querySelector('article header h1'))).toBe(post.title);
  });

  it('the not-found page says so', () => {
    expect(site.text('404.html')).toBeDefined();
    expect(root('/404').querySelectorAll('h1').map(textOf)).toContain('Page Not Found');
  });
});

describe('lists', () => {
  it('/blog lists every post, newest first', () => {
    expect(listed('/blog')).toEqual(posts.map((p) => p.permalink));
  });

  it('/blog/archive links every post', () => {
    const links = main('/blog/archive').querySelectorAll('a').map((a) => pathOf(a.getAttribute('href'))).filter((href) => href.startsWith('/blog/'));
    expect(new Set(links)).toEqual(new Set(posts.map((p) => p.permalink)));
  });

  it('the blog sidebar groups every post by year', () => {
    const nav = root('/blog').querySelector('nav[aria-label="Blog recent posts navigation"]')!;
    const groups = nav.querySelectorAll('[role="group"]');
    const years = [...new Set(posts.map((p) => p.year))];
    // Each group is named by its year, which is not a heading (the sidebar precedes the page's h1).
    const nameOf = (group: (typeof groups)[number]) => textOf(nav.querySelector(`[id="${group.getAttribute('aria-labelledby')}"]`));
    expect(groups.map(nameOf)).toEqual(years.map(String));
    expect(nav.querySelectorAll('h1, h2, h3, h4, h5, h6')).toEqual([]);
    for (const [index, year] of years.entries()) {
      const expected = posts.filter((p) => p.year === year).map((p) => p.permalink);
      expect(groups[index]!.querySelectorAll('a').map((a) => pathOf(a.getAttribute('href'))), `posts of ${year}`).toEqual(expected);
    }
  });

  it.each(usedTags)('/blog/tags/%s lists exactly the posts with that tag', (tag) => {
    expect(textOf(main(`/blog/tags/${tag}`).querySelector('h1'))).toContain(tags[tag]!.label);
    expect(listed(`/blog/tags/${tag}`)).toEqual(posts.filter((p) => p.tags.includes(tag)).map((p) => p.permalink));
  });

  it('/blog/tags links every tag with its post count', () => {
    for (const tag of usedTags) {
      const links = main('/blog/tags').querySelectorAll(`a[href="/blog/tags/${tag}"]`);
      expect(links, tag).toHaveLength(1);
      expect(textOf(links[0])).toContain(tags[tag]!.label);
      expect(textOf(links[0])).toContain(String(posts.filter((p) => p.tags.includes(tag)).length));
    }
  });

  it('/blog/authors lists every author', () => {
    const text = textOf(main('/blog/authors'));
    for (const author of Object.values(authors)) expect(text).toContain(author.name);
  });

  it.each(Object.keys(authors))('/blog/authors/%s lists the author’s posts', (key) => {
    expect(textOf(main(`/blog/authors/${key}`).querySelector('h1'))).toBe(authors[key]!.name);
    expect(listed(`/blog/authors/${key}`)).toEqual(posts.filter((p) => p.authors.includes(key)).map((p) => p.permalink));
  });
});

describe('posts', () => {
  it.each(posts.map((post) => [post.permalink, post] as const))('%s shows its reading time, date, authors and tags', (route, post) => {
    const header = main(route).querySelector('article header')!;
    expect(textOf(header)).toMatch(READING_TIME);
    expect(header.querySelector('time')?.getAttribute('datetime')).toMatch(new RegExp(`^${post.date.toISOString().slice(0, 10)}`));
    for (const key of post.authors) expect(textOf(header)).toContain(authors[key]!.name);
    const tagLinks = main(route).querySelectorAll('article footer a').filter((a) => (a.getAttribute('href') ?? '').startsWith('/blog/tags/'));
    expect(tagLinks.map((a) => [pathOf(a.getAttribute('href')), textOf(a)])).toEqual(post.tags.map((tag) => [`/blog/tags/${tag}`, tags[tag]!.label]));
  });

  it.each(posts.map((post) => [post.permalink, post] as const))(
    '%s is listed as its summary with a Read more link, not in full',
    (route, post) => {
      expect(post.endText, `${post.file} has text after <!-- truncate -->`).not.toBe('');
      const page = listPages('/blog').find((list) => titleLinks(list).includes(route));
      expect(page, `${route} on a page of /blog`).toBeDefined();
      const item = main(page!)
        .querySelectorAll('article')
        .find((article) => pathOf(article.querySelector('header h2 a')?.getAttribute('href')) === route)!;
      expect(item.querySelectorAll('a').map(textOf).some((text) => /Read more/.test(text))).toBe(true);
      expect(textOf(item)).not.toContain(post.endText);
      expect(textOf(main(route))).toContain(post.endText);
    },
  );
});

describe('feeds', () => {
  const parser = new XMLParser({ignoreAttributes: false});
  const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const plainText = (html: unknown) => parseHtml(String(html)).text.replace(/\s+/g, ' ');

  it.each(['blog/rss.xml', 'blog/atom.xml'])('%s is well-formed XML', (file) => {
    expect(XMLValidator.validate(site.text(file) ?? '')).toBe(true);
  });

  it('/blog/rss.xml is RSS with every post, in full', () => {
    const xml = parser.parse(site.text('blog/rss.xml') ?? '');
    const items = asArray(xml.rss?.channel?.item) as Array<Record<string, string>>;
    expect(items.map((item) => pathOf(item.link))).toEqual(posts.map((p) => p.permalink));
    for (const [index, item] of items.entries()) {
      expect(plainText(item['content:encoded']), `${posts[index]!.slug} full content`).toContain(posts[index]!.endText);
    }
  });

  it('/blog/atom.xml is Atom with every post, in full', () => {
    const xml = parser.parse(site.text('blog/atom.xml') ?? '');
    const entries = asArray(xml.feed?.entry) as Array<{link: Record<string, string>; content: unknown}>;
    expect(entries.map((entry) => pathOf(entry.link['@_href']))).toEqual(posts.map((p) => p.permalink));
    for (const [index, entry] of entries.entries()) {
      const content = typeof entry.content === 'object' ? (entry.content as Record<string, string>)['#text'] : entry.content;
      expect(plainText(content), `${posts[index]!.slug} full content`).toContain(posts[index]!.endText);
    }
  });
});
