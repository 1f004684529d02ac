import fs from 'node:fs';
import path from 'node:path';

import {buildDir, expect, sitemapPaths, test} from './support';
import {startNginx} from '../../scripts/load-test.mjs';

/**
 * The Markdown twins of the pages (plugins/markdown-export): every doc page, API page and blog post
 * of the sitemap has one at its address plus `.md`, /llms.txt links to exactly those, and tables
 * that components render come out as Markdown tables. `docusaurus serve` and nginx (deploy/) both
 * answer `.md` with `text/markdown; charset=utf-8`.
 */
const SITE = 'https://docs.statlas.app';
const NOT_POSTS = /^\/blog(?:\/(?:archive|authors|tags|page)(?:\/.*)?)?$/;
const twinned = sitemapPaths().filter((route) => route.startsWith('/docs/') || (route.startsWith('/blog') && !NOT_POSTS.test(route)));

test('the sitemap has doc pages, API pages and posts to check', () => {
  expect(twinned.filter((route) => route.startsWith('/docs/api/')).length).toBeGreaterThan(5);
  expect(twinned.filter((route) => route.startsWith('/blog/')).length).toBe(8);
  expect(twinned.length).toBeGreaterThan(50);
});

for (const route of twinned) {
  test(`${route}.md is the page as Markdown`, async ({request}) => {
    const response = await request.get(`${route}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# \S/);
    expect(text.length).toBeGreaterThan(200);
    // No HTML, MDX or JSX source outside code blocks: no tags, imports or components.
    const prose = text.replace(/^```[\s\S]*?^```$/gm, '');
    expect(prose).not.toMatch(/<\/?(?:div|span|p|table|details|[A-Z][A-Za-z]+)[\s>/]/);
    expect(prose).not.toMatch(/^(?:import|export) /m);
    // Every fenced code block names its language.
    const fences = [...text.matchAll(/^```(\S*)$/gm)].map((match) => match[1]);
    expect(fences.filter((_, index) => index % 2 === 0), 'opening fences have a language').not.toContain('');
  });
}

test('/llms.txt links to the Markdown twin of every doc page, API page and post', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Statlas\n\n> \S/);
  expect(text).toContain('\n## Guide\n\n- [');
  expect(text).toContain('\n## Blog\n\n- [');
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]);
  expect(new Set(links).size).toBe(links.length);
  expect([...links].sort()).toEqual(twinned.map((route) => `${SITE}${route}.md`).sort());
});

test('/llms-full.txt holds every doc page in sidebar order', async ({request}) => {
  const full = await (await request.get('/llms-full.txt')).text();
  const index = await (await request.get('/llms.txt')).text();
  const docs = [...index.split('\n## Blog\n')[0].matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((match) => match[2]);
  const positions = docs.map((url) => full.indexOf(`Source: ${url.replace(/\.md$/, '')}\n`));
  expect(positions, 'every doc page is in llms-full.txt').not.toContain(-1);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(full.indexOf('# Welcome to Statlas')).toBeLessThan(full.indexOf('# Invite Statlas to your server'));
});

test('tables rendered by components come out as Markdown tables', async ({request}) => {
  const settings = await (await request.get('/docs/usage/settings/stats.md')).text();
  expect(settings).toContain('| Setting and type | Default | Allowed values | Effect |\n| --- | --- | --- | --- |\n| `track_bots` boolean | `false` |');
  const invite = await (await request.get('/docs/guide/invite.md')).text();
  expect(invite).toContain('| Permission | Why Statlas needs it | Needed for |');
  expect(invite).toMatch(/^\| Manage Roles \| Grant and remove the roles of your role rewards.*\| Counter channels, Role rewards \|$/m);
  expect(invite).toContain('```text\nStatlas  APP\nPong!');
});

test.describe('through nginx', () => {
  test.describe.configure({mode: 'serial'});
  let server: Awaited<ReturnType<typeof startNginx>>;
  // One above NGINX_PORT, so this file and deploy.spec.ts can run at the same time.
  const port = Number(process.env.NGINX_PORT ?? 4208) + 1;

  test.beforeAll(async () => {
    expect(fs.existsSync(path.join(buildDir, 'docs/guide/invite.md')), 'run `npm run build` first').toBe(true);
    server = await startNginx({buildDir, port});
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('.md answers text/markdown with gzip, under the same CSP as the pages', async () => {
    const plain = await fetch(`${server.base}/docs/guide/invite.md`, {headers: {'Accept-Encoding': 'identity'}});
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await plain.text()).toBe(fs.readFileSync(path.join(buildDir, 'docs/guide/invite.md'), 'utf8'));
    const gzipped = await fetch(`${server.base}/docs/guide/invite.md`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const index = await fetch(`${server.base}/llms.txt`);
    expect(index.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});
