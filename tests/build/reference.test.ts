/**
 * The reference pages render src/data, checked in the built HTML: every command and setting appears
 * on its page, both plan pages print the same values as the data, and the permission matrix is shown
 * exactly once. Filtering, anchors that scroll, the mobile layout and axe stay in the browser
 * (tests/e2e/reference-pages.spec.ts).
 */
import {describe, expect, it} from 'vitest';

import {commandAnchor, commandGroups, commands} from '../../src/data/commands';
import {capabilities, permissionLevels} from '../../src/data/permissions';
import {formatLimitValue, planLimits, plans} from '../../src/data/plans';
import {settingCategories, settings} from '../../src/data/settings';
import {docRoutes} from '../../src/data/routes';
import {textOf} from './html';
import {BuiltSite} from './site';

const site = new BuiltSite(process.env.BUILD_DIR);
const root = (route: string) => site.mustPage(route).root;
const byTestId = (route: string, id: string) => root(route).querySelectorAll(`[data-testid="${id}"]`);
const PLAN_PAGES = ['/docs/usage/premium-upgrades', '/docs/resources/upgrade-matrix'];

describe('command pages', () => {
  it.each(commandGroups.map((group) => [group.path, group] as const))('%s has a section for every command of its group', (route, group) => {
    const expected = commands.filter((command) => command.group === group.id);
    expect(expected.length).toBeGreaterThan(0);
    const reference = byTestId(route, 'command-reference');
    expect(reference).toHaveLength(1);
    expect(reference[0]!.querySelectorAll('section[data-command]')).toHaveLength(expected.length);
    for (const command of expected) {
      const heading = root(route).querySelectorAll(`h3#${commandAnchor(command.name)}`);
      expect(heading, command.name).toHaveLength(1);
      expect(textOf(heading[0])).toContain(`/${command.name}`);
      const section = reference[0]!.querySelector(`section[data-command="${command.name}"]`)!;
      expect(textOf(section.querySelector('pre')), command.name).toContain(command.syntax);
      const options = section.querySelectorAll('table tbody th').map(textOf);
      for (const option of command.options) expect(options.some((text) => text.includes(option.name)), `${command.name} ${option.name}`).toBe(true);
    }
  });

  it('the overview table lists every command once', () => {
    const table = byTestId(docRoutes.commands, 'command-table');
    expect(table).toHaveLength(1);
    expect(table[0]!.querySelectorAll('tbody tr')).toHaveLength(commands.length);
    for (const command of commands) expect(table[0]!.querySelectorAll(`tr[data-command="${command.name}"]`), command.name).toHaveLength(1);
  });
});

describe('settings pages', () => {
  it.each(settingCategories.map((category) => [`/docs/usage/settings/${category.id}`, category.id] as const))('%s has a row for every setting of its category, and no other', (route, id) => {
    const expected = settings.filter((setting) => setting.category === id);
    expect(expected.length).toBeGreaterThan(0);
    for (const setting of expected) {
      const row = root(route).querySelectorAll(`tr#${setting.key}[data-setting="${setting.key}"]`);
      expect(row, setting.key).toHaveLength(1);
      expect(textOf(row[0]!.querySelector('th code'))).toBe(setting.key);
    }
    expect(byTestId(route, 'settings-table')[0]!.querySelectorAll('tbody tr')).toHaveLength(expected.length);
  });

  it('the overview lists every setting', () => {
    expect(byTestId('/docs/usage/settings/overview', 'settings-table')[0]!.querySelectorAll('tbody tr')).toHaveLength(settings.length);
  });
});

describe('plan pages', () => {
  const expected = Object.fromEntries(planLimits.map((limit) => [limit.id, Object.fromEntries(plans.map((plan) => [plan.id, formatLimitValue(limit, plan.id)]))]));
  const matrixOf = (route: string) => {
    const matrix = byTestId(route, 'plan-matrix');
    expect(matrix, route).toHaveLength(1);
    return Object.fromEntries(
      matrix[0]!.querySelectorAll('tbody tr[data-limit]').map((row) => [
        row.getAttribute('data-limit'),
        Object.fromEntries(row.querySelectorAll('td[data-plan]').map((cell) => [cell.getAttribute('data-plan'), textOf(cell)])),
      ]),
    );
  };

  it.each(PLAN_PAGES)('%s shows the plan values of the data', (route) => {
    expect(matrixOf(route)).toEqual(expected);
  });

  it('the upgrade matrix has a column per plan, in the order of the data', () => {
    const matrix = byTestId('/docs/resources/upgrade-matrix', 'plan-matrix')[0]!;
    expect(matrix.querySelectorAll('thead th').map(textOf)).toEqual(['Limit or feature', ...plans.map((plan) => plan.name)]);
    for (const limit of planLimits) {
      const cells = matrix.querySelectorAll(`tr[data-limit="${limit.id}"] td`).map(textOf);
      expect(cells, limit.id).toEqual(plans.map((plan) => formatLimitValue(limit, plan.id)));
    }
  });

  it.each(PLAN_PAGES)('%s shows no price', (route) => {
    expect(textOf(root(route).querySelector('article'))).not.toMatch(/[$€£]\s?\d|\d\s?[$€£]|per month/i);
  });
});

describe('permission page', () => {
  it('the permission matrix appears exactly once and matches the data', () => {
    const route = docRoutes.permissions;
    const matrix = byTestId(route, 'permission-matrix');
    expect(matrix).toHaveLength(1);
    expect(root(route).querySelectorAll('caption').filter((caption) => textOf(caption).includes('Permission matrix'))).toHaveLength(1);
    expect(matrix[0]!.querySelectorAll('tbody tr')).toHaveLength(capabilities.length);
    for (const capability of capabilities) {
      const minimum = permissionLevels.find((level) => level.id === capability.minimum)!.level;
      const cells = matrix[0]!.querySelectorAll(`tr[data-capability="${capability.id}"] td`);
      expect(cells, capability.id).toHaveLength(permissionLevels.length);
      for (const level of permissionLevels) {
        expect(cells[level.level]!.getAttribute('data-allowed'), `${capability.id} ${level.id}`).toBe(String(level.level >= minimum));
      }
    }
  });

  it.each([docRoutes.commands, '/docs/usage/settings/overview', docRoutes.commandGroups.management])('%s does not repeat the permission matrix', (route) => {
    expect(byTestId(route, 'permission-matrix')).toHaveLength(0);
  });

  it('the permission levels figure names the levels in its alt text, in both colour files', () => {
    const figures = root(docRoutes.permissions).querySelectorAll('article img').filter((img) => (img.getAttribute('alt') ?? '').includes('staircase'));
    expect(figures.map((img) => img.getAttribute('src')!.replace(/^.*\//, '').replace(/\.[0-9a-f]{8}(?=\.svg$)/, '')).sort()).toEqual(['permission-levels.dark.svg', 'permission-levels.light.svg']);
    for (const img of figures) expect(img.getAttribute('alt')).toMatch(/Everyone.*Viewer.*Manager.*Admin/);
  });
});
