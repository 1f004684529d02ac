/**
 * Clean pages: every URL of the built sitemap loads in Chromium without a console error
 * or warning, an uncaught exception, a failed request, a request to another host or a
 * response with status >= 400. One test per URL, so a failure names its page.
 */
import {expect, sitePages, test, waitForSettled} from './support';

test.use({trace: 'off', failedRequests: true});

for (const path of sitePages()) {
  test(`${path} loads without console errors, warnings or failed requests`, async ({page, guard}) => {
    const response = await page.goto(path);
    expect(response?.status(), `status of ${path}`).toBe(200);
    await waitForSettled(page);
    // Lazy content (images below the fold) loads once scrolled into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(guard.problems, guard.problems.join('\n')).toEqual([]);
  });
}

test('client-side navigation between pages stays clean', async ({page, guard}) => {
  guard.current = '/';
  await page.goto('/');
  await waitForSettled(page);
  for (const [name, path] of [
    ['Guide', '/docs/guide/welcome'],
    ['Commands', '/docs/usage/commands/overview'],
    ['Blog', '/blog'],
  ] as const) {
    guard.current = `navbar → ${path}`;
    await page.locator('.navbar').getByRole('link', {name, exact: true}).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await waitForSettled(page);
  }
  await page.waitForLoadState('networkidle');
  expect(guard.problems, guard.problems.join('\n')).toEqual([]);
});

test('the not-found page answers 404 and is otherwise clean', async ({page, guard}) => {
  const path = '/docs/this-page-does-not-exist';
  guard.allowNotFound(path);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await waitForSettled(page);
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(guard.problems, guard.problems.join('\n')).toEqual([]);
});
