/**
 * Search on the hosted backend: a second build made with ALGOLIA_* set (build-hosted/, built here
 * when missing; `npm run build:search-hosted` makes it ahead of time), served on E2E_PORT + 10.
 * Every request to Algolia is answered by page.route from the fixture records: never the network.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import type {Server} from 'node:http';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {
  afterNextFrames,
  ALGOLIA_HOSTS,
  expect,
  routeAlgolia,
  sel,
  serveDirectory,
  siteDir,
  stopServer,
  test,
  waitForHydration,
} from './support';

const dir = path.join(siteDir, 'build-hosted');
const port = Number(process.env.E2E_PORT ?? 4173) + 10;
const origin = `http://127.0.0.1:${port}`;
export const HOSTED_ENV = {
  ALGOLIA_APP_ID: 'STATLASTEST',
  ALGOLIA_API_KEY: 'search-only-test-key',
  ALGOLIA_INDEX_NAME: 'statlas',
};

let server: Server | undefined;

test.describe.configure({mode: 'serial'});
// The hosted build is the site here; Algolia's hosts are answered by routeAlgolia, never the network.
test.use({baseURL: origin, allowedHosts: ALGOLIA_HOSTS});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!existsSync(path.join(dir, 'index.html'))) {
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', 'build-hosted'], {
      cwd: siteDir,
      env: {...process.env, ...HOSTED_ENV},
      stdio: 'ignore',
    });
  }
  server = await serveDirectory(dir, port);
});

test.afterAll(async () => {
  await stopServer(server);
});

async function open(page: Page, route = '/docs/guide/welcome') {
  await page.goto(route);
  await waitForHydration(page);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator(sel.modal)).toBeVisible();
}

test('queries Algolia with the documented request and shows its branding', async ({page}) => {
  const received = await routeAlgolia(page);
  await open(page);
  await expect(page.locator('link[rel="preconnect"][href="https://STATLASTEST-dsn.algolia.net"]')).toHaveCount(1);
  await expect(page.locator('.DocSearch-Logo')).toContainText('Powered by');
  await expect(page.locator('.DocSearch-Logo svg[aria-label="Algolia"]')).toBeVisible();
  expect(received).toHaveLength(0);

  await page.locator(sel.input).fill('stats top');
  // The page comes first in its group, then its section.
  await expect(page.locator(sel.hit).first()).toContainText('Stats commands');
  await expect(page.locator(sel.hit).nth(1)).toContainText('stats top');
  const last = received.at(-1)!;
  const url = new URL(last.url);
  expect(url.pathname).toBe('/1/indexes/*/queries');
  expect(url.searchParams.get('x-algolia-application-id')).toBe('STATLASTEST');
  expect(url.searchParams.get('x-algolia-api-key')).toBe('search-only-test-key');
  const request = last.body.requests[0]!;
  expect(request).toMatchObject({
    query: 'stats top',
    indexName: 'statlas',
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: true,
  });
  expect(request.attributesToRetrieve).toEqual(
    expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url']),
  );
  expect(request.attributesToSnippet).toEqual(expect.arrayContaining(['content:10']));
  expect(JSON.stringify(request.facetFilters)).toContain('language:en');
  expect(JSON.stringify(request.facetFilters)).toContain('docusaurus_tag:docs-default-current');

  // Enter opens the first hit: the page.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/usage\/commands\/stats$/);
});

test.describe('Algolia unreachable', () => {
  test.use({unguarded: 'every Algolia request fails on purpose; Chromium logs it and the search client rethrows it'});

  test('error view when every Algolia host is unreachable', async ({page}) => {
    await routeAlgolia(page, {fail: true});
    await open(page);
    await page.locator(sel.input).fill('counter');
    const error = page.locator(sel.error);
    await expect(error).toContainText('Unable to fetch results', {timeout: 20_000});
    await expect(error).toContainText('You might want to check your network connection.');
    // Still in error once the next frames have rendered (upstream resets the status to idle at once without the patch).
    await afterNextFrames(page);
    await expect(error).toBeVisible();
  });
});

test('loading state while Algolia is slow', async ({page}) => {
  // Algolia's answers are held back until the loading state has shown.
  let release!: () => void;
  await routeAlgolia(page, {until: new Promise<void>((resolve) => (release = resolve))});
  await open(page);
  await page.locator(sel.input).fill('counter');
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  await expect(page.locator(sel.hit)).toHaveCount(0);
  release();
  await expect(page.locator(sel.hit).first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
});

test('markup in Algolia hits stays text, in results and in saved searches', async ({page}) => {
  await routeAlgolia(page);
  await open(page);
  await page.locator(sel.input).fill('markup test');
  const hit = page.locator(sel.hit).first();
  await expect(hit).toContainText('<img src=x');
  await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
  await page.locator(sel.input).fill('escaping check');
  await expect(page.locator(sel.hit).first()).toContainText('<script>');
  await expect(page.locator('.DocSearch-Modal script, .DocSearch-Modal b')).toHaveCount(0);
  await page.locator(sel.input).fill('markup test');
  await page.locator(sel.hit).first().click();
  // The dialog closes a moment after the hit is chosen; the shortcut toggles, so pressed before
  // that it would close the old dialog instead of opening a new one.
  await expect(page).toHaveURL(/\/docs\/faq\/general\/xss$/);
  await expect(page.locator(sel.modal)).toBeHidden();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator(sel.source, {hasText: 'Recent'})).toBeVisible();
  await expect(page.locator(sel.hit).first()).toContainText('<img src=x');
  await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
});

test('the /search page queries the hosted index', async ({page}) => {
  const received = await routeAlgolia(page);
  await page.goto(`${origin}/search?q=leaderboard`);
  await expect(page.locator('article').first()).toContainText('Leaderboard');
  expect(received.length).toBeGreaterThan(0);
  await expect(page.locator('[class*="searchLogoColumn"]')).toBeVisible();
});
