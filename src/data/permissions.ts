/**
 * Permission levels of Statlas: the single source of truth for every page that shows who may do what.
 *
 * Levels are cumulative: a member with a level can do everything the lower levels can. The server
 * owner and members with Discord's Administrator permission are always `admin`. Admins assign
 * levels to roles with `/permissions set`.
 */
import type {CommandName, PermissionLevelId} from './names';

export type {PermissionLevelId} from './names';

export interface PermissionLevel {
  readonly id: PermissionLevelId;
  /** 0 (lowest) to 3 (highest). A member holds the highest level of any of their roles. */
  readonly level: 0 | 1 | 2 | 3;
  readonly label: string;
  /** One sentence: who holds this level. */
  readonly description: string;
  /** What this level adds on top of the levels below it. */
  readonly grants: readonly string[];
}

export const permissionLevels: readonly PermissionLevel[] = [
  {
    id: 'everyone',
    level: 0,
    label: 'Everyone',
    description: 'Every member of the server, with no role assigned to a level.',
    grants: ['Run the general commands', 'See their own statistics with `/stats member`'],
  },
  {
    id: 'viewer',
    level: 1,
    label: 'Viewer',
    description: 'Members who may read all of the server statistics but change nothing.',
    grants: ['Run every stats command, including top lists and other members', 'Open the read-only dashboard'],
  },
  {
    id: 'manager',
    level: 2,
    label: 'Manager',
    description: 'Moderators who run counters, role rewards and the log channel.',
    grants: [
      'Create, edit and delete counter channels',
      'Create, edit, delete and sync role rewards',
      'Set or disable the log channel',
    ],
  },
  {
    id: 'admin',
    level: 3,
    label: 'Admin',
    description: 'The server owner, members with Discord’s Administrator permission and roles assigned this level.',
    grants: [
      'Change bot settings and run `/setup`',
      'Assign permission levels to roles',
      'Export, reset and delete server data',
      'Create API keys on the dashboard',
    ],
  },
];

export type CapabilityId =
  | 'general-commands'
  | 'own-stats'
  | 'server-stats'
  | 'dashboard-read'
  | 'counters'
  | 'role-rewards'
  | 'log-channel'
  | 'settings'
  | 'permissions'
  | 'data'
  | 'api-keys';

/** One row of the permission matrix: a thing a member can do, and the lowest level that allows it. */
export interface Capability {
  readonly id: CapabilityId;
  readonly label: string;
  /** Lowest level that has this capability; every higher level has it too. */
  readonly minimum: PermissionLevelId;
  /** Commands this capability covers (names as in src/data/commands.ts), shown in the matrix. */
  readonly commands: readonly CommandName[];
}

export const capabilities: readonly Capability[] = [
  {
    id: 'general-commands',
    label: 'General commands',
    minimum: 'everyone',
    commands: ['help', 'ping', 'about', 'invite', 'premium'],
  },
  {id: 'own-stats', label: 'Own statistics', minimum: 'everyone', commands: ['stats member']},
  {
    id: 'server-stats',
    label: 'Server statistics and top lists',
    minimum: 'viewer',
    commands: ['stats server', 'stats messages', 'stats voice', 'stats activity', 'stats status', 'stats top'],
  },
  {id: 'dashboard-read', label: 'Read-only dashboard', minimum: 'viewer', commands: []},
  {
    id: 'counters',
    label: 'Counter channels (statdocks)',
    minimum: 'manager',
    commands: ['counter create', 'counter edit', 'counter delete', 'counter list', 'counter refresh'],
  },
  {
    id: 'role-rewards',
    label: 'Role rewards (statroles)',
    minimum: 'manager',
    commands: ['rolereward create', 'rolereward edit', 'rolereward delete', 'rolereward list', 'rolereward sync'],
  },
  {id: 'log-channel', label: 'Log channel', minimum: 'manager', commands: ['logs set', 'logs disable']},
  {
    id: 'settings',
    label: 'Bot settings and setup',
    minimum: 'admin',
    commands: ['setup', 'settings view', 'settings set', 'settings reset'],
  },
  {
    id: 'permissions',
    label: 'Permission levels',
    minimum: 'admin',
    commands: ['permissions view', 'permissions set', 'permissions reset'],
  },
  {
    id: 'data',
    label: 'Data export, reset and delete',
    minimum: 'admin',
    commands: ['data export', 'data reset', 'data delete'],
  },
  {id: 'api-keys', label: 'API keys on the dashboard', minimum: 'admin', commands: []},
];

export function getPermissionLevel(id: PermissionLevelId): PermissionLevel {
  const found = permissionLevels.find((level) => level.id === id);
  if (!found) {
    throw new Error(`Unknown permission level: ${id}`);
  }
  return found;
}

/** True when a member at `held` may do what needs `required`. */
export function permits(held: PermissionLevelId, required: PermissionLevelId): boolean {
  return getPermissionLevel(held).level >= getPermissionLevel(required).level;
}
