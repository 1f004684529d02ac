import {expect, test, waitForHydration} from './support';

import {commands} from '../../src/data/commands';
import {settings} from '../../src/data/settings';

/**
 * The reference pages in the browser: the filters of the command and settings tables, command links
 * that land on their section. Axe, the phone layout (wide tables scroll in their own region) and
 * the figures in each colour mode are checked on every page in the page walk, pages.spec.ts.
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
    await expect(table.locator('tbody tr')).toHaveCount(
      commands.filter((command) => command.tool === 'statroles').length,
    );
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
    await expect(page.getByTestId('settings-table').locator('[aria-live="polite"]')).toHaveText(
      `${shown} of ${settings.length} settings`,
    );
  });
});
