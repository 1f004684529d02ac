/**
 * The site's chrome and page furniture as the built HTML holds them (no browser needed): navbar,
 * footer, home page title and description, doc page meta tags and breadcrumbs, the table of
 * contents, the sitemap's entries, the doc footer (edit link, last update from git) and the invite
 * builder's server-rendered link. Behaviour (clicks, colour mode, layout) is tested in tests/e2e.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {parse, type HTMLElement} from 'node-html-parser';
import {describe, expect, it} from 'vitest';

import {discordApp, repository} from '../../src/config/links';
import {botFeatures, botPermissions, permissionInteger} from '../../src/data/botPermissions';

const buildDir = path.resolve(__dirname, '..', '..', 'build');

function page(route: string): HTMLElement {
  const file = path.join(buildDir, route === '/' ? '' : route, 'index.html');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  // The minified HTML leaves out closing tags that HTML allows to leave out (</p>, </li>).
  return parse(fs.readFileSync(file, 'utf8'), {parseNoneClosedTags: true});
}

const text = (el: HTMLElement | null | undefined) => (el?.text ?? '').replace(/\s+/g, ' ').trim();
const linkNamed = (scope: HTMLElement, name: string | RegExp) =>
  scope.querySelectorAll('a').find((a) => (typeof name === 'string' ? text(a) === name : name.test(text(a))));

const DOC = '/docs/guide/welcome';

describe('navbar and footer', () => {
  it('the navbar links to the guide, commands, docs, API and blog, and Dashboards opens the dashboard on the right', () => {
    const nav = page(DOC).querySelector('nav[aria-label="Main"]')!;
    expect(nav, 'the main navigation').not.toBeNull();
    const expected: Array<[string, string]> = [
      ['Guide', '/docs/guide/welcome'],
      ['Commands', '/docs/usage/commands/overview'],
      ['Docs', '/docs/guide/welcome'],
      ['API', '/docs/api/statlas-api'],
      ['Blog', '/blog'],
    ];
    for (const [label, href] of expected) {
      expect(linkNamed(nav, label)?.getAttribute('href'), label).toBe(href);
    }
    const dashboards = linkNamed(nav.querySelector('.navbar__items--right')!, /^Dashboards/);
    expect(dashboards?.getAttribute('href')).toMatch(/^https:\/\//);
    expect(dashboards?.getAttribute('target')).toBe('_blank');
  });

  it('the footer has Community and More links and the copyright line', () => {
    const footer = page('/').querySelector('footer')!;
    expect(footer.querySelectorAll('.footer__title').map(text)).toEqual(['Community', 'More']);
    for (const label of ['Support server', 'Medium', 'X (Twitter)', 'Dashboard']) {
      expect(linkNamed(footer, new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))?.getAttribute('href'), label).toMatch(/^https:\/\//);
    }
    expect(linkNamed(footer, 'Developer terms')?.getAttribute('href')).toBe('/docs/legal/developer-terms');
    expect(linkNamed(footer, 'Blog')?.getAttribute('href')).toBe('/blog');
    expect(text(footer)).toMatch(/Statlas is not affiliated with .*Discord/);
  });

  it('the home page names Statlas and the 700,000 claim in its title, content and description', () => {
    const home = page('/');
    expect(text(home.querySelector('title'))).toMatch(/Statlas/);
    expect(text(home.querySelector('main'))).toContain('700,000');
    expect(home.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/700,000 communities and businesses/);
  });
});

describe('doc pages', () => {
  it('carry locale, version and tag meta tags and a breadcrumb list', () => {
    const setup = page('/docs/guide/setup');
    const meta = (name: string) => setup.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
    expect(meta('docusaurus_locale')).toBe('en');
    expect(meta('docusaurus_version')).toBe('current');
    expect(meta('docusaurus_tag')).toBe('docs-default-current');
    expect(meta('docsearch:language')).toBe('en');
    expect(meta('docsearch:docusaurus_tag')).toBe('docs-default-current');
    const breadcrumbs = setup
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.rawText))
      .find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumbs, 'a BreadcrumbList in JSON-LD').toBeTruthy();
    const items = breadcrumbs.itemListElement as Array<{name: string; position: number}>;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.map((item) => item.name)).toContain('Guide');
    expect(items.at(-1)?.name).toMatch(/set ?up/i);
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  });

  it('list headings of levels 2 and 3 in the table of contents, not 4', () => {
    // A page with h2, h3 and h4 headings.
    const doc = page('/docs/usage/advanced/data-management');
    const targets = doc
      .querySelectorAll('.table-of-contents a')
      .map((a) => decodeURIComponent((a.getAttribute('href') ?? '').replace(/^#/, '')));
    expect(targets.length).toBeGreaterThan(0);
    const tagOf = new Map(doc.querySelectorAll('article [id]').map((el) => [el.id, el.tagName]));
    const levels = new Set(targets.map((id) => tagOf.get(id) ?? `missing #${id}`));
    expect(levels).toEqual(new Set(['H2', 'H3']));
    const h4 = doc.querySelectorAll('article h4[id]').map((h) => h.id);
    expect(h4.length).toBeGreaterThan(0);
    for (const id of h4) expect(targets).not.toContain(id);
  });

  /** A shallow clone has no history: the build then leaves the dates out rather than print one date everywhere. */
  const hasHistory = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--is-shallow-repository'], {encoding: 'utf8'}).trim() === 'false';
    } catch {
      return false;
    }
  })();
  for (const [route, file] of [
    ['/docs/guide/welcome', 'docs/guide/welcome.mdx'],
    ['/docs/usage/settings/stats', 'docs/usage/settings/stats.mdx'],
    ['/docs/tools/statroles/faq', 'docs/tools/statroles/faq.mdx'],
  ] as const) {
    it(`${route} links to its source and shows ${hasHistory ? 'its last update from git' : 'no date (shallow clone)'}`, () => {
      const doc = page(route);
      expect(doc.querySelector('a.theme-edit-this-page')?.getAttribute('href')).toBe(`${repository.url}/edit/${repository.branch}/${file}`);
      const time = doc.querySelector('.theme-last-updated time');
      if (!hasHistory) {
        expect(time).toBeNull();
        return;
      }
      // Docusaurus reads `git log --name-status`, which lists no files for merge commits.
      const committed = execFileSync('git', ['log', '-1', '--no-merges', '--format=%cI', '--', file], {encoding: 'utf8'}).trim();
      expect(committed, `${file} is in git`).not.toBe('');
      expect(time?.getAttribute('datetime')).toBe(new Date(committed).toISOString());
    });
  }

  it('generated API pages have no edit link', () => {
    const api = page('/docs/api/get-guild-member-counts');
    expect(text(api.querySelector('h1'))).toBe('Get member counts');
    expect(api.querySelector('a.theme-edit-this-page')).toBeNull();
  });
});

it('the invite builder is in the server-rendered HTML with the full invite link and permission table', () => {
  const root = page('/docs/guide/invite');
  const builder = root.querySelector('[data-testid=invite-builder]');
  expect(builder, 'builder in the HTML').not.toBeNull();
  // Every feature ticked: every permission of the data (tests/unit/bot-permissions.test.ts checks the bits).
  const all = permissionInteger(botPermissions).toString();
  const params = new URLSearchParams({client_id: discordApp.clientId, permissions: all, scope: 'bot applications.commands'});
  expect(builder!.querySelector('[data-testid=invite-url]')?.getAttribute('href')).toBe(`https://discord.com/oauth2/authorize?${params}`);
  expect(text(builder!.querySelector('[data-testid=invite-integer]'))).toBe(all);
  expect(builder!.querySelectorAll('input[type=checkbox][checked]')).toHaveLength(botFeatures.length);
  const rows = root.querySelectorAll('tr[data-permission]').map((row) => text(row.querySelector('th')));
  expect(rows).toEqual(botPermissions.map((permission) => permission.name));
});

it('the sitemap lists every page weekly with priority 0.5', () => {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(entries.length).toBeGreaterThan(10);
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
  }
  expect(xml).toContain('/docs/guide/welcome</loc>');
});
