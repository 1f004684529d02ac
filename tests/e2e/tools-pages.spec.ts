import {expect, test, waitForHydration} from './support';
import {counterVariables} from '../../src/data/counterVariables';
import {roleConditions} from '../../src/data/roleConditions';
import {limitTypes} from '../../src/data/limitTypes';
import {expectFigureInMode} from './support';

/** Every tools route of the site. */
const toolRoutes = [
  '/docs/tools/statdocks/overview',
  '/docs/tools/statdocks/setup',
  '/docs/tools/statdocks/settings/overview',
  '/docs/tools/statdocks/settings/counters',
  '/docs/tools/statdocks/faq',
  '/docs/tools/statroles/overview',
  '/docs/tools/statroles/setup',
  '/docs/tools/statroles/settings/overview',
  '/docs/tools/statroles/settings/conditions',
  '/docs/tools/statroles/settings/limit-types',
  '/docs/tools/statroles/faq',
];

test.describe('tools pages', () => {
  for (const route of toolRoutes) {
    // Tools pages end with their content: the sidebar already links onwards, so no "Next steps" list.
    test(`${route} renders with a title, its sections and no crash`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveCount(1);
      await expect(page.locator('article h2').first()).toBeVisible();
      await expect(page.getByRole('heading', {level: 2, name: 'Next steps'})).toHaveCount(0);
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
    });
  }

  test('the counters page lists every counter variable', async ({page}) => {
    await page.goto('/docs/tools/statdocks/settings/counters');
    const table = page.getByRole('table', {name: 'Counter variables'});
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(counterVariables.length);
    for (const variable of counterVariables) {
      const row = page.locator(`#variable-${variable.id}`);
      await expect(row.getByRole('rowheader')).toHaveText(variable.token);
      await expect(row).toContainText(new Intl.NumberFormat('en-US').format(variable.example));
    }
  });

  test('the counter preview shows a template next to its rendered name', async ({page}) => {
    await page.goto('/docs/tools/statdocks/settings/counters');
    const preview = page.getByRole('table', {name: 'Templates and the names Statlas gives the channels'});
    const row = preview.locator('tbody tr').first();
    await expect(row.locator('td').nth(0)).toHaveText('Members: {members}');
    await expect(row.locator('td').nth(1)).toHaveText('Members: 12,408');
    await expect(page.getByRole('table', {name: /de-DE/}).locator('tbody td').nth(1)).toHaveText('Members: 12.408');
  });

  test('the conditions page lists every condition with links to its limit types', async ({page}) => {
    await page.goto('/docs/tools/statroles/settings/conditions');
    const table = page.getByRole('table', {name: 'Condition types'});
    await expect(table.locator('tbody tr')).toHaveCount(roleConditions.length);
    for (const condition of roleConditions) {
      const row = page.locator(`#condition-${condition.id}`);
      await expect(row.getByRole('rowheader')).toContainText(condition.id);
      for (const limit of condition.limitTypes) {
        await expect(row.getByRole('link', {name: limit})).toHaveAttribute(
          'href',
          `/docs/tools/statroles/settings/limit-types#limit-${limit}`,
        );
      }
    }
  });

  test('the limit types page lists every limit type', async ({page}) => {
    await page.goto('/docs/tools/statroles/settings/limit-types');
    const table = page.getByRole('table', {name: 'Limit types'});
    await expect(table.locator('tbody tr')).toHaveCount(limitTypes.length);
    for (const limit of limitTypes) {
      const row = page.locator(`#limit-${limit.id}`);
      await expect(row.getByRole('rowheader')).toContainText(limit.id);
      await expect(row).toContainText(limit.range);
    }
  });

  test('a limit type link lands on its row', async ({page}) => {
    await page.goto('/docs/tools/statroles/settings/conditions');
    await page.locator('#condition-top_rank').getByRole('link', {name: 'top', exact: true}).click();
    await expect(page).toHaveURL(/\/limit-types#limit-top$/);
    await expect(page.locator('#limit-top')).toBeInViewport();
  });

  test('both figures load and have alt text', async ({page}) => {
    for (const [route, altStart] of [
      ['/docs/tools/statdocks/overview', 'The top of a Discord channel list'],
      ['/docs/tools/statroles/overview', 'Flow of a role reward'],
    ] as const) {
      await page.goto(route);
      // The figure has a light and a dark file; after hydration only the current mode's is rendered.
      await waitForHydration(page);
      const image = page.locator(`article img[alt^="${altStart}"]`);
      await expect(image).toBeVisible();
      const alt = (await image.getAttribute('alt')) ?? '';
      expect(alt.length).toBeGreaterThan(60);
      expect(alt).not.toContain('&');
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`in ${mode} mode both tool figures are the ${mode} files`, async ({page}) => {
      await expectFigureInMode(page, '/docs/tools/statdocks/overview', 'counter-channels', mode);
      await expectFigureInMode(page, '/docs/tools/statroles/overview', 'role-reward-flow', mode);
    });
  }

  test('the sidebar has the Tools category with both tools', async ({page}) => {
    await page.goto('/docs/tools/statroles/settings/limit-types');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('button', {name: 'Tools'}).or(sidebar.getByText('Tools', {exact: true})).first()).toBeVisible();
    await expect(sidebar.getByText('statdocks', {exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Limit types'})).toHaveAttribute('aria-current', 'page');
  });
});
