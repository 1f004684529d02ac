import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {getPermissionLevel, type PermissionLevelId} from '@site/src/data/permissions';
import {docRoutes} from '@site/src/data/routes';
import styles from './styles.module.css';

interface Props {
  readonly level: PermissionLevelId;
  /** Link the badge to the permission levels page. */
  readonly link?: boolean;
}

/** The permission level a command or setting needs, e.g. "Manager (2)". */
export default function LevelBadge({level, link = false}: Props): ReactNode {
  const info = getPermissionLevel(level);
  const badge = (
    <span className={styles.badge} data-level={info.id} title={`Permission level ${info.level}: ${info.label}`}>
      {info.label}
      <span className={styles.number} aria-hidden="true">
        {info.level}
      </span>
    </span>
  );
  return link ? <Link to={docRoutes.permissions}>{badge}</Link> : badge;
}
