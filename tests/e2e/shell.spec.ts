/**
 * The site's shell in the browser: colour mode, the announcement bar, the layout breakpoint and
 * routing. What the built HTML holds (navbar and footer links, meta tags) is checked in Node
 * (tests/build/chrome.test.ts).
 */
import {test, expect, waitForHydration} from './support';

const DOC = '/docs/guide/welcome';

test.describe('colour mode', () => {
  test('is dark by default even when the system prefers light, toggles and persists', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(DOC);
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.locator('.navbar').getByRole('button', {name: /dark mode|light mode|color mode/i});
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await waitForHydration(page);
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('stays dark when the system prefers dark and nothing is chosen', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('the announcement bar is dismissed and stays dismissed after reload', async ({page}) => {
  await page.goto(DOC);
  await waitForHydration(page);
  const bar = page.locator('div[role="banner"][class*="announcementBar"]');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('API reference');
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(bar).toHaveCount(0);
  // Dismissal is stored per announcement id: another id shows the bar again.
  await page.evaluate(() => {
    // The key may carry a site namespace suffix: find it rather than guess it.
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('docusaurus.announcement.id'));
    if (!key) throw new Error('no announcement id in localStorage');
    window.localStorage.setItem(key, 'an-older-announcement');
  });
  await page.reload();
  await waitForHydration(page);
  await expect(bar).toBeVisible();
});

test.describe('layout breakpoint at 996 px', () => {
  test('996 px uses the mobile layout and its sidebar', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto(DOC);
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    // The desktop link is in the page, hidden (a locator that matched nothing would pass as hidden).
    const desktopLink = page.locator('.navbar__items .navbar__item.navbar__link', {hasText: 'Commands'});
    await expect(desktopLink).toHaveCount(1);
    await expect(desktopLink).toBeHidden();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(
      sidebar
        .getByRole('link', {name: 'Invite Statlas'})
        .or(sidebar.getByRole('link', {name: /invite/i}))
        .first(),
    ).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
  });

  test('997 px uses the desktop layout', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto(DOC);
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Commands'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  });
});

test.describe('routing', () => {
  test('a path ending in index.html shows the directory page', async ({page}) => {
    await page.goto(`${DOC}/index.html`);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    await expect(page.locator(`.menu__link--active[href="${DOC}"]`)).toBeVisible();
  });

  test('/docs lands on the welcome page', async ({page}) => {
    await page.goto('/docs');
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('the progress bar shows on a slow route change and finishes', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    // Hold every script and data request after hydration until the bar shows (it starts after 200 ms).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('link', {name: 'Read the guide'}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    release();
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});
