import type {ReactNode} from 'react';
import {permissionsFor, type BotFeatureId} from '@site/src/data/botPermissions';

/**
 * The Discord permissions a feature needs, in a sentence ("Manage Roles, Manage Channels, View Channels
 * and Connect"), from src/data/botPermissions.ts, the same data as the invite link. A page never lists
 * them by hand (the content check fails when it does).
 */
export default function FeaturePermissions({feature}: {readonly feature: BotFeatureId}): ReactNode {
  const names = permissionsFor([feature]).map((permission) => permission.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
  return <strong>{list}</strong>;
}
