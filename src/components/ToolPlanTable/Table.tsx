import type {ReactNode} from 'react';
import {formatLimitValue, getPlanLimit, plans, type Plan, type PlanLimitId} from '@site/src/data/plans';
import ReferenceTable from '@site/src/components/ReferenceTable';

/** The plan limits the companion tool pages quote, by their id in src/data/plans.ts. */
type PlanColumn = Extract<PlanLimitId, 'counters' | 'counter-refresh' | 'role-rewards' | 'history'>;

function cell(plan: Plan, column: PlanColumn): string {
  const limit = getPlanLimit(column);
  const value = formatLimitValue(limit, plan.id);
  return column === 'counter-refresh' ? `Every ${value}` : value;
}

interface ToolPlanTableProps {
  /** The plan limits to show, as columns, in order. */
  readonly columns: readonly PlanColumn[];
  readonly caption?: string;
}

/** Plan limits of the companion tools, read from src/data/plans.ts (the same data as the plan matrix). */
export default function ToolPlanTable({columns, caption = 'Limits per plan'}: ToolPlanTableProps): ReactNode {
  return (
    <ReferenceTable look="framed" caption={caption}>
      <thead>
        <tr>
          <th scope="col">Plan</th>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {getPlanLimit(column).label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {plans.map((plan) => (
          <tr key={plan.id}>
            <th scope="row">{plan.name}</th>
            {columns.map((column) => (
              <td key={column}>{cell(plan, column)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}
