import {expect, test, waitForHydration} from './support';

import {commands} from '../../src/data/commands';
import {settings} from '../../src/data/settings';
import {expectFigureInMode} from './support';

/**
 * The reference pages in the browser: the filters of the command and settings tables, command links
 * that land on their section, the permission figure in each colour mode, and the mobile layout (axe checks these pages in the page walk, pages.spec.ts).
 * What the pages show from src/data is in their HTML and checked in Node (tests/build/reference.test.ts).
 */

test.describe('command pages', () => {
  test('the overview table filters by group and tool', async ({page}) => {
    await page.goto('/docs/usage/commands/overview');
    const table = page.getByTestId('command-table');
    await waitForHydration(page);
    // The filters respond once the live table has replaced the server's HTML.
    await expect(page.locator('[data-live] [data-testid="command-table"]')).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(commands.length);
    await table.getByLabel('Group').selectOption('stats');
    await expect(table.locator('tbody tr')).toHaveCount(commands.filter((command) => command.group === 'stats').length);
    await table.getByLabel('Group').selectOption('all');
    await table.getByLabel('Tool').selectOption('statroles');
    await expect(table.locator('tbody tr')).toHaveCount(commands.filter((command) => command.tool === 'statroles').length);
  });

  test('command links in the overview land on an existing anchor', async ({page}) => {
    await page.goto('/docs/usage/commands/overview');
    await waitForHydration(page);
    // Click the live table's link, not the server's copy that the live table replaces.
    await page.locator('[data-live] [data-testid="command-table"] tr[data-command="stats top"] a').click();
    await expect(page).toHaveURL(/\/docs\/usage\/commands\/stats#stats-top$/);
    await expect(page.locator('h3#stats-top')).toBeVisible();
  });
});

test.describe('settings pages', () => {
  test('the settings overview filters by category', async ({page}) => {
    await page.goto('/docs/usage/settings/overview');
    await waitForHydration(page);
    await expect(page.locator('[data-live] [data-testid="settings-table"]')).toBeVisible();
    const rows = page.getByTestId('settings-table').locator('tbody tr');
    await expect(rows).toHaveCount(settings.length);
    await page.getByTestId('settings-table').getByLabel('Category').selectOption('stats');
    const shown = settings.filter((setting) => setting.category === 'stats').length;
    await expect(rows).toHaveCount(shown);
    // The count is announced to screen readers.
    await expect(page.getByTestId('settings-table').locator('[aria-live="polite"]')).toHaveText(`${shown} of ${settings.length} settings`);
  });
});

test.describe('permission levels figure', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`in ${mode} mode it is the ${mode} file`, async ({page}) => {
      await expectFigureInMode(page, '/docs/usage/settings/permissions', 'permission-levels', mode);
    });
  }
});

test.describe('mobile layout', () => {
  test.use({viewport: {width: 390, height: 844}});

  for (const path of [
    '/docs/usage/commands/management',
    '/docs/usage/settings/overview',
    '/docs/usage/settings/permissions',
    '/docs/resources/upgrade-matrix',
  ]) {
    test(`${path} does not scroll sideways; wide tables scroll in their own region`, async ({page}) => {
      await page.goto(path);
      // Measure the settled page: hydrated, with any live table in place of the server's copy.
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const regions = page.locator('article [role="region"]');
      expect(await regions.count()).toBeGreaterThan(0);
      const scrolls = await regions.evaluateAll((elements) => elements.some((element) => element.scrollWidth > element.clientWidth));
      expect(scrolls).toBe(true);
    });
  }
});
