import fs from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';
import {parse} from 'yaml';

import {buildDir, expect, siteDir, sitemapPaths, test} from './support';

/**
 * API reference, against the production build. Expectations come from the site's route list
 * (copied below) and from the repository's openapi/statlas.yaml.
 */

/** Every API route of the route table. */
const API_ROUTES = [
  '/docs/api/statlas-api',
  '/docs/category/statlas-api',
  '/docs/api/get-activities',
  '/docs/api/get-guild-activity-series',
  '/docs/api/get-guild-channel',
  '/docs/api/get-guild-channel-counts',
  '/docs/api/get-guild-channels',
  '/docs/api/get-guild-member-count-series',
  '/docs/api/get-guild-member-counts',
  '/docs/api/get-guild-member-stats',
  '/docs/api/get-guild-message-series',
  '/docs/api/get-guild-message-sums',
  '/docs/api/get-guild-status-series',
  '/docs/api/get-guild-top-activity-series',
  '/docs/api/get-guild-top-message-channels',
  '/docs/api/get-guild-top-message-members',
  '/docs/api/get-guild-top-voice-channels',
  '/docs/api/get-guild-top-voice-members',
  '/docs/api/get-guild-voice-series',
  '/docs/api/get-guild-voice-sums',
  '/docs/api/aggregatechannel',
  '/docs/api/channel',
  '/docs/api/channel-id',
  '/docs/api/guild-id',
  '/docs/api/ratelimitheaders',
  '/docs/api/unauthorizederror',
];

/* eslint-disable @typescript-eslint/no-explicit-any */
const spec: any = parse(fs.readFileSync(path.join(siteDir, 'openapi/statlas.yaml'), 'utf8'));
const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const deref = (obj: any): any =>
  obj?.$ref ? obj.$ref.slice(2).split('/').reduce((node: any, key: string) => node[key], spec) : obj;
const operations = Object.values(spec.paths as Record<string, Record<string, any>>).flatMap((item) =>
  Object.values(item).map((op) => ({
    route: `/docs/api/${kebab(op.operationId)}`,
    summary: op.summary as string,
    tag: op.tags[0] as string,
    params: (op.parameters ?? []).map((p: any) => deref(p).name as string),
  })),
);
const schemaPages = Object.entries(spec.components.schemas as Record<string, any>).map(([key, schema]) => ({
  route: `/docs/api/${(schema.title ?? key).toLowerCase().replace(/\s+/g, '-')}`,
  title: (schema.title ?? key) as string,
  fields: Object.keys(schema.properties ?? {}),
  pattern: schema.pattern as string | undefined,
}));

/** Strings found only in the OpenAPI theme's code and stylesheet. */
const OPENAPI_MARKERS = ['openapi-schema__', 'openapi-tabs__', 'openapi__method-endpoint', 'theme-api-markdown'];

function builtRoutesUnder(prefix: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') found.push(`/${path.relative(buildDir, dir).split(path.sep).join('/')}`);
      else if (entry.name.endsWith('.html')) found.push(`/${path.relative(buildDir, full).split(path.sep).join('/').replace(/\.html$/, '')}`);
    }
  };
  const root = path.join(buildDir, prefix);
  if (fs.existsSync(root)) walk(root);
  return found;
}

async function sidebarGroups(page: Page): Promise<Record<string, string[]>> {
  return page.locator('nav.menu').evaluate((nav) => {
    const groups: Record<string, string[]> = {};
    for (const category of Array.from(nav.querySelectorAll('.theme-doc-sidebar-item-category-level-2'))) {
      const label = category.querySelector(':scope > .menu__list-item-collapsible .menu__link')?.textContent?.trim() ?? '';
      groups[label] = Array.from(category.querySelectorAll(':scope > ul a.menu__link')).map(
        (a) => new URL((a as HTMLAnchorElement).href).pathname,
      );
    }
    return groups;
  });
}

test.describe('API reference routes', () => {
  test('the build holds every API route of the route table and nothing else under /docs/api or /docs/category', () => {
    const built = [...builtRoutesUnder('docs/api'), ...builtRoutesUnder('docs/category')].sort();
    expect(built).toEqual([...API_ROUTES].sort());
    const inSitemap = sitemapPaths().filter((p) => /^\/docs\/(?:api|category)\//.test(p));
    expect(inSitemap.sort()).toEqual([...API_ROUTES].sort());
  });

  for (const route of API_ROUTES) {
    test(`${route} renders, with no request form, send button or API-key input`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1').first()).toBeVisible();
      const main = page.locator('main');
      await expect(main.locator('input, textarea, select, form')).toHaveCount(0);
      await expect(main.getByRole('button', {name: /send|execute|try it|request/i})).toHaveCount(0);
      await expect(page.locator('input[type="password"], input[placeholder*="key" i], input[name*="auth" i]')).toHaveCount(0);
    });
  }
});

test.describe('API reference content', () => {
  test('the info page links the downloadable spec, which the build serves', async ({page, request}) => {
    await page.goto('/docs/api/statlas-api');
    await expect(page.locator('main h1')).toHaveText('Statlas API');
    await expect(page.locator('main')).toContainText('Version 0.1');
    const link = page.locator('main a[href$="/openapi/statlas.yaml"]');
    await expect(link).toHaveCount(1);
    const spec = await request.get((await link.getAttribute('href'))!);
    expect(spec.status()).toBe(200);
    expect(await spec.text()).toContain('title: Statlas API');
  });

  test('the sidebar groups the operations by tag, then the schemas', async ({page}) => {
    await page.goto('/docs/api/statlas-api');
    const groups = await sidebarGroups(page);
    const expected: Record<string, string[]> = {};
    for (const tag of spec.tags) {
      expected[tag['x-displayName'] ?? tag.name] = operations.filter((o) => o.tag === tag.name).map((o) => o.route);
    }
    expected.Schemas = schemaPages.map((s) => s.route);
    expect(Object.keys(groups)).toEqual(Object.keys(expected));
    for (const [label, routes] of Object.entries(expected)) {
      expect(groups[label].sort(), label).toEqual([...routes].sort());
    }
  });

  test('the category page lists the whole reference', async ({page}) => {
    await page.goto('/docs/category/statlas-api');
    await expect(page.locator('main h1')).toHaveText('Statlas API reference');
    await expect(page.locator('main article a[href="/docs/api/statlas-api"]').first()).toBeVisible();
  });

  for (const op of operations) {
    test(`${op.route} shows its parameters, its 200, 401 and 429 responses and code samples`, async ({page}) => {
      await page.goto(op.route);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(op.summary);
      await expect(main.locator('.statlas-api-endpoint')).toContainText('https://api.statlas.app/v1/');
      for (const name of op.params) {
        await expect(main.locator('.openapi-params__list-item strong, .openapi-schema__property', {hasText: new RegExp(`^${name}$`)}).first()).toBeVisible();
      }
      for (const code of ['200', '401', '429']) {
        await expect(main.getByRole('tab', {name: code, exact: true})).toBeVisible();
      }
      await main.getByRole('tab', {name: '429', exact: true}).click();
      for (const header of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After']) {
        await expect(main).toContainText(header);
      }
      const samples = main.locator('.tabs-container:has(> .statlas-api-samples)');
      for (const label of ['curl', 'JavaScript', 'Python']) {
        await expect(samples.getByRole('tab', {name: label})).toBeVisible();
      }
      await expect(samples.locator('[role="tabpanel"]:not([hidden]) code').first()).toContainText('Authorization');
    });
  }

  for (const schema of schemaPages) {
    test(`${schema.route} lists the fields of ${schema.title}`, async ({page}) => {
      await page.goto(schema.route);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(schema.title);
      if (schema.fields.length) {
        const shown = await main.locator('.openapi-schema__property').allTextContents();
        expect(shown).toEqual(expect.arrayContaining(schema.fields));
      } else {
        await expect(main).toContainText(schema.pattern!);
      }
    });
  }
});

test('an operation page sends its parameters and responses in the HTML, before any script runs', async ({request}) => {
  const html = await (await request.get('/docs/api/get-guild-member-counts')).text();
  // The path parameter, a response field with its description, and a rate-limit header.
  for (const text of ['guildId', 'All members, humans and bots.', 'X-RateLimit-Remaining']) {
    expect(html, text).toContain(text);
  }
  expect(html).not.toContain('openapi-skeleton');
});

test('a non-API doc page loads no OpenAPI theme code or CSS', async ({page, request}) => {
  await page.goto('/docs/guide/welcome', {waitUntil: 'networkidle'});
  const assets = await page.evaluate(() => [
    ...Array.from(document.scripts).map((s) => s.src).filter(Boolean),
    ...Array.from(document.styleSheets).map((s) => s.href ?? '').filter(Boolean),
  ]);
  expect(assets.length).toBeGreaterThan(1);
  expect(assets.filter((href) => href.includes('/openapi/'))).toEqual([]);
  for (const href of assets) {
    const body = await (await request.get(href)).text();
    for (const marker of OPENAPI_MARKERS) {
      expect(body.includes(marker), `${href} contains ${marker}`).toBe(false);
    }
  }
});
