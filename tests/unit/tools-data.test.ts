import {describe, expect, it} from 'vitest';
import {
  counterVariables,
  exampleRoleId,
  getCounterVariable,
  maxChannelNameLength,
  renderCounterTemplate,
} from '../../src/data/counterVariables';
import {rewardCheckMinutes, roleConditions} from '../../src/data/roleConditions';
import {limitTypes} from '../../src/data/limitTypes';
import {discordRenameLimit, planLimitNumber, plans} from '../../src/data/plans';
import {commands} from '../../src/data/commands';

/** Token form: lowercase name in braces; `{role:<role id>}` adds a placeholder after a colon. */
const tokenPattern = /^\{[a-z_:<> ]+\}$/;

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('counter variables', () => {
  it('has unique ids and tokens', () => {
    expect(duplicates(counterVariables.map((v) => v.id))).toEqual([]);
    expect(duplicates(counterVariables.map((v) => v.token))).toEqual([]);
  });

  it('writes every token in the documented form, named after its id', () => {
    for (const variable of counterVariables) {
      expect(variable.token).toMatch(tokenPattern);
      expect(variable.token.startsWith(`{${variable.id}`)).toBe(true);
    }
  });

  it('covers every variable of the canon', () => {
    expect(counterVariables.map((v) => v.token)).toEqual([
      '{members}',
      '{humans}',
      '{bots}',
      '{online}',
      '{voice}',
      '{boosts}',
      '{boost_tier}',
      '{channels}',
      '{roles}',
      '{messages_today}',
      '{joins_today}',
      '{role:<role id>}',
    ]);
  });

  it('has whole, non-negative example values and a description and refresh note', () => {
    for (const variable of counterVariables) {
      expect(Number.isInteger(variable.example)).toBe(true);
      expect(variable.example).toBeGreaterThanOrEqual(0);
      expect(variable.description.length).toBeGreaterThan(10);
      expect(variable.refresh.length).toBeGreaterThan(10);
    }
  });

  it('keeps the example server consistent', () => {
    const value = (id: string) => counterVariables.find((v) => v.id === id)!.example;
    expect(value('humans') + value('bots')).toBe(value('members'));
    expect(value('online')).toBeLessThanOrEqual(value('members'));
    expect(value('boost_tier')).toBeLessThanOrEqual(3);
  });

  it('references only known plans', () => {
    const planIds = plans.map((p) => p.id);
    for (const variable of counterVariables) {
      if (variable.plan) {
        expect(planIds).toContain(variable.plan);
      }
    }
  });
});

describe('renderCounterTemplate', () => {
  it('renders every example token with en-US grouping', () => {
    expect(renderCounterTemplate('Members: {members}')).toBe('Members: 12,408');
    expect(renderCounterTemplate('Online: {online}')).toBe('Online: 1,932');
    expect(renderCounterTemplate('Boosts: {boosts}')).toBe('Boosts: 14');
    for (const variable of counterVariables) {
      expect(renderCounterTemplate(variable.exampleToken)).toBe(
        new Intl.NumberFormat('en-US').format(variable.example),
      );
    }
  });

  it('formats with the locale', () => {
    expect(renderCounterTemplate('{members}', 'de-DE')).toBe('12.408');
  });

  it('resolves a role token by ID and leaves unknown tokens as typed', () => {
    expect(renderCounterTemplate(`Staff: {role:${exampleRoleId}}`)).toBe(
      `Staff: ${getCounterVariable('role').example}`,
    );
    expect(renderCounterTemplate('{unknown} {members:1} {role:<role id>}')).toBe(
      '{unknown} {members:1} {role:<role id>}',
    );
  });

  it('cuts names to the Discord maximum', () => {
    expect(renderCounterTemplate('x'.repeat(150))).toHaveLength(maxChannelNameLength);
  });
});

describe('role conditions and limit types', () => {
  it('has unique ids', () => {
    expect(duplicates(roleConditions.map((c) => c.id))).toEqual([]);
    expect(duplicates(limitTypes.map((l) => l.id))).toEqual([]);
  });

  it('covers the canon', () => {
    expect(roleConditions.map((c) => c.id)).toEqual(['messages', 'voice_minutes', 'activity_minutes', 'top_rank']);
    expect(limitTypes.map((l) => l.id)).toEqual(['threshold', 'top', 'day_range']);
  });

  it('resolves every limit type a condition names', () => {
    const limitIds = new Set<string>(limitTypes.map((l) => l.id));
    for (const condition of roleConditions) {
      expect(condition.limitTypes.length).toBeGreaterThan(0);
      for (const id of condition.limitTypes) {
        expect(limitIds.has(id)).toBe(true);
      }
      expect(duplicates([...condition.limitTypes])).toEqual([]);
    }
  });

  it('gives every condition exactly one selecting limit and allows the day range', () => {
    for (const condition of roleConditions) {
      const roles = condition.limitTypes.map((id) => limitTypes.find((l) => l.id === id)!.role);
      expect(roles.filter((role) => role === 'select')).toHaveLength(1);
      expect(condition.limitTypes).toContain('day_range');
    }
  });

  it('uses every limit type in at least one condition', () => {
    for (const limit of limitTypes) {
      expect(roleConditions.some((c) => c.limitTypes.includes(limit.id))).toBe(true);
    }
  });

  it('keeps option names unique per condition and example commands in step with the data', () => {
    for (const condition of roleConditions) {
      expect(duplicates(condition.options.map((o) => o.name))).toEqual([]);
      expect(condition.exampleCommand.startsWith('/rolereward create ')).toBe(true);
      expect(condition.exampleCommand).toContain(`condition:${condition.id}`);
      const limit = condition.exampleCommand.match(/limit:([a-z_]+)/)?.[1];
      expect(condition.limitTypes).toContain(limit);
    }
  });

  it('uses the canon day range of 1 to 365', () => {
    const dayRange = limitTypes.find((l) => l.id === 'day_range')!;
    expect([dayRange.min, dayRange.max]).toEqual([1, 365]);
    for (const limit of limitTypes) {
      expect(limit.min).toBeLessThanOrEqual(limit.max);
    }
  });
});

describe('plan limits the tools quote (src/data/plans.ts)', () => {
  it('matches the canon limits', () => {
    expect(
      plans.map((p) => [
        p.name,
        planLimitNumber('counters', p.id),
        planLimitNumber('counter-refresh', p.id),
        planLimitNumber('role-rewards', p.id),
        planLimitNumber('history', p.id),
      ]),
    ).toEqual([
      ['Free', 3, 10, 2, 30],
      ['Premium', 10, 5, 10, 365],
      ['Ultimate', 25, 5, 30, 1095],
    ]);
    expect(discordRenameLimit).toEqual({renames: 2, windowMinutes: 10});
    expect(rewardCheckMinutes).toBe(15);
  });

  it('never refreshes a counter faster than Discord allows', () => {
    const minimum = discordRenameLimit.windowMinutes / discordRenameLimit.renames;
    for (const plan of plans) {
      expect(planLimitNumber('counter-refresh', plan.id)).toBeGreaterThanOrEqual(minimum);
    }
  });
});

describe('/rolereward options follow the statroles data', () => {
  const optionsOf = (name: string) => commands.find((c) => c.name === name)!.options;

  it.each(['rolereward create', 'rolereward edit'])(
    '%s takes its choices from roleConditions and limitTypes',
    (name) => {
      const options = optionsOf(name);
      const choices = (option: string) => options.find((o) => o.name === option)?.choices;
      expect(choices('condition')).toEqual(roleConditions.map((c) => c.id));
      expect(choices('limit')).toEqual(limitTypes.filter((l) => l.role === 'select').map((l) => l.id));
      const list = roleConditions.find((c) => c.id === 'top_rank')!.options.find((o) => o.name === 'list')!;
      expect(choices('list')).toEqual(list.choices);
      expect(options.map((o) => o.name)).toContain('days');
    },
  );

  it('every /rolereward create example uses a limit its condition accepts, and list only with top_rank', () => {
    const inputs = [
      ...commands.filter((c) => c.name.startsWith('rolereward')).flatMap((c) => c.examples.map((e) => e.input)),
      ...roleConditions.map((c) => c.exampleCommand),
    ].filter((input) => input.startsWith('/rolereward create'));
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      const condition = roleConditions.find((c) => c.id === input.match(/condition:([a-z_]+)/)?.[1]);
      expect(condition, input).toBeDefined();
      const limit = input.match(/limit:([a-z_]+)/)?.[1];
      expect(condition!.limitTypes, input).toContain(limit);
      expect(limit, input).not.toBe('day_range');
      expect(/\blist:/.test(input), input).toBe(condition!.id === 'top_rank');
    }
  });
});
