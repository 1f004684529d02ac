import {colorModeToggle, expect, expectFigureInMode, expectVisibleFigure, sitemapPaths, test, waitForHydration} from './support';

/**
 * Guide pages in the browser: the figures load and follow the colour mode. Titles, sections,
 * descriptions, links, alt text and the sidebar order are in the HTML and checked in Node
 * (tests/build/content.test.ts).
 */
const guideRoutes = sitemapPaths().filter((route) => route.startsWith('/docs/guide/'));

test.describe('guide pages', () => {
  test('every guide figure loads', async ({page}) => {
    expect(guideRoutes.length).toBeGreaterThanOrEqual(5);
    let figures = 0;
    for (const route of guideRoutes) {
      await page.goto(route);
      // Figures have a light and a dark file; after hydration only the current mode's is rendered.
      await waitForHydration(page);
      for (const image of await page.locator('article img').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {message: `an image on ${route} loads`}).toBe(true);
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
});
