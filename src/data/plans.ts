/**
 * Plans and their limits: the single source of truth for the premium page, the upgrade matrix and
 * every other page that names a limit. Prices are never part of the docs.
 */

export type PlanId = 'free' | 'premium' | 'ultimate';

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  /** One sentence: who the plan is for. */
  readonly summary: string;
}

export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    summary: 'Every core feature for a growing community, with a month of statistics history.',
  },
  {
    id: 'premium',
    name: 'Premium',
    summary: 'A year of history, more counters and role rewards, faster refreshes and CSV exports.',
  },
  {
    id: 'ultimate',
    name: 'Ultimate',
    summary: 'Three years of history and the highest limits, for large servers and API integrations.',
  },
];

export type PlanLimitId =
  | 'history'
  | 'counters'
  | 'role-rewards'
  | 'counter-refresh'
  | 'saved-filters'
  | 'csv-export'
  | 'api-rate-limit'
  | 'api-keys';

interface PlanLimitBase {
  readonly id: PlanLimitId;
  readonly label: string;
  readonly description: string;
}

/** A numeric limit. `unlimited` means no limit applies on that plan. */
export interface QuantityLimit extends PlanLimitBase {
  readonly type: 'quantity';
  /** Unit of the number, singular form (`day`, `channel`, `minute`...). */
  readonly unit: string;
  /** Plural form of the unit. */
  readonly unitPlural: string;
  /** Words after the number and unit, such as `per minute`. */
  readonly suffix?: string;
  /** For refresh intervals: a smaller number is better. */
  readonly lowerIsBetter?: boolean;
  readonly values: Readonly<Record<PlanId, number | 'unlimited'>>;
}

/** A feature that a plan has or has not. */
export interface FeatureLimit extends PlanLimitBase {
  readonly type: 'feature';
  readonly values: Readonly<Record<PlanId, boolean>>;
}

export type PlanLimit = QuantityLimit | FeatureLimit;

export const planLimits: readonly PlanLimit[] = [
  {
    id: 'history',
    label: 'Statistics history',
    description: 'How far back stats commands, the dashboard and the API can reach.',
    type: 'quantity',
    unit: 'day',
    unitPlural: 'days',
    values: {free: 30, premium: 365, ultimate: 1095},
  },
  {
    id: 'counters',
    label: 'Counter channels',
    description: 'Counter channels (statdocks) that can exist on the server at the same time.',
    type: 'quantity',
    unit: 'channel',
    unitPlural: 'channels',
    values: {free: 3, premium: 10, ultimate: 25},
  },
  {
    id: 'role-rewards',
    label: 'Role rewards',
    description: 'Role rewards (statroles) that can exist on the server at the same time.',
    type: 'quantity',
    unit: 'reward',
    unitPlural: 'rewards',
    values: {free: 2, premium: 10, ultimate: 30},
  },
  {
    id: 'counter-refresh',
    label: 'Counter refresh interval',
    description:
      'Shortest time between two renames of a counter channel. Discord allows two renames per channel every 10 minutes.',
    type: 'quantity',
    unit: 'minute',
    unitPlural: 'minutes',
    lowerIsBetter: true,
    values: {free: 10, premium: 5, ultimate: 5},
  },
  {
    id: 'saved-filters',
    label: 'Saved dashboard filters',
    description: 'Filter bar combinations you can save and reopen on the dashboard.',
    type: 'quantity',
    unit: 'filter',
    unitPlural: 'filters',
    values: {free: 0, premium: 10, ultimate: 'unlimited'},
  },
  {
    id: 'csv-export',
    label: 'CSV data export',
    description: 'Download statistics as CSV files with `/data export`.',
    type: 'feature',
    values: {free: false, premium: true, ultimate: true},
  },
  {
    id: 'api-rate-limit',
    label: 'API rate limit',
    description: 'Requests per minute to the public statistics API, per key.',
    type: 'quantity',
    unit: 'request',
    unitPlural: 'requests',
    suffix: 'per minute',
    values: {free: 60, premium: 300, ultimate: 1200},
  },
  {
    id: 'api-keys',
    label: 'API keys per server',
    description: 'API keys that admins can create for the server on the dashboard.',
    type: 'quantity',
    unit: 'key',
    unitPlural: 'keys',
    values: {free: 1, premium: 3, ultimate: 10},
  },
];

/** What happens to one plan limit when a server changes plan. May hold `code spans`. */
export interface PlanChange {
  readonly limit: PlanLimitId;
  /** On a move to a plan with a higher limit. */
  readonly upgrade: string;
  /** On a move to a plan with a lower limit, including the end of a subscription (back to Free). */
  readonly downgrade: string;
}

/** Upgrades and downgrades, limit by limit: rendered on the premium upgrades page and linked from the tool FAQs. Both apply at once. */
export const planChanges: readonly PlanChange[] = [
  {
    limit: 'history',
    upgrade:
      'Statlas keeps statistics for longer from now on. Days that the daily clean-up already removed do not come back.',
    downgrade:
      'The next daily clean-up removes every statistic older than the new plan keeps, for good. Export what you want to keep with `/data export` before the paid plan ends.',
  },
  {
    limit: 'counters',
    upgrade: 'You can create more counters straight away.',
    downgrade:
      'Statlas keeps refreshing the oldest counters that fit the new limit and stops refreshing the others. Their channels keep their last names until you delete them or upgrade again.',
  },
  {
    limit: 'role-rewards',
    upgrade: 'You can create more role rewards straight away.',
    downgrade:
      'Statlas keeps checking the oldest rewards that fit the new limit and pauses the others. A paused reward neither grants nor removes its role, so members keep what they hold until you upgrade again or delete the reward.',
  },
  {
    limit: 'counter-refresh',
    upgrade: 'Counters refresh at the new plan’s interval, unless the `counter_refresh` setting asks for a longer one.',
    downgrade:
      'A `counter_refresh` shorter than the new plan allows is raised to the plan’s minimum, and the change is written to the log channel.',
  },
  {
    limit: 'csv-export',
    upgrade: '`/data export` works at once.',
    downgrade: '`/data export` shows an upgrade prompt instead of preparing files.',
  },
  {
    limit: 'api-rate-limit',
    upgrade: 'Every API key gets the new plan’s rate limit from its next request.',
    downgrade:
      'Every API key gets the lower rate limit from its next request; past it, the API answers `429` with a `Retry-After` header.',
  },
  {
    limit: 'api-keys',
    upgrade: 'Admins can create more API keys straight away.',
    downgrade:
      'The oldest API keys that fit the new limit keep working. The others are paused and answer `401` until you delete keys on the dashboard or upgrade again.',
  },
];

/** Discord lets a bot rename one channel at most this many times per window: the floor of `counter-refresh`. */
export const discordRenameLimit = {renames: 2, windowMinutes: 10} as const;

const numberFormat = new Intl.NumberFormat('en-US');

/** The value of one limit on one plan as the docs print it, e.g. `1 year`, `1,200 requests per minute`, `Yes`. */
export function formatLimitValue(limit: PlanLimit, plan: PlanId): string {
  if (limit.type === 'feature') {
    return limit.values[plan] ? 'Yes' : 'No';
  }
  const value = limit.values[plan];
  if (value === 'unlimited') {
    return 'Unlimited';
  }
  if (limit.unit === 'day' && value >= 365 && value % 365 === 0) {
    const years = value / 365;
    return `${years} ${years === 1 ? 'year' : 'years'}`;
  }
  const words = [numberFormat.format(value), value === 1 ? limit.unit : limit.unitPlural];
  if (limit.suffix) {
    words.push(limit.suffix);
  }
  return words.join(' ');
}

export function getPlan(id: PlanId): Plan {
  const found = plans.find((plan) => plan.id === id);
  if (!found) {
    throw new Error(`Unknown plan: ${id}`);
  }
  return found;
}

export function getPlanLimit(id: PlanLimitId): PlanLimit {
  const found = planLimits.find((limit) => limit.id === id);
  if (!found) {
    throw new Error(`Unknown plan limit: ${id}`);
  }
  return found;
}

/** A quantity limit's number on one plan. Throws for feature limits and unlimited values. */
export function planLimitNumber(id: PlanLimitId, plan: PlanId): number {
  const limit = getPlanLimit(id);
  const value = limit.values[plan];
  if (typeof value !== 'number') {
    throw new Error(`Plan limit ${id} has no number on ${plan}`);
  }
  return value;
}
