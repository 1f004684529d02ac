import {expect, test, waitForHydration} from './support';
import {links} from '../../src/config/links';
import {colorModeToggle, expectFigureInMode, expectVisibleFigure} from './support';

/** The six guide pages, in sidebar order, with their page titles. */
const guidePages = [
  {route: '/docs/guide/welcome', title: 'Welcome to Statlas'},
  {route: '/docs/guide/invite', title: 'Invite Statlas to your server'},
  {route: '/docs/guide/bot', title: 'How the bot works'},
  {route: '/docs/guide/setup', title: 'First setup in five minutes'},
  {route: '/docs/guide/dashboard', title: 'The Statlas dashboard'},
  {route: '/docs/guide/settings', title: 'First settings'},
];

test.describe('guide pages', () => {
  for (const {route, title} of guidePages) {
    test(`${route} renders its title, a Next steps section and no crash`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveText(title);
      await expect(page.getByRole('heading', {level: 2, name: 'Next steps'})).toBeVisible();
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
    });
  }

  test('every guide figure loads and has alt text', async ({page}) => {
    let figures = 0;
    for (const {route} of guidePages) {
      await page.goto(route);
      // Figures have a light and a dark file; after hydration only the current mode's is rendered.
      await waitForHydration(page);
      const images = page.locator('article img');
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        const alt = (await image.getAttribute('alt')) ?? '';
        expect(alt.length, `alt text of an image on ${route}`).toBeGreaterThan(30);
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        figures += 1;
      }
    }
    expect(figures).toBeGreaterThanOrEqual(2);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`in ${mode} mode the setup page shows the ${mode} setup figure`, async ({page}) => {
      await expectFigureInMode(page, '/docs/guide/setup', 'setup-flow', mode);
    });
  }

  test('the setup figure follows the colour mode toggle', async ({page}) => {
    await expectFigureInMode(page, '/docs/guide/setup', 'setup-flow', 'dark');
    await colorModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectVisibleFigure(page, 'setup-flow', 'light');
    // Without the query parameter (it would choose the mode again), the stored choice applies.
    await page.goto('/docs/guide/setup');
    await waitForHydration(page);
    await expectVisibleFigure(page, 'setup-flow', 'light');
  });

  test('the invite and setup pages link to the invite URL', async ({page}) => {
    for (const route of ['/docs/guide/invite', '/docs/guide/setup']) {
      await page.goto(route);
      await expect(page.locator(`article a[href="${links.invite}"]`).first()).toBeVisible();
    }
  });

  test('the dashboard page links to the dashboard and names every dashboard page', async ({page}) => {
    await page.goto('/docs/guide/dashboard');
    await expect(page.locator(`article a[href="${links.dashboard}"]`).first()).toBeVisible();
    const table = page.locator('article table').filter({hasText: 'What you find there'});
    for (const name of ['Overview', 'Members', 'Messages', 'Voice', 'Activity', 'Status', 'Counters', 'Role rewards', 'Logs', 'Settings']) {
      await expect(table.getByRole('cell', {name, exact: true})).toBeVisible();
    }
  });

  test('the guide sidebar lists the six pages in order', async ({page}) => {
    await page.goto('/docs/guide/welcome');
    const items = page.locator('nav.menu a.menu__link[href^="/docs/guide/"]');
    await expect(items).toHaveCount(guidePages.length);
    for (const [index, {route}] of guidePages.entries()) {
      await expect(items.nth(index)).toHaveAttribute('href', route);
    }
  });
});
