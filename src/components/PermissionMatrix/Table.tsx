import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {capabilities, permissionLevels, permits} from '@site/src/data/permissions';
import {commandHref, getCommand} from '@site/src/data/commands';
import ReferenceTable from '@site/src/components/ReferenceTable';
import styles from './styles.module.css';

interface Props {
  /** List the commands each row covers under its label. */
  readonly showCommands?: boolean;
}

/**
 * THE permission matrix: what each permission level can do (rows: capabilities, columns: levels).
 * Levels are cumulative, so a tick in one column means a tick in every column to its right.
 * Render it on one page only (/docs/usage/settings/permissions) and link to it elsewhere.
 */
export default function PermissionMatrix({showCommands = true}: Props): ReactNode {
  const caption = 'Permission matrix: what each level can do';
  return (
    <ReferenceTable caption={caption} className={styles.matrix} testId="permission-matrix">
      <thead>
        <tr>
          <th scope="col">Capability</th>
          {permissionLevels.map((level) => (
            <th scope="col" key={level.id} className={styles.level}>
              {level.label}
              <span className={styles.levelNumber}>level {level.level}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {capabilities.map((capability) => (
          <tr key={capability.id} data-capability={capability.id}>
            <th scope="row" className={styles.capability}>
              {capability.label}
              {showCommands && capability.commands.length > 0 && (
                <span className={styles.commands}>
                  {capability.commands.map((name, index) => (
                    <span key={name}>
                      {index > 0 && ' '}
                      <Link to={commandHref(getCommand(name))}>
                        <code>/{name}</code>
                      </Link>
                    </span>
                  ))}
                </span>
              )}
            </th>
            {permissionLevels.map((level) => {
              const allowed = permits(level.id, capability.minimum);
              return (
                <td key={level.id} className={allowed ? styles.yes : styles.no} data-allowed={allowed}>
                  <span aria-hidden="true">{allowed ? '✓' : '–'}</span>
                  <span className={styles.srOnly}>{allowed ? 'Yes' : 'No'}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}
