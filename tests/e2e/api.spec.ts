import {API_ERRORS_ROUTE, API_INFO_ROUTE, apiOperationRoute} from '../../src/config/apiRoutes';
import {expect, test, waitForHydration} from './support';

/**
 * API reference behaviour in the browser. What the pages show (every operation and schema, parameters,
 * responses, samples, no request form) is in their HTML and checked in Node by tests/build/api.test.ts.
 */

/** Strings found only in the OpenAPI theme's code and stylesheet. */
const OPENAPI_MARKERS = ['openapi-schema__', 'openapi-tabs__', 'openapi__method-endpoint', 'theme-api-markdown'];

test('choosing the 429 response shows its rate-limit headers, and a sample tab shows its code', async ({page}) => {
  await page.goto(apiOperationRoute('getGuildMemberCounts'));
  const main = page.locator('main');
  await waitForHydration(page);
  // Only the 429 response sends Retry-After; its panel is hidden until its tab is chosen.
  const shownWithRetryAfter = main.locator('[role="tabpanel"]:not([hidden])').filter({hasText: 'Retry-After'});
  await expect(shownWithRetryAfter).toHaveCount(0);
  const tooMany = main.getByRole('tab', {name: '429', exact: true});
  await tooMany.click();
  await expect(tooMany).toHaveAttribute('aria-selected', 'true');
  await expect(shownWithRetryAfter.first()).toBeVisible();
  const samples = main.locator('.tabs-container:has(> .statlas-api-samples)');
  await samples.getByRole('tab', {name: 'Python'}).click();
  await expect(samples.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(samples.locator('[role="tabpanel"]:not([hidden]) code').first()).toContainText('import');
});

test('a language picked on the quickstart is the one an operation page shows', async ({page}) => {
  await page.goto('/docs/api/quickstart');
  await waitForHydration(page);
  const first = page.locator('main .tabs-container').first();
  await first.getByRole('tab', {name: 'Python'}).click();
  await expect(first.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');

  await page.goto(apiOperationRoute('getGuildMemberCounts'));
  await waitForHydration(page);
  const samples = page.locator('main .tabs-container:has(> .statlas-api-samples)');
  await expect(samples.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  await expect(samples.locator('[role="tabpanel"]:not([hidden]) code').first()).toContainText('import requests');
});

test("an operation page links each of its errors to the errors page's section", async ({page}) => {
  await page.goto(apiOperationRoute('getGuildMemberCounts'));
  const link = page.locator(`main a[href="${API_ERRORS_ROUTE}#rate_limited"]`);
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${API_ERRORS_ROUTE}#rate_limited$`));
  await expect(page.locator('#rate_limited')).toBeInViewport();
});

test('a non-API doc page loads no OpenAPI theme code or CSS', async ({page, request}) => {
  await page.goto('/docs/guide/welcome', {waitUntil: 'networkidle'});
  const assets = await page.evaluate(() => [
    ...Array.from(document.scripts)
      .map((s) => s.src)
      .filter(Boolean),
    ...Array.from(document.styleSheets)
      .map((s) => s.href ?? '')
      .filter(Boolean),
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

test('the API introduction page loads the OpenAPI stylesheet', async ({page}) => {
  await page.goto(API_INFO_ROUTE, {waitUntil: 'networkidle'});
  const sheets = await page.evaluate(() => Array.from(document.styleSheets).map((s) => s.href ?? ''));
  expect(sheets.some((href) => href.includes('/openapi/'))).toBe(true);
});
