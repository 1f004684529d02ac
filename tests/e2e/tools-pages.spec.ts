import {docRoutes, limitHref} from '../../src/data/routes';
import {expect, test} from './support';

/**
 * Tools pages in the browser: anchors land. The figures in each colour mode are checked on every
 * page in the page walk (pages.spec.ts); the pages' sections, the tables of src/data, alt text and
 * the sidebar are in the HTML and checked in Node (tests/build/content.test.ts).
 */
test.describe('tools pages', () => {
  test('a limit type link lands on its row', async ({page}) => {
    await page.goto(docRoutes.roleConditions);
    await page.locator('#condition-top_rank').getByRole('link', {name: 'top', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${limitHref('top')}$`));
    await expect(page.locator('#limit-top')).toBeInViewport();
  });
});
