/**
 * Reference tables rendered on the server (src/components/ServerRendered): a page adopts their HTML
 * without downloading their code and data; a page opened in the app renders them itself and still
 * lands on an anchor inside them. That a table with filters hydrates and filters is tested with the
 * filters, in reference-pages.spec.ts.
 */
import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './support';

const STATS = '/docs/usage/commands/stats';

/** Script paths the page fetched. */
function watchScripts(page: Page): () => string[] {
  const files: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname);
  });
  return () => files;
}

/** The JavaScript files that hold a component's code, found by a string only it renders. */
async function chunksContaining(page: Page, files: string[], text: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) if ((await (await page.request.get(file)).text()).includes(text)) found.push(file);
  return found;
}

test('a page with server-rendered tables never downloads their code', async ({page}) => {
  const scripts = watchScripts(page);
  await page.goto(STATS);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('command-reference').locator('section[data-command]').first()).toBeVisible();
  await expect(page.getByTestId('command-table').locator('tbody tr').first()).toBeVisible();
  // `data-command` is written by the command table's and reference's code: no fetched script holds it.
  expect(await chunksContaining(page, scripts(), 'data-command')).toEqual([]);
});

test('a page opened in the app renders its tables and lands on an anchor inside them', async ({page}) => {
  const scripts = watchScripts(page);
  await page.goto('/docs/guide/welcome');
  await waitForHydration(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${STATS}#stats-top`);
  const heading = page.locator('h3#stats-top');
  await expect(heading).toBeInViewport();
  await expect(page.getByTestId('command-table').locator('tbody tr').first()).toBeVisible();
  expect((await chunksContaining(page, scripts(), 'data-command')).length).toBeGreaterThan(0);
});
