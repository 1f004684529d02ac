import type {ReactNode} from 'react';
import {toolPlans, type ToolPlan} from '@site/src/data/toolPlans';
import TableFrame from '../ToolTables/TableFrame';

type PlanColumn = 'counterChannels' | 'counterRefreshMinutes' | 'roleRewards' | 'historyLabel';

const headings: Record<PlanColumn, string> = {
  counterChannels: 'Counter channels',
  counterRefreshMinutes: 'Counter refresh interval',
  roleRewards: 'Role rewards',
  historyLabel: 'Statistics history',
};

function cell(plan: ToolPlan, column: PlanColumn): string {
  switch (column) {
    case 'counterRefreshMinutes':
      return `Every ${plan.counterRefreshMinutes} minutes`;
    case 'historyLabel':
      return plan.historyLabel;
    default:
      return String(plan[column]);
  }
}

interface ToolPlanTableProps {
  /** The plan limits to show, as columns, in order. */
  readonly columns: readonly PlanColumn[];
  readonly caption?: string;
}

/** Plan limits of the companion tools, from src/data/toolPlans.ts. */
export default function ToolPlanTable({columns, caption = 'Limits per plan'}: ToolPlanTableProps): ReactNode {
  return (
    <TableFrame caption={caption}>
      <thead>
        <tr>
          <th scope="col">Plan</th>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {headings[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {toolPlans.map((plan) => (
          <tr key={plan.id}>
            <th scope="row">{plan.label}</th>
            {columns.map((column) => (
              <td key={column}>
                {cell(plan, column)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
