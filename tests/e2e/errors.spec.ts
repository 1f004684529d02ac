import {expect, test, waitForHydration} from './support';

/**
 * The site's error states: an unknown path, page crash, lazy-load failure and a site whose code cannot load. The tests
 * that break the page on purpose turn the console guard off (the errors are expected there).
 */

test.describe('an unknown path', () => {
  test.use({failedRequests: true});

  test('answers 404 with the not-found page, which is otherwise clean', async ({page, guard}) => {
    const path = '/docs/this-page-does-not-exist';
    // The browser logs the status of the 404 document itself.
    guard.allowNotFound(path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByRole('main')).toContainText(/could not find what you were looking for/i);
    await page.waitForLoadState('networkidle');
  });
});

test.describe('broken on purpose', () => {
  test.use({unguarded: 'the page crashes or its code fails to load on purpose, and the browser logs it'});

  test('a page that crashes shows "Page Error" / "This page crashed." and Try again lists the error', async ({
    page,
  }) => {
    // Make date formatting throw, as in a browser without Intl: blog pages format dates while rendering.
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat;
      let broken = true;
      (window as unknown as {restoreIntl: () => void}).restoreIntl = () => {
        broken = false;
      };
      Intl.DateTimeFormat = function DateTimeFormat(...args: ConstructorParameters<typeof Original>) {
        if (broken) {
          throw new Error('Simulated crash: Intl.DateTimeFormat is unavailable', {cause: new Error('Test cause')});
        }
        return new Original(...args);
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await page.goto('/blog/archive');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByText(/Simulated crash: Intl.DateTimeFormat is unavailable/)).toBeVisible();
    await expect(page.getByText(/Test cause/)).toBeVisible();
    // Try again re-renders the page; once the fault is gone, the page comes back.
    await page.evaluate(() => (window as unknown as {restoreIntl: () => void}).restoreIntl());
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
    await expect(page.locator('main')).toContainText(/20\d\d/);
  });

  test('a route change whose code fails to load reloads the page fully', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as {marker: string}).marker = 'before-navigation';
    });
    // Every script requested after hydration fails once: the client cannot load the next route.
    let failed = false;
    await page.route('**/assets/js/**', async (route) => {
      if (!failed) {
        failed = true;
      }
      await route.abort('failed');
    });
    const reload = page.waitForEvent('load');
    await page.getByRole('link', {name: 'Read the guide'}).click();
    await reload;
    expect(failed).toBe(true);
    await expect(page).toHaveURL(/\/docs\/guide\/welcome$/);
    // A full reload gives a fresh window, and the server-rendered page is readable.
    expect(await page.evaluate(() => (window as unknown as {marker?: string}).marker)).toBeUndefined();
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('the base-URL hint banner appears when the site code cannot load', async ({page}) => {
    // As with a wrong baseUrl, neither the scripts nor the styles load.
    await page.route('**/assets/**', (route) => route.abort('failed'));
    await page.goto('/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toContainText('baseUrl');
  });
});

test('the base-URL hint banner stays hidden when the site loads', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
});
