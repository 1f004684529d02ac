import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

import {buildSiteModel, kindOf, type SiteModel} from '../../plugins/site-model';
import {API_INDEX_ROUTE} from '../../src/config/apiRoutes';

const page = (title: string, body: string, description = `About ${title}.`) => `<!doctype html><html><head>
<title>${title} | Statlas</title><meta name="description" content="${description}"></head><body>
<main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article>
<div class="theme-doc-toc-desktop"><ul><li><a href="#one">Table of contents entry</a></ul></div></main>
<footer class="footer"><ul><li><a href="/blog">Footer link</a></ul></footer></body></html>`;

const outDir = mkdtempSync(path.join(tmpdir(), 'site-model-'));
const write = (file: string, html: string) => {
  mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
  writeFileSync(path.join(outDir, file), html);
};
// A minified table leaves </caption> out: the rest of the page must not become part of the article.
write(
  'docs/guide/welcome/index.html',
  page(
    'Welcome',
    '<p>Hello reader.<h2 id="one">One</h2><table><caption>Limits<thead><tr><th>Plan<tbody><tr><td>Free</table>',
  ),
);
write('docs/api/get-x.html', page('Get x', '<p>Returns x.'));
write('blog/first-post/index.html', page('First post', '<p>News.'));
write('blog/tags/event/index.html', '<html><body><main><h1>Event</h1></main></body></html>');
write('index.html', '<html><body><main><h1>Home</h1></main></body></html>');
afterAll(() => rmSync(outDir, {recursive: true, force: true}));

const model: SiteModel = buildSiteModel({
  outDir,
  routesPaths: [
    '/',
    '/docs/guide/welcome',
    '/docs/api/get-x',
    '/blog/first-post',
    '/blog/tags/event',
    '/docs/guide/missing',
    '/',
  ],
  site: {title: 'Statlas', summary: 'Stats.', url: 'https://docs.statlas.app'},
  docs: {
    docs: [{id: 'guide/welcome', permalink: '/docs/guide/welcome'}],
    sidebars: {docs: [{type: 'category', label: 'Guide', items: [{type: 'doc', id: 'guide/welcome'}]}]},
  },
  posts: new Set(['/blog/first-post']),
});
const byRoute = new Map(model.pages.map((p) => [p.route, p]));

describe('site model', () => {
  it('has one page per built route, sorted, and leaves out routes without HTML', () => {
    expect(model.pages.map((p) => p.route)).toEqual([
      '/',
      '/blog/first-post',
      '/blog/tags/event',
      '/docs/api/get-x',
      '/docs/guide/welcome',
    ]);
  });

  it('names the kind of each route', () => {
    expect(Object.fromEntries(model.pages.map((p) => [p.route, p.kind]))).toEqual({
      '/': 'page',
      '/blog/first-post': 'post',
      '/blog/tags/event': 'blog-list',
      '/docs/api/get-x': 'api',
      '/docs/guide/welcome': 'doc',
    });
    expect(kindOf(API_INDEX_ROUTE, new Set())).toBe('api');
  });

  it('gives docs, API pages and posts a twin and their Markdown, and no other page', () => {
    expect(model.pages.filter((p) => p.twin).map((p) => p.twin)).toEqual([
      '/blog/first-post.md',
      '/docs/api/get-x.md',
      '/docs/guide/welcome.md',
    ]);
    const welcome = byRoute.get('/docs/guide/welcome')!;
    expect([welcome.title, welcome.description]).toEqual(['Welcome', 'About Welcome.']);
    expect(welcome.markdown!.markdown).toMatch(/^# Welcome\n\n> About Welcome\.\n\nHello reader\.\n\n## One/);
    expect(byRoute.get('/')!.markdown).toBeNull();
  });

  it('takes the section from the sidebar and keeps the search record to the article', () => {
    const welcome = byRoute.get('/docs/guide/welcome')!;
    expect(welcome.section).toBe('Guide');
    expect(welcome.search!.lvl0).toBe('Guide');
    const texts = welcome.search!.blocks.map((block) => block.text);
    expect(texts).toContain('Free');
    expect(texts).not.toContain('Table of contents entry');
    expect(texts).not.toContain('Footer link');
    // Reading the page for the Markdown leaves the title in place for the search record.
    expect(welcome.search!.title).toBe('Welcome');
    expect(byRoute.get('/blog/tags/event')!.search).toBeNull();
  });
});
