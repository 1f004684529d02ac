/**
 * Clean navigation: moving between pages in the browser logs no console error or warning, throws
 * no exception and requests nothing that fails or lives on another host. Every page's own load is
 * checked by the page walk in pages.spec.ts, the not-found page in errors.spec.ts.
 */
import {expect, test, waitForSettled} from './support';

test.use({trace: 'off', failedRequests: true});

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
