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
    <TableFrame caption="Limit types">
      <thead>
        <tr>
          <th scope="col">Limit type</th>
          <th scope="col">Parameter</th>
          <th scope="col">Range</th>
          <th scope="col">What it does</th>
          <th scope="col">Used with</th>
          <th scope="col">Example</th>
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
                <br />
                <span className={styles.muted}>{limit.label}</span>
              </th>
              <td className={styles.nowrap}>
                <code>{limit.parameter}</code>
              </td>
              <td className={styles.nowrap}>{limit.range}</td>
              <td>
                <Inline text={limit.description} />
              </td>
              <td>
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
              <td>
                <Inline text={limit.example} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
