/**
 * The walk over every page of the sitemap, in Node: one test per check and page, so a failure names
 * both. The route list is the build's sitemap.xml (plus /search, a route of its own).
 */
import {describe, expect, it} from 'vitest';

import {addressesOf, checkHeadings, checkImages, checkJsonLd, checkLinks, checkLlmsTxt, checkMeta, checkNoRawSource, checkSitemap, checkTabs, checkTwin, type Problems} from './checks';
import {authors} from '../fixtures/blog';
import {BuiltSite, hasTwin} from './site';

const site = new BuiltSite(process.env.BUILD_DIR);
const routes = [...new Set([...site.routes, '/search'])];

/**
 * Problems the site has today that another change fixes, each with why: a problem is known when its
 * message starts with `problem`. The test below fails once one is gone, so the entry is removed and
 * the check guards the page from then on.
 */
const KNOWN: ReadonlyArray<{problem: string; why: string}> = [
  {problem: '/blog/authors: no meta description (20 characters or more)', why: 'the theme gives the authors list no description'},
  ...Object.keys(authors).map((key) => ({problem: `/blog/authors/${key}: no meta description (20 characters or more)`, why: 'author pages have no description'})),
  {problem: '/search: no meta description (20 characters or more)', why: 'the search page sets no description'},
];
const found = new Set<string>();
const unknown = (problems: Problems): Problems =>
  problems.filter((problem) => {
    const entry = KNOWN.find((known) => problem.startsWith(known.problem));
    if (entry) found.add(entry.problem);
    return !entry;
  });

const pageChecks = {
  'same-site links and anchors resolve': checkLinks,
  'head: title, description, canonical, Open Graph and Twitter card': checkMeta,
  'JSON-LD is schema.org, with absolute addresses that point to built pages': checkJsonLd,
  'one h1, first, headings in order, unique ids': checkHeadings,
  'each tab tied to its panel': checkTabs,
  'images have alt text, drawn messages a name': checkImages,
  'no raw MDX or placeholder text': checkNoRawSource,
} as const;

describe('the build', () => {
  it('has a sitemap of more than 50 pages, each built', () => {
    expect(site.routes.length).toBeGreaterThan(50);
    expect(checkSitemap(site)).toEqual([]);
  });

  it('/llms.txt links the twin of every doc page, API page and post once', () => {
    expect(site.routes.filter(hasTwin).length).toBeGreaterThan(50);
    expect(checkLlmsTxt(site)).toEqual([]);
  });
});

describe('every page links the site', () => {
  // A page with (almost) nothing to check would pass the link check: the site's chrome alone has more.
  it.each(routes)('%s', (route) => {
    expect(addressesOf(site.mustPage(route)).length).toBeGreaterThan(5);
  });
});

for (const [name, check] of Object.entries(pageChecks)) {
  describe(name, () => {
    it.each(routes)('%s', (route) => {
      expect(unknown(check(site, route))).toEqual([]);
    });
  });
}

describe('Markdown twin', () => {
  it.each(routes.filter(hasTwin))('%s.md', (route) => {
    expect(checkTwin(site, route)).toEqual([]);
  });
});

describe('known problems', () => {
  it.each(KNOWN)('$problem is still there ($why): remove it from KNOWN once fixed', ({problem}) => {
    // Every page check above ran first in this file, so `found` holds what the build has today.
    expect(found.has(problem)).toBe(true);
  });
});
