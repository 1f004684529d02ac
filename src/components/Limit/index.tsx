import type {ReactNode} from 'react';
import {formatLimitValue, getPlan, getPlanLimit, plans, type PlanId, type PlanLimitId} from '@site/src/data/plans';

interface Props {
  /** The plan limit, as in src/data/plans.ts. */
  readonly of: PlanLimitId;
  /** One plan ("3 channels"); without it, every plan ("3 channels on Free, 10 channels on Premium and 25 channels on Ultimate"). */
  readonly plan?: PlanId;
  /** Only the number ("3"), for a sentence that names the unit itself. Needs `plan`. */
  readonly bare?: boolean;
}

/**
 * A plan limit inside a sentence, from src/data/plans.ts: pages never type these figures (the content
 * check fails when they do), so a change of a limit changes every page.
 */
export default function Limit({of, plan, bare = false}: Props): ReactNode {
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
