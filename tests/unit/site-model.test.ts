import {mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, describe, expect, it} from 'vitest';

import {pageToMarkdown} from '../../plugins/markdown-export/htmlToMarkdown';
import {extractPage} from '../../plugins/search/indexer/extract';
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

  it('parses docs, API pages and posts once, and no other page', () => {
    expect(model.pages.filter((p) => p.root).map((p) => p.route)).toEqual([
      '/blog/first-post',
      '/docs/api/get-x',
      '/docs/guide/welcome',
    ]);
    const welcome = byRoute.get('/docs/guide/welcome')!;
    expect([welcome.title, welcome.description]).toEqual(['Welcome', 'About Welcome.']);
    expect(byRoute.get('/')!.root).toBeNull();
  });

  it('gives its consumers one tree, which the Markdown export and the search extraction read without changing', () => {
    const welcome = byRoute.get('/docs/guide/welcome')!;
    const before = welcome.root!.toString();
    const search = extractPage(welcome.route, welcome.root!, welcome.section)!;
    expect(search.lvl0).toBe('Guide');
    const texts = search.blocks.map((block) => block.text);
    expect(texts).toContain('Free');
    expect(texts).not.toContain('Table of contents entry');
    expect(texts).not.toContain('Footer link');
    expect(search.title).toBe('Welcome');
    // The search extraction skips the page chrome without removing it: the Markdown is the same after it.
    expect(welcome.root!.toString()).toBe(before);
    expect(pageToMarkdown(welcome.root!, welcome.url)!.markdown).toMatch(
      /^# Welcome\n\n> About Welcome\.\n\nHello reader\.\n\n## One/,
    );
    expect(welcome.section).toBe('Guide');
  });

  it('imports nothing from its consumers (the Markdown export, search)', () => {
    const dir = path.resolve(__dirname, '../../plugins/site-model');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const imports = [...readFileSync(path.join(dir, file), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(
        imports.filter((i) => /markdown-export|search/.test(i!)),
        file,
      ).toEqual([]);
    }
  });
});
