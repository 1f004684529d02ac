import {colorModeToggle, expect, expectFigureInMode, expectVisibleFigure, test, waitForHydration} from './support';

/**
 * A figure after a reload: a page opened in a mode shows that mode's file, and after the toggle a
 * reload shows the stored choice's. The page walk (pages.spec.ts) checks every page's figures in
 * both modes after the toggle; titles, sections, links, alt text and the sidebar order are in the
 * HTML and checked in Node (tests/build/content.test.ts).
 */

test.describe('guide pages', () => {
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
