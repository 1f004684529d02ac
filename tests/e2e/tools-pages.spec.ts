import {docRoutes, limitHref} from '../../src/data/routes';
import {expect, expectFigureInMode, test} from './support';

/**
 * Tools pages in the browser: anchors land, and each figure loads, drawn in the file of the colour
 * mode. The pages' sections, the tables of src/data, alt text and the sidebar are in the HTML and
 * checked in Node (tests/build/content.test.ts).
 */
test.describe('tools pages', () => {
  test('a limit type link lands on its row', async ({page}) => {
    await page.goto(docRoutes.roleConditions);
    await page.locator('#condition-top_rank').getByRole('link', {name: 'top', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${limitHref('top')}$`));
    await expect(page.locator('#limit-top')).toBeInViewport();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`in ${mode} mode both tool figures are the ${mode} files`, async ({page}) => {
      await expectFigureInMode(page, docRoutes.tools.statdocks, 'counter-channels', mode);
      await expectFigureInMode(page, docRoutes.tools.statroles, 'role-reward-flow', mode);
    });
  }
});
