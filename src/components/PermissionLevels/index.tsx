import type {ReactNode} from 'react';
import {permissionLevels} from '@site/src/data/permissions';
import InlineText from '@site/src/components/InlineText';
import TableScroll from '@site/src/components/TableScroll';
import styles from './styles.module.css';

/** The four permission levels with who holds them and what each adds to the level below. */
export default function PermissionLevels(): ReactNode {
  const caption = 'Permission levels, lowest first';
  return (
    <TableScroll label={caption} testId="permission-levels">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Id</th>
            <th scope="col">Who holds it</th>
            <th scope="col">Adds</th>
          </tr>
        </thead>
        <tbody>
          {permissionLevels.map((level) => (
            <tr key={level.id} data-level={level.id}>
              <th scope="row" className={styles.name}>
                {level.level} · {level.label}
              </th>
              <td>
                <code>{level.id}</code>
              </td>
              <td className={styles.wide}>{level.description}</td>
              <td className={styles.wide}>
                <ul className={styles.grants}>
                  {level.grants.map((grant) => (
                    <li key={grant}>
                      <InlineText text={grant} />
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
