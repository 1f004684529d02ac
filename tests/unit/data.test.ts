import {describe, expect, it} from 'vitest';

import {capabilities, permissionLevels, type PermissionLevelId} from '../../src/data/permissions';
import {formatLimitValue, planLimits, plans, type PlanId} from '../../src/data/plans';
import {commandAnchor, commandGroups, commands, periods} from '../../src/data/commands';
import {settingCategories, settings} from '../../src/data/settings';

const levelIds = new Set<string>(permissionLevels.map((level) => level.id));
const planIds = new Set<string>(plans.map((plan) => plan.id));
const levelOf = (id: PermissionLevelId): number => permissionLevels.find((level) => level.id === id)!.level;

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('ids are unique', () => {
  it.each([
    ['permission levels', permissionLevels.map((level) => level.id)],
    ['permission level numbers', permissionLevels.map((level) => String(level.level))],
    ['capabilities', capabilities.map((capability) => capability.id)],
    ['plans', plans.map((plan) => plan.id)],
    ['plan names', plans.map((plan) => plan.name)],
    ['plan limits', planLimits.map((limit) => limit.id)],
    ['commands', commands.map((command) => command.name)],
    ['command anchors', commands.map((command) => commandAnchor(command.name))],
    ['command groups', commandGroups.map((group) => group.id)],
    ['settings', settings.map((setting) => setting.key)],
    ['setting categories', settingCategories.map((category) => category.id)],
  ])('%s', (_label, ids) => {
    expect(duplicates(ids)).toEqual([]);
  });
});

describe('permission levels', () => {
  it('are the four canon levels numbered 0 to 3 in order', () => {
    expect(permissionLevels.map((level) => [level.id, level.level])).toEqual([
      ['everyone', 0],
      ['viewer', 1],
      ['manager', 2],
      ['admin', 3],
    ]);
  });

  it('every capability names an existing level and existing commands at that level', () => {
    const names = new Set<string>(commands.map((command) => command.name));
    for (const capability of capabilities) {
      expect(levelIds.has(capability.minimum), capability.id).toBe(true);
      for (const name of capability.commands) {
        expect(names.has(name), `${capability.id} -> ${name}`).toBe(true);
        const command = commands.find((candidate) => candidate.name === name)!;
        expect(command.permission, `${name} in ${capability.id}`).toBe(capability.minimum);
      }
    }
  });

  it('every command is covered by exactly one capability', () => {
    for (const command of commands) {
      const covering = capabilities.filter((capability) => capability.commands.includes(command.name));
      expect(covering.length, command.name).toBe(1);
    }
  });
});

describe('plans', () => {
  it('are Free, Premium and Ultimate', () => {
    expect(plans.map((plan) => plan.name)).toEqual(['Free', 'Premium', 'Ultimate']);
  });

  it('every limit row has a value for every plan, and nothing else', () => {
    for (const limit of planLimits) {
      expect(Object.keys(limit.values).sort(), limit.id).toEqual([...planIds].sort());
      for (const plan of plans) {
        const value = limit.values[plan.id];
        if (limit.type === 'feature') {
          expect(typeof value, `${limit.id}/${plan.id}`).toBe('boolean');
        } else {
          expect(
            value === 'unlimited' || (typeof value === 'number' && Number.isFinite(value) && value >= 0),
            `${limit.id}/${plan.id}`,
          ).toBe(true);
        }
      }
    }
  });

  it('higher plans are never worse than lower plans', () => {
    const order: PlanId[] = ['free', 'premium', 'ultimate'];
    const score = (value: number | boolean | 'unlimited', lowerIsBetter: boolean): number => {
      if (value === 'unlimited') return Number.POSITIVE_INFINITY;
      if (typeof value === 'boolean') return value ? 1 : 0;
      return lowerIsBetter ? -value : value;
    };
    for (const limit of planLimits) {
      const lowerIsBetter = limit.type === 'quantity' && Boolean(limit.lowerIsBetter);
      const scores = order.map((plan) => score(limit.values[plan], lowerIsBetter));
      expect(
        [...scores].sort((a, b) => a - b),
        limit.id,
      ).toEqual(scores);
    }
  });

  it('formats the canon limits', () => {
    const format = (id: string, plan: PlanId) =>
      formatLimitValue(
        planLimits.find((limit) => limit.id === id)!,
        plan,
      );
    expect(['free', 'premium', 'ultimate'].map((plan) => format('history', plan as PlanId))).toEqual([
      '30 days',
      '1 year',
      '3 years',
    ]);
    expect(format('api-rate-limit', 'ultimate')).toBe('1,200 requests per minute');
    expect(format('api-keys', 'free')).toBe('1 key');
    expect(format('saved-filters', 'ultimate')).toBe('Unlimited');
    expect(format('csv-export', 'free')).toBe('No');
  });

  it('never contain a price', () => {
    const text = JSON.stringify({plans, planLimits});
    expect(text).not.toMatch(/[$€£]|\bprice\b|\bUSD\b|\bEUR\b|per month|\/month/i);
  });
});

describe('commands', () => {
  it('every permission id and plan id resolves', () => {
    for (const command of commands) {
      expect(levelIds.has(command.permission), command.name).toBe(true);
      if (command.plan !== null) {
        expect(planIds.has(command.plan), command.name).toBe(true);
      }
    }
  });

  it('every command is in a known group, and tools only in management', () => {
    const groups = new Set<string>(commandGroups.map((group) => group.id));
    for (const command of commands) {
      expect(groups.has(command.group), command.name).toBe(true);
      if (command.tool) {
        expect(command.group, command.name).toBe('management');
      }
    }
  });

  it('option names are unique per command', () => {
    for (const command of commands) {
      expect(duplicates(command.options.map((option) => option.name)), command.name).toEqual([]);
    }
  });

  it('syntax and prefix forms match the name and options', () => {
    for (const command of commands) {
      expect(command.syntax.startsWith(`/${command.name}`), command.name).toBe(true);
      expect(command.prefix.startsWith(`s!${command.name}`), command.name).toBe(true);
      if (command.name === 'settings set') continue; // options are the setting keys, shown as <key>:<value>
      for (const option of command.options) {
        const shown = option.required ? `<${option.name}>` : `[${option.name}]`;
        expect(command.syntax, `${command.name} ${option.name}`).toContain(shown);
        expect(command.prefix, `${command.name} ${option.name}`).toContain(shown);
      }
    }
  });

  it('choice options list their choices and defaults are allowed choices', () => {
    const choiceOptions = commands.flatMap((command) =>
      command.options.filter((option) => option.type === 'choice').map((option) => ({command, option})),
    );
    expect(choiceOptions.length).toBeGreaterThan(0);
    for (const {command, option} of choiceOptions) {
      expect(option.choices?.length, `${command.name} ${option.name}`).toBeGreaterThan(0);
      // The refresh interval's default depends on the plan, so it is written out rather than a choice.
      if (option.default === undefined || (command.name === 'settings set' && option.name === 'counter_refresh'))
        continue;
      expect(option.choices, `${command.name} ${option.name} default`).toContain(option.default);
    }
  });

  it('every example starts with the command', () => {
    for (const command of commands) {
      expect(command.examples.length, command.name).toBeGreaterThan(0);
      for (const example of command.examples) {
        expect(example.input.startsWith(`/${command.name}`), example.input).toBe(true);
      }
    }
  });

  it('CSV export needs Premium, like the plan matrix says', () => {
    const exportCommand = commands.find((command) => command.name === 'data export')!;
    const csv = planLimits.find((limit) => limit.id === 'csv-export')!;
    expect(exportCommand.plan).toBe('premium');
    const cheapest = plans.find((plan) => csv.values[plan.id] === true)!;
    expect(cheapest.id).toBe(exportCommand.plan);
  });

  it('the period option offers the canon periods with 7d as default', () => {
    expect([...periods]).toEqual(['1d', '7d', '30d', '90d', '365d', 'all']);
    const top = commands.find((command) => command.name === 'stats top')!;
    expect(top.options.find((option) => option.name === 'period')?.default).toBe('7d');
  });
});

describe('settings', () => {
  it('every permission, plan, plan limit, category and command resolves', () => {
    const categories = new Set<string>(settingCategories.map((category) => category.id));
    const limits = new Set<string>(planLimits.map((limit) => limit.id));
    for (const setting of settings) {
      expect(levelIds.has(setting.permission), setting.key).toBe(true);
      expect(categories.has(setting.category), setting.key).toBe(true);
      if (setting.plan !== null) expect(planIds.has(setting.plan), setting.key).toBe(true);
      if (setting.planLimit) expect(limits.has(setting.planLimit), setting.key).toBe(true);
      const command = commands.find((candidate) => candidate.name === setting.setBy);
      expect(command, `${setting.key} setBy ${setting.setBy}`).toBeDefined();
      expect(setting.permission, `${setting.key} permission vs ${setting.setBy}`).toBe(command!.permission);
    }
  });

  it('/settings set has one option per setting it changes, and no other', () => {
    const settingsSet = commands.find((command) => command.name === 'settings set')!;
    const expected = settings.filter((setting) => setting.setBy === 'settings set').map((setting) => setting.key);
    expect(settingsSet.options.map((option) => option.name)).toEqual(expected);
  });

  it('holds every canon setting with its canon default', () => {
    const defaults = Object.fromEntries(settings.map((setting) => [setting.key, setting.default]));
    expect(defaults).toMatchObject({
      prefix: 's!',
      locale: 'en-US',
      timezone: 'UTC',
      log_channel: 'None',
      track_bots: 'false',
      track_voice: 'true',
      track_activities: 'true',
      track_status: 'true',
      ignored_channels: 'None',
      ignored_roles: 'None',
      public_dashboard: 'false',
      reward_announcements: 'off',
    });
    expect(Object.keys(defaults)).toContain('counter_refresh');
  });

  it('every category has at least one setting', () => {
    for (const category of settingCategories) {
      expect(
        settings.some((setting) => setting.category === category.id),
        category.id,
      ).toBe(true);
    }
  });
});

describe('levels are consistent', () => {
  it('stats commands other than stats member need viewer or higher', () => {
    for (const command of commands.filter(
      (candidate) => candidate.group === 'stats' && candidate.name !== 'stats member',
    )) {
      expect(levelOf(command.permission), command.name).toBeGreaterThanOrEqual(1);
    }
  });
});
