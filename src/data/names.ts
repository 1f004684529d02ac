/**
 * The names that several data modules share: command groups and names, companion tools and permission levels.
 * They live here, apart from the data that describes them, so `commands.ts`, `permissions.ts`, `settings.ts` and
 * `routes.ts` can name each other's things without importing each other in a loop.
 */

export type CommandGroup = 'general' | 'stats' | 'management';

export type ToolId = 'statdocks' | 'statroles';

export type PermissionLevelId = 'everyone' | 'viewer' | 'manager' | 'admin';

/** A command's name without the slash, as `commands.ts` lists it: `stats top`. */
export type CommandName =
  | 'help'
  | 'ping'
  | 'about'
  | 'invite'
  | 'premium'
  | 'stats server'
  | 'stats member'
  | 'stats messages'
  | 'stats voice'
  | 'stats activity'
  | 'stats status'
  | 'stats top'
  | 'setup'
  | 'settings view'
  | 'settings set'
  | 'settings reset'
  | 'permissions view'
  | 'permissions set'
  | 'permissions reset'
  | 'logs set'
  | 'logs disable'
  | 'counter create'
  | 'counter edit'
  | 'counter delete'
  | 'counter list'
  | 'counter refresh'
  | 'rolereward create'
  | 'rolereward edit'
  | 'rolereward delete'
  | 'rolereward list'
  | 'rolereward sync'
  | 'data export'
  | 'data reset'
  | 'data delete';
