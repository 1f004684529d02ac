import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {limitTypes} from '@site/src/data/limitTypes';
import {roleConditions} from '@site/src/data/roleConditions';
import Inline from '../ToolTables/Inline';
import TableFrame from '../ToolTables/TableFrame';
import {conditionAnchor, conditionsPage, limitAnchor} from '../ToolTables/routes';
import styles from '../ToolTables/styles.module.css';

/** Every statroles limit type, from src/data/limitTypes.ts, with the conditions that accept it. */
export default function LimitTypeTable(): ReactNode {
  const brokenLinks = useBrokenLinks();
  return (
    <TableFrame caption="Limit types" stack>
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
                <span className={styles.detail}>{limit.label}</span>
              </th>
              <td data-label="Parameter and range">
                <code>{limit.parameter}</code>
                <span className={`${styles.detail} ${styles.nowrap}`}>{limit.range}</span>
              </td>
              <td data-label="What it does">
                <Inline text={limit.description} />
                <span className={styles.detail}>
                  Example: <Inline text={limit.example} />
                </span>
              </td>
              <td data-label="Used with">
                <ul className={styles.list}>
                  {usedBy.map((condition) => (
                    <li key={condition.id}>
                      <Link to={`${conditionsPage}#${conditionAnchor(condition.id)}`}>
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
    </TableFrame>
  );
}
