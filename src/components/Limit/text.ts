import {formatLimitValue, getPlan, getPlanLimit, plans, type PlanId, type PlanLimitId} from '../../data/plans';

export interface LimitProps {
  /** The plan limit, as in src/data/plans.ts. */
  readonly of: PlanLimitId;
  /** One plan ("3 channels"); without it, every plan ("3 channels on Free, 10 channels on Premium and 25 channels on Ultimate"). */
  readonly plan?: PlanId;
  /** Only the number ("3"), for a sentence that names the unit itself. Needs `plan`. */
  readonly bare?: boolean;
}

/** The words `<Limit>` shows. Also used at build time by plugins/inline-data, which writes them into MDX pages. */
export function limitText({of, plan, bare = false}: LimitProps): string {
  const limit = getPlanLimit(of);
  if (plan) {
    if (bare && limit.type === 'quantity') {
      const value = limit.values[plan];
      return value === 'unlimited' ? 'unlimited' : new Intl.NumberFormat('en-US').format(value);
    }
    const value = formatLimitValue(limit, plan);
    return value === 'Unlimited' ? 'unlimited' : value;
  }
  const parts = plans.map((p) => `${formatLimitValue(limit, p.id)} on ${getPlan(p.id).name}`);
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
