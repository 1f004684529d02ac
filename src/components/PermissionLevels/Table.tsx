import type {ReactNode} from 'react';
import {permissionLevels} from '@site/src/data/permissions';
import ReferenceTable, {InlineText} from '@site/src/components/ReferenceTable';
import styles from './styles.module.css';

/** The four permission levels with who holds them and what each adds to the level below. */
export default function PermissionLevels(): ReactNode {
  const caption = 'Permission levels, lowest first';
  return (
    <ReferenceTable caption={caption} testId="permission-levels">
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
    </ReferenceTable>
  );
}
