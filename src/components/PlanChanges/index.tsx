import type {ReactNode} from 'react';
import {formatLimitValue, getPlanLimit, planChanges, plans} from '@site/src/data/plans';
import ReferenceTable, {InlineText} from '@site/src/components/ReferenceTable';

/**
 * What an upgrade and a downgrade do, limit by limit, with each plan's value, from src/data/plans.ts.
 * Rendered once, on the premium upgrades page; the tool FAQs link there.
 */
export default function PlanChanges({
  caption = 'What changes when a server changes plan',
}: {
  readonly caption?: string;
}): ReactNode {
  return (
    <ReferenceTable caption={caption} stack testId="plan-changes">
      <thead>
        <tr>
          <th scope="col">Limit</th>
          <th scope="col">On an upgrade</th>
          <th scope="col">On a downgrade</th>
        </tr>
      </thead>
      <tbody>
        {planChanges.map((change) => {
          const limit = getPlanLimit(change.limit);
          return (
            <tr key={change.limit} data-limit={change.limit}>
              <th scope="row" data-label="Limit">
                {limit.label}
                <br />
                <small>{plans.map((plan) => `${plan.name}: ${formatLimitValue(limit, plan.id)}`).join(' · ')}</small>
              </th>
              <td data-label="On an upgrade">
                <InlineText text={change.upgrade} />
              </td>
              <td data-label="On a downgrade">
                <InlineText text={change.downgrade} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ReferenceTable>
  );
}
