import {describe, expect, it} from 'vitest';

import {authors, posts, requiredSlugs, specTags, tags} from '../fixtures/blog';

describe("blog sources match the site's fixed requirements", () => {
  it('exactly eight posts with dated or required slugs between 2021 and 2025', () => {
    expect(posts).toHaveLength(8);
    const slugs = posts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(8);
    for (const required of requiredSlugs) {
      expect(slugs).toContain(required);
    }
    for (const post of posts) {
      expect(post.slug, `${post.file} sets slug`).not.toBe('');
      expect(post.year, `${post.file} year`).toBeGreaterThanOrEqual(2021);
      expect(post.year, `${post.file} year`).toBeLessThanOrEqual(2025);
      if (!requiredSlugs.includes(post.slug)) {
        expect(post.slug, `${post.file} slug starts with its date`).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/);
        expect(post.slug.slice(0, 10)).toBe(post.date.toISOString().slice(0, 10));
      }
    }
  });

  it('the five tags exist and each has at least one post', () => {
    expect(Object.keys(tags).sort()).toEqual(specTags);
    for (const tag of specTags) {
      expect(posts.filter((p) => p.tags.includes(tag)).length, `posts tagged ${tag}`).toBeGreaterThan(0);
    }
  });

  it('at least two authors, each with a page and at least one post', () => {
    expect(Object.keys(authors).length).toBeGreaterThanOrEqual(2);
    for (const [key, author] of Object.entries(authors)) {
      expect(author.page, `${key} has page: true`).toBe(true);
      expect(
        posts.some((p) => p.authors.includes(key)),
        `${key} wrote a post`,
      ).toBe(true);
    }
  });
});
