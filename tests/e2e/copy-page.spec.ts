import {test, expect, waitForHydration} from './support';

/** The "Copy page" button and the Markdown link above every doc page. */
const ROUTE = '/docs/usage/settings/stats';

test('Copy page copies the page’s Markdown, fetched only on click', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  const markdownRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) markdownRequests.push(request.url());
  });
  await page.goto(ROUTE);
  await waitForHydration(page);
  const bar = page.getByTestId('copy-page');
  await expect(bar.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${ROUTE}.md`);
  expect(markdownRequests, 'no Markdown loaded before the click').toEqual([]);

  await bar.getByRole('button', {name: 'Copy page'}).click();
  await expect(bar.getByRole('status')).toHaveText('Page copied as Markdown.');
  const expected = await (await page.request.get(`${ROUTE}.md`)).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  expect(expected).toMatch(/^# Statistics settings\n/);
});
