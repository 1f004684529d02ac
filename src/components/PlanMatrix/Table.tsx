import type {ReactNode} from 'react';
import {formatLimitValue, planLimits, plans, type PlanLimitId} from '@site/src/data/plans';
import ReferenceTable, {InlineText} from '@site/src/components/ReferenceTable';
import styles from './styles.module.css';

interface Props {
  /** Rows to show, in data order. Without it, every limit is listed. */
  readonly limits?: readonly PlanLimitId[];
  /** Show each limit's description under its label. */
  readonly descriptions?: boolean;
  readonly caption?: string;
}

/**
 * Plans × limits, from src/data/plans.ts. Both the premium page and the upgrade matrix render this
 * component, so they can never disagree. Prices are never shown.
 */
export default function PlanMatrix({
  limits,
  descriptions = true,
  caption = 'Limits and features by plan',
}: Props): ReactNode {
  const rows = limits ? planLimits.filter((limit) => limits.includes(limit.id)) : planLimits;
  return (
    <ReferenceTable caption={caption} className={styles.matrix} testId="plan-matrix">
      <thead>
        <tr>
          <th scope="col">Limit or feature</th>
          {plans.map((plan) => (
            <th scope="col" key={plan.id} className={styles.plan} data-plan={plan.id}>
              {plan.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((limit) => (
          <tr key={limit.id} data-limit={limit.id}>
            <th scope="row" className={styles.label}>
              {limit.label}
              {descriptions && (
                <span className={styles.description}>
                  <InlineText text={limit.description} />
                </span>
              )}
            </th>
            {plans.map((plan) => (
              <td key={plan.id} data-plan={plan.id} className={styles.value}>
                {formatLimitValue(limit, plan.id)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}
