/**
 * Reference tables rendered on the server (src/components/ServerRendered): a page adopts their HTML
 * without downloading their code and data; a page opened in the app renders them itself and still
 * lands on an anchor inside them. The same for the parts a phone does not show and for dates
 * (adopted at hydration), and links prefetched in idle time (plugins/idle-prefetch). That a table
 * with filters hydrates and filters is tested with the filters, in reference-pages.spec.ts.
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
  // The command table sits above the anchor, which is in the command reference; each has its own
  // chunk. The table's chunk is held until the reference has rendered, so the table arrives last
  // and moves the anchor down: the page must still land on it.
  let release = (): void => undefined;
  const referenceRendered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"command-table"')) await referenceRendered;
    await route.fulfill({response, body});
  });
  await page.goto('/docs/guide/welcome');
  await waitForHydration(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${STATS}#stats-top`);
  const heading = page.locator('h3#stats-top');
  await heading.waitFor({state: 'attached'});
  await expect(page.getByTestId('command-table')).toHaveCount(0);
  release();
  await expect(page.getByTestId('command-table')).toHaveCount(1);
  await expect(heading).toBeInViewport();
  await expect(page.getByTestId('command-table').locator('tbody tr').first()).toBeVisible();
  expect((await chunksContaining(page, scripts(), 'data-command')).length).toBeGreaterThan(0);
});

/**
 * Counts the links Docusaurus watches for prefetching (each hydrated `<Link>` observes its anchor),
 * inside the wide-screen-only parts (src/components/ServerRendered/desktopOnly) and elsewhere.
 */
async function watchObservedLinks(page: Page): Promise<() => Promise<{desktopOnly: number; elsewhere: number}>> {
  await page.addInitScript(() => {
    const counts = {desktopOnly: 0, elsewhere: 0};
    (window as unknown as {observedLinks: typeof counts}).observedLinks = counts;
    const observe = IntersectionObserver.prototype.observe;
    IntersectionObserver.prototype.observe = function (target: Element) {
      if (target instanceof HTMLAnchorElement)
        counts[target.closest('[data-desktop-only]') ? 'desktopOnly' : 'elsewhere'] += 1;
      return observe.call(this, target);
    };
  });
  return () =>
    page.evaluate(() => ({
      ...(window as unknown as {observedLinks: {desktopOnly: number; elsewhere: number}}).observedLinks,
    }));
}

test('a phone does not hydrate the sidebar and table of contents it does not show, and its menu still lists the pages', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  const observed = await watchObservedLinks(page);
  await page.goto(STATS);
  await waitForHydration(page);
  await expect(page.locator('[data-desktop-only="docs-sidebar"]')).toHaveCount(0); // the theme removed it after hydration
  const counts = await observed();
  expect(counts.desktopOnly).toBe(0);
  expect(counts.elsewhere).toBeGreaterThan(0); // the links that show (content, pagination, footer) are hydrated
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Management', exact: true})).toBeVisible();
});

test('a wide screen hydrates the sidebar and table of contents', async ({page}) => {
  const observed = await watchObservedLinks(page);
  await page.goto(STATS);
  await waitForHydration(page);
  expect((await observed()).desktopOnly).toBeGreaterThan(0);
  const sidebar = page.locator('[data-desktop-only="docs-sidebar"]');
  const toc = page.locator('[data-desktop-only="doc-toc"]');
  await expect(sidebar).toBeVisible();
  await expect(toc.getByRole('link').first()).toBeVisible();
  // A category of the sidebar expands: its button is React's, not the server's markup.
  await sidebar.getByRole('button', {name: "Expand sidebar category 'Settings'"}).click();
  await expect(sidebar.getByRole('button', {name: "Collapse sidebar category 'Settings'"})).toBeVisible();
});

test('dates are adopted from the server at hydration and rendered by the app after navigation', async ({page}) => {
  // Formatting a date creates an Intl.DateTimeFormat (costly the first time): count them.
  await page.addInitScript(() => {
    const Original = Intl.DateTimeFormat;
    const counter = {created: 0};
    (window as unknown as {dateFormats: typeof counter}).dateFormats = counter;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counter.created += 1;
        return new target(...args);
      },
    });
  });
  const created = () =>
    page.evaluate(() => (window as unknown as {dateFormats: {created: number}}).dateFormats.created);
  for (const path of ['/docs/guide/setup', '/blog/version-2.3-release']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('[data-static-text] time').first()).toHaveText(/\d{4}/);
    expect(await created()).toBe(0);
  }
  await page.goto('/docs/guide/setup');
  await waitForHydration(page);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/guide\/dashboard$/);
  // The URL changes before the next page renders: until its heading shows, the date on screen is still setup's.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('The Statlas dashboard');
  await expect(page.locator('.theme-last-updated time')).toHaveText(/\d{4}/);
  expect(await created()).toBeGreaterThan(0);
});

test('links are prefetched in idle time, not in the call', async ({page}) => {
  await page.goto('/docs/guide/setup');
  await waitForHydration(page);
  const prefetched = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')),
    );
  // The page's own links in view are prefetched once the browser is idle.
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(0);
  // Until the queue is drained: an idle period passes with no prefetch added.
  await page.evaluate(async () => {
    const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const idle = () => new Promise((resolve) => requestIdleCallback(resolve));
    for (let last = -1; last !== count();) {
      last = count();
      await idle();
    }
  });
  // A call queues the route: nothing is added in the call, its chunks follow in idle time.
  const before = await prefetched();
  const added = await page.evaluate(() => {
    const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const start = count();
    (window as unknown as {docusaurus: {prefetch: (url: string) => unknown}}).docusaurus.prefetch(
      '/blog/version-2.3-release',
    );
    return count() - start;
  });
  expect(added).toBe(0);
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(before.length);
});
