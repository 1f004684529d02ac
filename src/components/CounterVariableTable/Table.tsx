import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {counterVariables, type CounterVariable} from '@site/src/data/counterVariables';
import {getPlan} from '@site/src/data/plans';
import ReferenceTable, {InlineText, cellStyles} from '@site/src/components/ReferenceTable';

interface CounterVariableTableProps {
  /** Locale used to format the example values, as the `locale` setting would. */
  readonly locale?: string;
}

/** Anchor of a variable's row, e.g. `variable-messages_today`. */
export function counterVariableAnchor(variable: CounterVariable): string {
  return `variable-${variable.id}`;
}

/** Every statdocks counter variable, from src/data/counterVariables.ts. */
export default function CounterVariableTable({locale = 'en-US'}: CounterVariableTableProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  const format = new Intl.NumberFormat(locale);
  // The plan column appears only once some variable is limited to a plan.
  const showPlan = counterVariables.some((variable) => variable.plan !== undefined);
  return (
    <ReferenceTable look="framed" caption="Counter variables" stack>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">What it counts</th>
          <th scope="col">Example</th>
          {showPlan ? <th scope="col">Plan</th> : null}
          <th scope="col">Refresh notes</th>
        </tr>
      </thead>
      <tbody>
        {counterVariables.map((variable) => {
          const anchor = counterVariableAnchor(variable);
          brokenLinks.collectAnchor(anchor);
          return (
            <tr key={variable.id} id={anchor}>
              <th scope="row" className={cellStyles.nowrap}>
                <code>{variable.token}</code>
              </th>
              <td data-label="What it counts">
                <InlineText text={variable.description} />
              </td>
              <td data-label="Example" className={cellStyles.number}>
                {format.format(variable.example)}
              </td>
              {showPlan ? (
                <td data-label="Plan" className={cellStyles.nowrap}>
                  {variable.plan ? `${getPlan(variable.plan).name} and up` : 'All plans'}
                </td>
              ) : null}
              <td data-label="Refresh notes">
                <InlineText text={variable.refresh} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ReferenceTable>
  );
}
