/**
 * The checks of `npm run test:build` (tests/build/checks.ts) on a small fixture site
 * (tests/build/fixture): it passes them all, and each breakage below fails its check, naming the page.
 */
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterEach, describe, expect, it} from 'vitest';

import {
  checkHeadings,
  checkImages,
  checkJsonLd,
  checkLinks,
  checkLlmsTxt,
  checkMeta,
  checkNoRawSource,
  checkSitemap,
  checkTabs,
  checkTwin,
} from '../build/checks';
import {BuiltSite} from '../build/site';

const fixture = path.resolve(__dirname, '../build/fixture');
const pageChecks = [
  checkLinks,
  checkMeta,
  checkJsonLd,
  checkHeadings,
  checkTabs,
  checkImages,
  checkNoRawSource,
  checkTwin,
];

let copies: string[] = [];
afterEach(() => {
  for (const dir of copies) rmSync(dir, {recursive: true, force: true});
  copies = [];
});

/** A copy of the fixture site with `file` changed by `edit`. */
function broken(file: string, edit: (text: string) => string): BuiltSite {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-checks-'));
  copies.push(dir);
  cpSync(fixture, dir, {recursive: true});
  const target = path.join(dir, file);
  const before = readFileSync(target, 'utf8');
  const after = edit(before);
  expect(after, `the edit changes ${file}`).not.toBe(before);
  writeFileSync(target, after);
  return new BuiltSite(dir);
}

describe('the fixture site', () => {
  const site = new BuiltSite(fixture);

  it('has three pages in its sitemap, all built', () => {
    expect(site.routes).toEqual(['/', '/docs/intro', '/blog/first-post']);
    expect(checkSitemap(site)).toEqual([]);
    expect(checkLlmsTxt(site)).toEqual([]);
  });

  it.each(site.routes)('%s passes every page check', (route) => {
    expect(pageChecks.flatMap((check) => check(site, route))).toEqual([]);
  });
});

describe('a check fails, naming the page, on', () => {
  it('a broken internal link', () => {
    const site = broken('docs/intro/index.html', (html) =>
      html.replace('href="/blog/first-post"', 'href="/blog/no-such-post"'),
    );
    expect(checkLinks(site, '/docs/intro')).toEqual(['/docs/intro: broken link /blog/no-such-post']);
  });

  it('a broken anchor on another page', () => {
    const site = broken('index.html', (html) => html.replace('/docs/intro#install', '/docs/intro#installing'));
    expect(checkLinks(site, '/')).toEqual([
      '/: broken anchor /docs/intro#installing (no id "installing" on /docs/intro)',
    ]);
  });

  it('a broken anchor on the same page', () => {
    const site = broken('docs/intro/index.html', (html) => html.replace('<h2 id=install>', '<h2 id=setup>'));
    expect(checkLinks(site, '/docs/intro')).toEqual([
      '/docs/intro: broken anchor #install (no id "install" on /docs/intro)',
    ]);
    // The home page links the same anchor.
    expect(checkLinks(site, '/')).toEqual(['/: broken anchor /docs/intro#install (no id "install" on /docs/intro)']);
  });

  it('a missing Markdown twin', () => {
    const site = broken('docs/intro.md', () => '');
    rmSync(path.join(site.dir, 'docs/intro.md'));
    expect(checkTwin(site, '/docs/intro')).toEqual(['/docs/intro: no Markdown twin /docs/intro.md']);
    expect(checkLlmsTxt(site)).toEqual([]);
  });

  it('a twin that is not Markdown', () => {
    const site = broken('blog/first-post.md', (text) =>
      text.replace('We launched.', '<Launch date="2026" />\n\nWe launched.'),
    );
    expect(checkTwin(site, '/blog/first-post')).toEqual(['/blog/first-post.md holds HTML or JSX: <Launch ']);
  });

  it('a missing canonical', () => {
    const site = broken('blog/first-post/index.html', (html) => html.replace(/<link rel=canonical[^>]*>/, ''));
    expect(checkMeta(site, '/blog/first-post')).toEqual(['/blog/first-post: 0 canonical links, expected 1']);
  });

  it('a canonical that names another page', () => {
    const site = broken('blog/first-post/index.html', (html) =>
      html.replace(
        'canonical href="https://docs.example.test/blog/first-post"',
        'canonical href="https://docs.example.test/"',
      ),
    );
    expect(checkMeta(site, '/blog/first-post')).toEqual([
      '/blog/first-post: canonical https://docs.example.test/ is not https://docs.example.test/blog/first-post',
    ]);
  });

  it('a missing og:image', () => {
    const site = broken('docs/intro/index.html', (html) => html.replace(/<meta property=og:image[^>]*>/, ''));
    expect(checkMeta(site, '/docs/intro')).toEqual(['/docs/intro: no og:image']);
  });

  it('an og:image the build does not hold', () => {
    const site = broken('index.html', (html) => html.replace('img/card.png">', 'img/gone.png">'));
    expect(checkMeta(site, '/')).toEqual(['/: og:image https://docs.example.test/img/gone.png is not in the build']);
    expect(checkLinks(site, '/')).toEqual(['/: broken link https://docs.example.test/img/gone.png']);
  });

  it('JSON-LD that is not JSON or points to a page the build lacks', () => {
    const site = broken('docs/intro/index.html', (html) =>
      html.replace('"item":"https://docs.example.test/docs/intro"', '"item":"https://docs.example.test/docs/gone"'),
    );
    expect(checkJsonLd(site, '/docs/intro')).toEqual([
      '/docs/intro: JSON-LD points to https://docs.example.test/docs/gone, which the build does not hold',
    ]);
    const garbled = broken('docs/intro/index.html', (html) => html.replace('{"@context"', '{@context'));
    expect(checkJsonLd(garbled, '/docs/intro')).toEqual(['/docs/intro: a JSON-LD block is not JSON']);
  });

  it('JSON-LD with a relative address', () => {
    const site = broken('docs/intro/index.html', (html) =>
      html.replace('"name":"Introduction"', '"name":"Introduction","image":"/img/card.png"'),
    );
    expect(checkJsonLd(site, '/docs/intro')).toEqual([
      '/docs/intro: JSON-LD has a relative address: image /img/card.png',
    ]);
  });

  it('a heading before the h1', () => {
    const site = broken('docs/intro/index.html', (html) => html.replace('<main>', '<nav><h3>2026</h3></nav><main>'));
    expect(checkHeadings(site, '/docs/intro')).toEqual(['/docs/intro: h3 "2026" comes before the h1']);
  });

  it('a tab not tied to its panel', () => {
    const tabs =
      '<ul role=tablist><li role=tab id=t1 aria-controls=p1>One<li role=tab>Two<li role=tab id=t3 aria-controls=p3>Three</ul>' +
      '<div role=tabpanel id=p1 aria-labelledby=t1>1</div><div role=tabpanel id=p3>3</div>';
    const site = broken('docs/intro/index.html', (html) => html.replace('</main>', `${tabs}</main>`));
    expect(checkTabs(site, '/docs/intro')).toEqual([
      '/docs/intro: the tab "Two" has no id or aria-controls',
      '/docs/intro: the panel of the tab "Three" does not name it',
    ]);
  });

  it('a second h1 or a duplicate id', () => {
    const site = broken('blog/first-post/index.html', (html) =>
      html.replace('<p>We launched.', '<h1 id=a>Again</h1><p id=a>We launched.'),
    );
    expect(checkHeadings(site, '/blog/first-post')).toEqual([
      '/blog/first-post: 2 h1 headings, expected 1',
      '/blog/first-post: the id "a" is used twice',
    ]);
  });

  it('a heading that skips a level', () => {
    const site = broken('docs/intro/index.html', (html) =>
      html.replace('<h2 id=install>Install</h2>', '<h3 id=install>Install</h3>'),
    );
    expect(checkHeadings(site, '/docs/intro')).toEqual(['/docs/intro: h3 "Install" follows an h1, skipping a level']);
  });

  it('an image without alt text', () => {
    const site = broken('docs/intro/index.html', (html) => html.replace(' alt="A card with the product name"', ''));
    expect(checkImages(site, '/docs/intro')).toEqual([
      '/docs/intro: image /img/card.png has no alt attribute',
      '/docs/intro: content image /img/card.png has no alt text',
    ]);
  });

  it('a drawn message without the name of who sent it', () => {
    const drawn = (label: string) =>
      broken('docs/intro/index.html', (html) =>
        html.replace(
          '<h2 id=install>',
          `<figure class=dm aria-label="${label}"><p>Counter updated.</p></figure><h2 id=install>`,
        ),
      );
    expect(checkImages(drawn('Statlas reply'), '/docs/intro')).toEqual([]);
    expect(checkImages(drawn(''), '/docs/intro')).toEqual(['/docs/intro: drawn message named ""']);
  });

  it('raw MDX or placeholder text', () => {
    const mdx = broken('docs/intro/index.html', (html) =>
      html.replace('The example product counts things.', 'The table: &lt;CommandTable /&gt;'),
    );
    expect(checkNoRawSource(mdx, '/docs/intro')).toEqual(['/docs/intro: raw MDX in the page: "<CommandTable"']);
    const admonition = broken('docs/intro/index.html', (html) =>
      html.replace('The example product counts things.', ':::note Counts things.'),
    );
    expect(checkNoRawSource(admonition, '/docs/intro')).toEqual(['/docs/intro: raw MDX in the page: ":::note"']);
    const todo = broken('blog/first-post/index.html', (html) => html.replace('We launched.', 'Coming soon.'));
    expect(checkNoRawSource(todo, '/blog/first-post')).toEqual(['/blog/first-post: placeholder text "Coming soon"']);
    // A page whose content is not in a <main> has no prose to read: that is a problem, not a pass.
    const unread = broken('docs/intro/index.html', (html) =>
      html
        .replace('<main>', '<div>')
        .replace('</main>', '</div>')
        .replace('The example product counts things.', '{/* TODO */}'),
    );
    expect(checkNoRawSource(unread, '/docs/intro')).toEqual(['/docs/intro: no <main> to read']);
  });

  it('a sitemap page that is not built, and llms.txt without its twin', () => {
    const site = broken('sitemap.xml', (xml) =>
      xml.replace('</urlset>', '<url><loc>https://docs.example.test/docs/gone</loc></url></urlset>'),
    );
    expect(checkSitemap(site)).toEqual(['/docs/gone: in the sitemap but not built']);
    expect(checkLlmsTxt(site)).toEqual(['/llms.txt lacks https://docs.example.test/docs/gone.md']);
  });
});
