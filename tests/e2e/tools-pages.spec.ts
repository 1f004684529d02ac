import {docRoutes, limitHref} from '../../src/data/routes';
import {expect, expectFigureInMode, test, waitForHydration} from './support';

/**
 * Tools pages in the browser: anchors land, figures load and follow the colour mode. The pages'
 * sections, the tables of src/data, alt text and the sidebar are in the HTML and checked in Node
 * (tests/build/content.test.ts).
 */
test.describe('tools pages', () => {
  test('a limit type link lands on its row', async ({page}) => {
    await page.goto(docRoutes.roleConditions);
    await page.locator('#condition-top_rank').getByRole('link', {name: 'top', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${limitHref('top')}$`));
    await expect(page.locator('#limit-top')).toBeInViewport();
  });

  test('both figures load', async ({page}) => {
    for (const [route, altStart] of [
      [docRoutes.tools.statdocks, 'The top of a Discord channel list'],
      [docRoutes.tools.statroles, 'Flow of a role reward'],
    ] as const) {
      await page.goto(route);
      // The figure has a light and a dark file; after hydration only the current mode's is rendered.
      await waitForHydration(page);
      const image = page.locator(`article img[alt^="${altStart}"]`);
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`in ${mode} mode both tool figures are the ${mode} files`, async ({page}) => {
      await expectFigureInMode(page, docRoutes.tools.statdocks, 'counter-channels', mode);
      await expectFigureInMode(page, docRoutes.tools.statroles, 'role-reward-flow', mode);
    });
  }
});
