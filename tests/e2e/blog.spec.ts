/**
 * The blog, tested against the production build.
 *
 * Expectations come from the sources in blog/ (post front matter, tags.yml, authors.yml), read at
 * test time, so adding a post or changing its tags or date updates the expected pages without editing
 * this file. The fixed requirements (eight posts, three required slugs, five tags) are asserted
 * by tests/unit/blog-sources.test.ts, so the tests still fail if the sources drift away from them.
 */

import type {Page} from '@playwright/test';
import {XMLParser} from 'fast-xml-parser';
import {parse as parseHtml} from 'node-html-parser';

import {authors, posts, specTags, tags} from '../fixtures/blog';
import {expect, test} from './support';

const listRoutes = ['/blog', '/blog/archive', '/blog/authors', '/blog/tags'];
const tagRoutes = specTags.map((tag) => `/blog/tags/${tag}`);
const authorRoutes = Object.keys(authors).map((key) => `/blog/authors/${key}`);

/** Pathname without a trailing slash, so `/blog/x/` and `/blog/x` compare equal. */
function normalize(href: string): string {
  const {pathname} = new URL(href, 'http://localhost');
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

async function hrefs(page: Page, selector: string): Promise<string[]> {
  const values = await page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return values.map(normalize);
}

async function expectRealPage(page: Page, route: string): Promise<void> {
  const response = await page.goto(route);
  expect(response?.status(), `${route} status`).toBe(200);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toHaveCount(0);
  const headings = await page.locator('h1, main article').count();
  expect(headings, `${route} has an h1 or a post list`).toBeGreaterThan(0);
}

test.describe('every blog route renders', () => {
  for (const route of [...listRoutes, ...tagRoutes, ...authorRoutes]) {
    test(route, async ({page}) => {
      await expectRealPage(page, route);
    });
  }
  for (const post of posts) {
    test(post.permalink, async ({page}) => {
      await expectRealPage(page, post.permalink);
      await expect(page.locator('article header h1')).toHaveText(post.title);
    });
  }
  test('an unknown post shows the not-found page', async ({page, guard}) => {
    guard.allowNotFound('/blog/2021-07-11-no-such-post');
    const response = await page.goto('/blog/2021-07-11-no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });
});

test.describe('lists', () => {
  test('/blog lists all eight posts, newest first', async ({page}) => {
    await page.goto('/blog');
    expect(await hrefs(page, 'main article header h2 a')).toEqual(posts.map((p) => p.permalink));
  });

  test('/blog/archive links every post', async ({page}) => {
    await page.goto('/blog/archive');
    const links = await hrefs(page, 'main a[href^="/blog/"]');
    expect(new Set(links)).toEqual(new Set(posts.map((p) => p.permalink)));
  });

  test('the blog sidebar groups every post by year', async ({page}) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    const groups = nav.getByRole('group');
    const years = [...new Set(posts.map((p) => p.year))];
    await expect(groups).toHaveCount(years.length);
    await expect(groups.locator('h3')).toHaveText(years.map(String));
    for (const [index, year] of years.entries()) {
      const expected = posts.filter((p) => p.year === year).map((p) => p.permalink);
      const actual = await groups
        .nth(index)
        .locator('a')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
      expect(actual.map(normalize), `posts of ${year}`).toEqual(expected);
    }
  });

  for (const tag of specTags) {
    test(`/blog/tags/${tag} lists exactly the posts tagged ${tag}`, async ({page}) => {
      await page.goto(`/blog/tags/${tag}`);
      await expect(page.locator('main h1')).toContainText(tags[tag].label);
      const expected = posts.filter((p) => p.tags.includes(tag)).map((p) => p.permalink);
      expect(await hrefs(page, 'main article header h2 a')).toEqual(expected);
    });
  }

  test('/blog/tags links every tag with its post count', async ({page}) => {
    await page.goto('/blog/tags');
    for (const tag of specTags) {
      const count = posts.filter((p) => p.tags.includes(tag)).length;
      const link = page.locator(`main a[href="/blog/tags/${tag}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toContainText(tags[tag].label);
      await expect(link).toContainText(String(count));
    }
  });

  test('/blog/authors lists every author, and each author page lists their posts', async ({page}) => {
    await page.goto('/blog/authors');
    for (const author of Object.values(authors)) {
      await expect(page.locator('main').getByText(author.name, {exact: true}).first()).toBeVisible();
    }
    for (const key of Object.keys(authors)) {
      await page.goto(`/blog/authors/${key}`);
      await expect(page.locator('main h1')).toHaveText(authors[key].name);
      const expected = posts.filter((p) => p.authors.includes(key)).map((p) => p.permalink);
      expect(await hrefs(page, 'main article header h2 a'), `posts of ${key}`).toEqual(expected);
    }
  });
});

test.describe('posts', () => {
  test('a post shows its reading time, date, authors and tags', async ({page}) => {
    const post = posts.find((p) => p.slug === 'version-2.3-release')!;
    await page.goto(post.permalink);
    const header = page.locator('article header');
    await expect(header).toContainText(/\d+ min read/);
    await expect(header.locator('time')).toHaveAttribute('datetime', new RegExp(`^${post.date.toISOString().slice(0, 10)}`));
    for (const key of post.authors) {
      await expect(header).toContainText(authors[key].name);
    }
    for (const tag of post.tags) {
      await expect(page.locator(`article footer a[href="/blog/tags/${tag}"]`)).toHaveText(tags[tag].label);
    }
  });

  test('the list shows a summary and a Read more link, not the full post', async ({page}) => {
    await page.goto('/blog');
    const first = page.locator('main article').first();
    await expect(first.getByRole('link', {name: /Read more/})).toBeVisible();
    await expect(first).not.toContainText(posts[0].lastHeading);
  });
});

test.describe('feeds', () => {
  const parser = new XMLParser({ignoreAttributes: false});

  function asArray<T>(value: T | T[] | undefined): T[] {
    if (value === undefined) {
      return [];
    }
    return Array.isArray(value) ? value : [value];
  }

  function plainText(html: unknown): string {
    return parseHtml(String(html)).text.replace(/\s+/g, ' ');
  }

  test('/blog/rss.xml is RSS with eight full-content items', async ({request}) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    const xml = parser.parse(await response.text());
    const items = asArray(xml.rss?.channel?.item);
    expect(items).toHaveLength(8);
    const links = items.map((item: {link: string}) => normalize(item.link));
    expect(links).toEqual(posts.map((p) => p.permalink));
    for (const [index, item] of items.entries()) {
      expect(plainText(item['content:encoded']), `${posts[index].slug} full content`).toContain(posts[index].lastHeading);
    }
  });

  test('/blog/atom.xml is Atom with eight full-content entries', async ({request}) => {
    const response = await request.get('/blog/atom.xml');
    expect(response.status()).toBe(200);
    const xml = parser.parse(await response.text());
    const entries = asArray(xml.feed?.entry);
    expect(entries).toHaveLength(8);
    for (const [index, entry] of entries.entries()) {
      expect(normalize(entry.link['@_href'])).toBe(posts[index].permalink);
      const content = typeof entry.content === 'object' ? entry.content['#text'] : entry.content;
      expect(plainText(content), `${posts[index].slug} full content`).toContain(posts[index].lastHeading);
    }
  });
});
