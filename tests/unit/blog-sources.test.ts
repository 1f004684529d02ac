/**
 * The blog's sources: the posts the specification names are there with their slugs and dates, and
 * every post, named or new, follows the same rules (front matter, authors, tags, a summary). No
 * count and no year range: a new post passes when it is written as CONTRIBUTING.md says.
 */
import {describe, expect, it} from 'vitest';

import {authors, namedPosts, posts, specTags, tags} from '../fixtures/blog';

/** A slug as the site's URLs write it: lowercase words, digits, dots and hyphens. */
const SLUG = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const namedSlugs = new Set(namedPosts.map((named) => named.slug));
const day = (date: unknown) => (date instanceof Date ? date.toISOString().slice(0, 10) : String(date));

describe('the posts the specification names', () => {
  it.each(namedPosts)('$slug exists, dated $date', ({slug, date}) => {
    const post = posts.find((p) => p.slug === slug);
    expect(post, `a post in blog/ with slug: ${slug}`).toBeDefined();
    expect(day(post!.date), `${post!.file} date`).toBe(date);
  });
});

describe('every post follows the same rules', () => {
  it('blog/ has posts', () => {
    // The rules below are checked per post: with no post read, nothing would be checked.
    expect(posts.length).toBeGreaterThan(0);
  });

  it('no two posts share a slug', () => {
    const slugs = posts.map((p) => p.slug);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
  });

  describe.each(posts.map((post) => [post.file, post] as const))('%s', (file, post) => {
    const fm = post.frontMatter;

    it('has a title and a one-sentence description', () => {
      expect(typeof fm.title === 'string' && fm.title.trim() !== '', `${file}: title:`).toBe(true);
      expect(String(fm.description ?? ''), `${file}: description: (one sentence ending in a full stop)`).toMatch(
        /^\S.*[.!?]$/,
      );
    });

    it('is dated YYYY-MM-DD, the date its file name starts with', () => {
      const written = day(fm.date);
      expect(written, `${file}: date: YYYY-MM-DD`).toMatch(DAY);
      expect(file.slice(0, 10), `${file}: the file name starts with the date`).toBe(written);
    });

    it('has a slug: of its file name or one the specification names', () => {
      expect(post.slug, `${file}: slug:`).toMatch(SLUG);
      if (!namedSlugs.has(post.slug)) {
        expect(`${post.slug}.md`, `${file}: slug: is the file name without .md`).toBe(file.replace(/\.mdx$/, '.md'));
      }
    });

    it('names authors from blog/authors.yml', () => {
      expect(post.authors.length, `${file}: authors:`).toBeGreaterThan(0);
      for (const key of post.authors) expect(Object.keys(authors), `${file}: author ${key}`).toContain(key);
    });

    it('has tags from blog/tags.yml', () => {
      expect(post.tags.length, `${file}: tags:`).toBeGreaterThan(0);
      for (const tag of post.tags) expect(Object.keys(tags), `${file}: tag ${tag}`).toContain(tag);
    });

    it('has a summary above <!-- truncate --> and text after it', () => {
      expect(post.truncated, `${file}: <!-- truncate --> after the opening paragraphs`).toBe(true);
      expect(post.endText, `${file}: a heading or a paragraph after <!-- truncate -->`).not.toBe('');
    });
  });
});

describe('tags and authors', () => {
  it.each(specTags)('the tag %s exists and has a post', (tag) => {
    expect(tags[tag], `${tag} in blog/tags.yml`).toBeDefined();
    expect(posts.filter((p) => p.tags.includes(tag)).length, `posts tagged ${tag}`).toBeGreaterThan(0);
  });

  it.each(Object.keys(tags))('the tag %s has a label and a description', (key) => {
    expect(tags[key]!.label).toBeTruthy();
    expect(tags[key]!.description).toBeTruthy();
  });

  it.each(Object.keys(authors))('the author %s has a name, a page and a post', (key) => {
    expect(authors[key]!.name).toBeTruthy();
    expect(authors[key]!.page, `${key} has page: true`).toBe(true);
    expect(
      posts.some((p) => p.authors.includes(key)),
      `${key} wrote a post`,
    ).toBe(true);
  });
});
