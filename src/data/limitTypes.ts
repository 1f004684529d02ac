/**
 * The limit types of a statroles role reward (canon: statroles).
 *
 * A reward has one condition (what is counted) and limits (who qualifies). Every reward has
 * exactly one selecting limit, `threshold` or `top`, and may add one window limit, `day_range`.
 */
export type LimitTypeId = 'threshold' | 'top' | 'day_range';

/** `select` limits decide who qualifies; the `window` limit decides which days are counted. */
export type LimitRole = 'select' | 'window';

export interface LimitType {
  readonly id: LimitTypeId;
  readonly label: string;
  readonly role: LimitRole;
  /** The `/rolereward` option that carries the limit's number. */
  readonly parameter: 'value' | 'days';
  /** Accepted values of the parameter, in words. */
  readonly range: string;
  readonly min: number;
  readonly max: number;
  readonly description: string;
  /** A short example in plain words. */
  readonly example: string;
}

export const limitTypes: readonly LimitType[] = [
  {
    id: 'threshold',
    label: 'Threshold',
    role: 'select',
    parameter: 'value',
    range: '1 to 1,000,000',
    min: 1,
    max: 1_000_000,
    description: 'Members whose counted value is at least N hold the role. Any number of members can qualify at once.',
    example: '`value:500` with the `messages` condition: everyone with 500 messages or more.',
  },
  {
    id: 'top',
    label: 'Top',
    role: 'select',
    parameter: 'value',
    range: '1 to 100',
    min: 1,
    max: 100,
    description:
      'The N highest-ranked members hold the role, so at most N members have it. Ties at the last place all qualify.',
    example: '`value:10` with the `top_rank` condition: the ten members at the top of the list.',
  },
  {
    id: 'day_range',
    label: 'Day range',
    role: 'window',
    parameter: 'days',
    range: '1 to 365 days',
    min: 1,
    max: 365,
    description:
      'Counts only the last N days, so the role follows recent activity. Without it, Statlas counts all the history your plan keeps.',
    example: '`days:14`: only what happened in the last 14 days counts.',
  },
];

export function getLimitType(id: LimitTypeId): LimitType {
  const limit = limitTypes.find((l) => l.id === id);
  if (!limit) {
    throw new Error(`Unknown limit type: ${id}`);
  }
  return limit;
}
