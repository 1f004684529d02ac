/**
 * Clean pages: every URL of the built sitemap loads in Chromium without a console error
 * or warning, an uncaught exception, a failed request or a response with status >= 400.
 * One page walks all URLs (fast); the findings are collected and reported together.
 */
import {expect, test, type Page} from '@playwright/test';

import {sitemapPaths, waitForSettled} from './a11y-support';

interface Watch {
  problems: string[];
  current: string;
  /** The one request allowed to fail: the document of the deliberate not-found page. */
  allowed?: (url: string, status: number) => boolean;
}

function watch(page: Page, baseURL: string): Watch {
  const state: Watch = {problems: [], current: ''};
  const own = new URL(baseURL).host;
  const report = (what: string) => state.problems.push(`${state.current}: ${what}`);
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    // Chromium logs the status of the deliberate 404 document as a console error.
    if (state.allowed && /status of 404/.test(text) && state.allowed(message.location().url, 404)) return;
    report(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => report(`uncaught ${error.name}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A navigation that replaces the page aborts requests still in flight: not a failure of the page.
    if (reason === 'net::ERR_ABORTED' && request.resourceType() !== 'document') return;
    report(`request failed (${reason}): ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    if (state.allowed?.(response.url(), status)) return;
    report(`HTTP ${status}: ${response.request().method()} ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== own) report(`request to another host: ${request.url()}`);
  });
  return state;
}

test.use({trace: 'off'});

test('every sitemap URL loads without console errors, warnings or failed requests', async ({page, baseURL}) => {
  const paths = sitemapPaths();
  test.setTimeout(30_000 + paths.length * 3_000);
  const state = watch(page, baseURL!);
  for (const path of paths) {
    state.current = path;
    const response = await page.goto(path);
    expect(response?.status(), `status of ${path}`).toBe(200);
    await waitForSettled(page);
    // Lazy content (images below the fold) loads once scrolled into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(state.problems, `problems on ${paths.length} pages:\n${state.problems.join('\n')}`).toEqual([]);
});

test('client-side navigation between pages stays clean', async ({page, baseURL}) => {
  const state = watch(page, baseURL!);
  state.current = '/';
  await page.goto('/');
  await waitForSettled(page);
  for (const [name, path] of [
    ['Guide', '/docs/guide/welcome'],
    ['Commands', '/docs/usage/commands/overview'],
    ['Blog', '/blog'],
  ] as const) {
    state.current = `navbar → ${path}`;
    await page.locator('.navbar').getByRole('link', {name, exact: true}).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await waitForSettled(page);
  }
  await page.waitForLoadState('networkidle');
  expect(state.problems, state.problems.join('\n')).toEqual([]);
});

test('the not-found page answers 404 and is otherwise clean', async ({page, baseURL}) => {
  const state = watch(page, baseURL!);
  const path = '/docs/this-page-does-not-exist';
  state.current = path;
  state.allowed = (url, status) => status === 404 && new URL(url).pathname === path;
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await waitForSettled(page);
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(state.problems, state.problems.join('\n')).toEqual([]);
});
