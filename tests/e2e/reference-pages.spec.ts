import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './support';
import AxeBuilder from '@axe-core/playwright';

import {commandAnchor, commandGroups, commands} from '../../src/data/commands';
import {settingCategories, settings} from '../../src/data/settings';
import {formatLimitValue, planLimits, plans} from '../../src/data/plans';
import {capabilities, permissionLevels} from '../../src/data/permissions';
import {expectFigureInMode} from './support';

/**
 * The reference pages render src/data: every command and setting appears on its page, both plan
 * pages print the same values as the data, and the permission matrix is shown exactly once.
 */

test.describe('command pages', () => {
  for (const group of commandGroups) {
    test(`every ${group.id} command has a section on ${group.path}`, async ({page}) => {
      await page.goto(group.path);
      const expected = commands.filter((command) => command.group === group.id);
      expect(expected.length).toBeGreaterThan(0);
      const reference = page.getByTestId('command-reference');
      await expect(reference).toHaveCount(1);
      await expect(reference.locator('section[data-command]')).toHaveCount(expected.length);
      for (const command of expected) {
        const heading = page.locator(`h3#${commandAnchor(command.name)}`);
        await expect(heading, command.name).toHaveCount(1);
        await expect(heading).toContainText(`/${command.name}`);
        const section = reference.locator(`section[data-command="${command.name}"]`);
        await expect(section.locator('pre')).toContainText(command.syntax);
        for (const option of command.options) {
          await expect(section.locator('table tbody th', {hasText: option.name}).first(), `${command.name} ${option.name}`).toBeVisible();
        }
      }
    });
  }

  test('the overview table lists every command and filters by group and tool', async ({page}) => {
    await page.goto('/docs/usage/commands/overview');
    const table = page.getByTestId('command-table');
    await expect(table.locator('tbody tr')).toHaveCount(commands.length);
    for (const command of commands) {
      await expect(table.locator(`tr[data-command="${command.name}"]`), command.name).toHaveCount(1);
    }
    await table.getByLabel('Group').selectOption('stats');
    await expect(table.locator('tbody tr')).toHaveCount(commands.filter((command) => command.group === 'stats').length);
    await table.getByLabel('Group').selectOption('all');
    await table.getByLabel('Tool').selectOption('statroles');
    await expect(table.locator('tbody tr')).toHaveCount(commands.filter((command) => command.tool === 'statroles').length);
  });

  test('command links in the overview land on an existing anchor', async ({page}) => {
    await page.goto('/docs/usage/commands/overview');
    await page.getByTestId('command-table').locator('tr[data-command="stats top"] a').click();
    await expect(page).toHaveURL(/\/docs\/usage\/commands\/stats#stats-top$/);
    await expect(page.locator('h3#stats-top')).toBeVisible();
  });
});

test.describe('settings pages', () => {
  for (const category of settingCategories) {
    test(`every ${category.id} setting is on /docs/usage/settings/${category.id}`, async ({page}) => {
      await page.goto(`/docs/usage/settings/${category.id}`);
      const expected = settings.filter((setting) => setting.category === category.id);
      expect(expected.length).toBeGreaterThan(0);
      for (const setting of expected) {
        const row = page.locator(`tr#${setting.key}[data-setting="${setting.key}"]`);
        await expect(row, setting.key).toHaveCount(1);
        await expect(row.locator('th code')).toHaveText(setting.key);
      }
      // No setting of another category leaks into the page's table.
      const rows = page.getByTestId('settings-table').locator('tbody tr');
      await expect(rows).toHaveCount(expected.length);
    });
  }

  test('the overview lists every setting', async ({page}) => {
    await page.goto('/docs/usage/settings/overview');
    const rows = page.getByTestId('settings-table').locator('tbody tr');
    await expect(rows).toHaveCount(settings.length);
    await page.getByTestId('settings-table').getByLabel('Category').selectOption('stats');
    await expect(rows).toHaveCount(settings.filter((setting) => setting.category === 'stats').length);
  });
});

async function readPlanMatrix(page: Page): Promise<Record<string, Record<string, string>>> {
  const matrix = page.getByTestId('plan-matrix');
  await expect(matrix).toHaveCount(1);
  return matrix.evaluate((element) => {
    const values: Record<string, Record<string, string>> = {};
    for (const row of Array.from(element.querySelectorAll('tbody tr[data-limit]')) as HTMLTableRowElement[]) {
      const cells: Record<string, string> = {};
      for (const cell of Array.from(row.querySelectorAll('td[data-plan]')) as HTMLTableCellElement[]) {
        cells[cell.dataset.plan!] = cell.textContent!.trim();
      }
      values[row.dataset.limit!] = cells;
    }
    return values;
  });
}

test.describe('plan pages', () => {
  const expected = Object.fromEntries(
    planLimits.map((limit) => [limit.id, Object.fromEntries(plans.map((plan) => [plan.id, formatLimitValue(limit, plan.id)]))]),
  );

  test('premium-upgrades and upgrade-matrix show the same plan values as the data', async ({page}) => {
    await page.goto('/docs/usage/premium-upgrades');
    const premium = await readPlanMatrix(page);
    await page.goto('/docs/resources/upgrade-matrix');
    const matrix = await readPlanMatrix(page);
    expect(premium).toEqual(expected);
    expect(matrix).toEqual(premium);
  });

  test('the canon limits are printed', async ({page}) => {
    await page.goto('/docs/resources/upgrade-matrix');
    const matrix = page.getByTestId('plan-matrix');
    await expect(matrix.locator('thead th')).toHaveText(['Limit or feature', 'Free', 'Premium', 'Ultimate']);
    await expect(matrix.locator('tr[data-limit="history"] td')).toHaveText(['30 days', '1 year', '3 years']);
    await expect(matrix.locator('tr[data-limit="api-rate-limit"] td')).toHaveText([
      '60 requests per minute',
      '300 requests per minute',
      '1,200 requests per minute',
    ]);
  });

  test('no price appears on either plan page', async ({page}) => {
    for (const path of ['/docs/usage/premium-upgrades', '/docs/resources/upgrade-matrix']) {
      await page.goto(path);
      await expect(page.locator('article')).not.toContainText(/[$€£]\s?\d|\d\s?[$€£]|per month/i);
    }
  });
});

test.describe('permission page', () => {
  test('the permission matrix appears exactly once and matches the data', async ({page}) => {
    await page.goto('/docs/usage/settings/permissions');
    const matrix = page.getByTestId('permission-matrix');
    await expect(matrix).toHaveCount(1);
    await expect(page.locator('caption', {hasText: 'Permission matrix'})).toHaveCount(1);
    await expect(matrix.locator('tbody tr')).toHaveCount(capabilities.length);
    for (const capability of capabilities) {
      const minimum = permissionLevels.find((level) => level.id === capability.minimum)!.level;
      const cells = matrix.locator(`tr[data-capability="${capability.id}"] td`);
      await expect(cells).toHaveCount(permissionLevels.length);
      for (const level of permissionLevels) {
        await expect(cells.nth(level.level), `${capability.id} ${level.id}`).toHaveAttribute('data-allowed', String(level.level >= minimum));
      }
    }
  });

  test('other reference pages do not repeat the permission matrix', async ({page}) => {
    for (const path of ['/docs/usage/commands/overview', '/docs/usage/settings/overview', '/docs/usage/commands/management']) {
      await page.goto(path);
      await expect(page.getByTestId('permission-matrix'), path).toHaveCount(0);
    }
  });

  test('the permission levels figure has alt text and loads', async ({page}) => {
    await page.goto('/docs/usage/settings/permissions');
    // A light and a dark file; after hydration only the current mode's is rendered.
    await waitForHydration(page);
    const figure = page.locator('article img[alt*="staircase"]');
    await expect(figure).toHaveAttribute('src', /permission-levels\.(light|dark)\.svg$/);
    await expect(figure).toHaveCount(1);
    await expect(figure).toHaveAttribute('alt', /Everyone.*Viewer.*Manager.*Admin/);
    expect(await figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
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
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const regions = page.locator('article [role="region"]');
      expect(await regions.count()).toBeGreaterThan(0);
      const scrolls = await regions.evaluateAll((elements) => elements.some((element) => element.scrollWidth > element.clientWidth));
      expect(scrolls).toBe(true);
    });
  }
});

test.describe('accessibility of the reference components', () => {
  const componentRoots = [
    '[data-testid="command-table"]',
    '[data-testid="command-reference"]',
    '[data-testid="settings-table"]',
    '[data-testid="permission-levels"]',
    '[data-testid="permission-matrix"]',
    '[data-testid="plan-matrix"]',
  ];
  for (const theme of ['dark', 'light']) {
    for (const path of [
      '/docs/usage/commands/overview',
      '/docs/usage/commands/management',
      '/docs/usage/settings/permissions',
      '/docs/resources/upgrade-matrix',
    ]) {
      test(`${path} components pass axe in ${theme} mode`, async ({page}) => {
        await page.goto(`${path}?docusaurus-theme=${theme}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        let builder = new AxeBuilder({page});
        for (const root of componentRoots) builder = builder.include(root);
        const {violations} = await builder.analyze();
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
