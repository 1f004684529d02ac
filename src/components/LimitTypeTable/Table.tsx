import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {limitTypes} from '@site/src/data/limitTypes';
import {roleConditions} from '@site/src/data/roleConditions';
import {conditionHref, limitAnchor} from '@site/src/data/routes';
import ReferenceTable, {InlineText, cellStyles} from '@site/src/components/ReferenceTable';

/** Every statroles limit type, from src/data/limitTypes.ts, with the conditions that accept it. */
export default function LimitTypeTable(): ReactNode {
  const brokenLinks = useBrokenLinks();
  return (
    <ReferenceTable look="framed" caption="Limit types" stack>
      <thead>
        <tr>
          <th scope="col">Limit type</th>
          <th scope="col">Parameter and range</th>
          <th scope="col">What it does</th>
          <th scope="col">Used with</th>
        </tr>
      </thead>
      <tbody>
        {limitTypes.map((limit) => {
          const anchor = limitAnchor(limit.id);
          brokenLinks.collectAnchor(anchor);
          const usedBy = roleConditions.filter((condition) => condition.limitTypes.includes(limit.id));
          return (
            <tr key={limit.id} id={anchor}>
              <th scope="row">
                <code>{limit.id}</code>
                <span className={cellStyles.detail}>{limit.label}</span>
              </th>
              <td data-label="Parameter and range">
                <code>{limit.parameter}</code>
                <span className={`${cellStyles.detail} ${cellStyles.nowrap}`}>{limit.range}</span>
              </td>
              <td data-label="What it does">
                <InlineText text={limit.description} />
                <span className={cellStyles.detail}>
                  Example: <InlineText text={limit.example} />
                </span>
              </td>
              <td data-label="Used with">
                <ul className={cellStyles.list}>
                  {usedBy.map((condition) => (
                    <li key={condition.id}>
                      <Link to={conditionHref(condition.id)}>
                        <code>{condition.id}</code>
                      </Link>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ReferenceTable>
  );
}
