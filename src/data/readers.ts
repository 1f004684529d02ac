/**
 * Who a docs page is written for. Every page under docs/ (not the generated docs/api) declares one in
 * its front matter (`reader: manager`); the page shows it under its title, and the content check
 * (plugins/content-check) takes it as who runs every command on the page unless a step names
 * someone else ("an admin runs …").
 *
 * The first four are the permission levels of permissions.ts; `developer` reads the API pages and
 * runs no bot command.
 */
import type {PermissionLevelId} from './permissions';

export type ReaderId = PermissionLevelId | 'developer';

export interface Reader {
  readonly id: ReaderId;
  /** How the line under the title starts: "For managers". */
  readonly heading: string;
  /** The permission level the reader holds: what the check compares every command with. */
  readonly level: PermissionLevelId;
  /** The rest of the line under the title. */
  readonly summary: string;
}

export const readers: readonly Reader[] = [
  {
    id: 'everyone',
    heading: 'For everyone',
    level: 'everyone',
    summary: 'any member of a server with Statlas can follow this page.',
  },
  {
    id: 'viewer',
    heading: 'For viewers',
    level: 'viewer',
    summary: 'you need the Viewer level or higher for the steps on this page.',
  },
  {
    id: 'manager',
    heading: 'For managers',
    level: 'manager',
    summary: 'you need the Manager level or higher for the steps on this page; a step for an admin says so.',
  },
  {
    id: 'admin',
    heading: 'For admins',
    level: 'admin',
    summary:
      'you need the Admin level (the server owner, Administrator, or a role given the level) for the steps on this page.',
  },
  {
    id: 'developer',
    heading: 'For developers',
    level: 'everyone',
    summary: 'this page is about the Statlas API and needs an API key, which a server admin creates on the dashboard.',
  },
];

export const readerIds: readonly ReaderId[] = readers.map((reader) => reader.id);

export function isReaderId(value: unknown): value is ReaderId {
  return typeof value === 'string' && (readerIds as readonly string[]).includes(value);
}

export function getReader(id: ReaderId): Reader {
  const found = readers.find((reader) => reader.id === id);
  if (!found) {
    throw new Error(`Unknown reader: ${id}`);
  }
  return found;
}
