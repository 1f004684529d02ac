/**
 * The plan limits that the two companion tools depend on (canon: Free, Premium, Ultimate).
 *
 * Only the limits that statdocks and statroles pages quote live here: counter channels,
 * counter refresh interval, role rewards and statistics history. Prices are never shown.
 */
export type PlanId = 'free' | 'premium' | 'ultimate';

export interface ToolPlan {
  readonly id: PlanId;
  /** Display name, as `/premium` and the dashboard show it. */
  readonly label: string;
  /** Counter channels a server can have at once. */
  readonly counterChannels: number;
  /** Shortest time between two refreshes of one counter channel, in minutes. */
  readonly counterRefreshMinutes: number;
  /** Role rewards a server can have at once. */
  readonly roleRewards: number;
  /** How far back statistics reach, in days. */
  readonly historyDays: number;
  /** The history reach in words, for tables. */
  readonly historyLabel: string;
}

export const toolPlans: readonly ToolPlan[] = [
  {
    id: 'free',
    label: 'Free',
    counterChannels: 3,
    counterRefreshMinutes: 10,
    roleRewards: 2,
    historyDays: 30,
    historyLabel: '30 days',
  },
  {
    id: 'premium',
    label: 'Premium',
    counterChannels: 10,
    counterRefreshMinutes: 5,
    roleRewards: 10,
    historyDays: 365,
    historyLabel: '1 year',
  },
  {
    id: 'ultimate',
    label: 'Ultimate',
    counterChannels: 25,
    counterRefreshMinutes: 5,
    roleRewards: 30,
    historyDays: 1095,
    historyLabel: '3 years',
  },
];

/** Discord lets a bot rename one channel at most this many times per window. */
export const discordRenameLimit = {renames: 2, windowMinutes: 10} as const;

/** How often Statlas checks every role reward, in minutes. */
export const rewardCheckMinutes = 15;

export function getPlan(id: PlanId): ToolPlan {
  const plan = toolPlans.find((p) => p.id === id);
  if (!plan) {
    throw new Error(`Unknown plan: ${id}`);
  }
  return plan;
}
