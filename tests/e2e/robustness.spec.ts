/**
 * Robustness: the site works when browser storage is denied (private mode, strict privacy
 * settings), and recovers when the code of the next page fails to load (the route-change recovery: a full reload).
 * These tests break the browser on purpose, so the console guard is off and they fail only on
 * uncaught exceptions, not on the warnings Docusaurus logs for denied storage.
 */
import type {Page} from '@playwright/test';

import {afterNextFrames, colorModeToggle, expect, test, waitForHydration} from './support';

test.use({unguarded: 'storage is denied and code loads fail on purpose; Docusaurus logs warnings for both'});

/** Every access to window.localStorage throws, as in a browser that denies storage. */
function denyLocalStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
  });
}

/** Storage exists but every write throws (older Safari private mode). */
function fullStorage() {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}

async function expectToggleWorks(page: Page) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await colorModeToggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await colorModeToggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
}

for (const [name, init] of [
  ['localStorage throws on every access', denyLocalStorage],
  ['storage writes throw', fullStorage],
] as const) {
  test.describe(`when ${name}`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript(init);
    });

    test('pages render and hydrate, and the colour toggle switches the mode', async ({page, guard}) => {
      for (const path of ['/', '/docs/guide/welcome', '/blog', '/docs/usage/commands/stats', '/search']) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText(/\w/);
        await expect(page.locator('.navbar')).toBeVisible();
      }
      await page.goto('/docs/guide/welcome');
      await waitForHydration(page);
      await expectToggleWorks(page);
      // Client-side navigation still works and keeps the mode chosen in this page.
      await colorModeToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(guard.uncaught).toEqual([]);
    });

    test('the announcement bar can still be dismissed', async ({page, guard}) => {
      await page.goto('/');
      await waitForHydration(page);
      const bar = page.locator('[class*="announcementBar"]').first();
      await expect(bar).toBeVisible();
      await bar.getByRole('button', {name: 'Close'}).click();
      await expect(page.locator('[class*="announcementBar"]')).toHaveCount(0);
      expect(guard.uncaught).toEqual([]);
    });

    test('search opens and answers a query', async ({page, guard}) => {
      await page.goto('/docs/guide/welcome');
      await waitForHydration(page);
      const button = page.locator('.DocSearch-Button');
      await button.click();
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.locator('.DocSearch-Input').fill('counter');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      // Choosing a hit navigates, even though it cannot be saved as a recent search.
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(page.locator('article h1, main h1').first()).toBeVisible();
      expect(guard.uncaught).toEqual([]);
    });
  });
}

test.describe('failed code loads', () => {
  /** The document and its own scripts load; chunks requested after hydration fail. */
  async function failLaterChunks(page: Page) {
    let failing = true;
    const failed: string[] = [];
    await page.route('**/assets/js/**', async (route) => {
      if (failing) {
        failed.push(route.request().url());
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    return {
      failed,
      restore: () => {
        failing = false;
      },
    };
  }

  test('a link whose code failed to preload on hover still opens its page, by a full reload', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as {marker: string}).marker = 'before';
    });
    const chunks = await failLaterChunks(page);
    const link = page.getByRole('link', {name: 'Read the guide'});
    // Hovering a link preloads the next page's code; that load fails and is remembered as failed.
    await link.hover();
    await expect.poll(() => chunks.failed.length).toBeGreaterThan(0);
    // The network comes back before the click, but the failed load is cached: the router
    // cannot render the page from code and reloads it from the server instead.
    chunks.restore();
    const reload = page.waitForEvent('load');
    await link.click();
    await reload;
    await expect(page).toHaveURL(/\/docs\/guide\/welcome$/);
    expect(await page.evaluate(() => (window as unknown as {marker?: string}).marker)).toBeUndefined();
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    // Docusaurus' loading error (error text and a Retry button) is never shown.
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
  });

  test('a page whose own code fails on first load keeps its server-rendered content and working links', async ({
    page,
  }) => {
    // Only the page-specific chunks fail: the shared runtime and main bundle load.
    const failed: string[] = [];
    await page.route(/\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/, (route) => {
      failed.push(route.request().url());
      return route.abort('failed');
    });
    await page.goto('/docs/guide/welcome');
    // Look once the loads have failed and the page has settled, not before anything went wrong.
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await afterNextFrames(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
    // Without its code the page does not hydrate; links are plain links and still navigate.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await waitForHydration(page);
    await expect(page.locator('main')).toContainText(/\w/);
  });
});
