/**
 * The Discord permissions the Statlas bot asks for when you invite it: the single source for the
 * permission table on docs/guide/invite and faq/general/invite-statlas and for the invite link
 * builder. Each permission names the features that need it, so the builder can compute the
 * permission integer of any set of features.
 *
 * Bits are not typed here: each entry names a Discord permission flag, and the bit comes from
 * discord-api-types' PermissionFlagsBits (through the generated module next to this file).
 */
import {discordPermissionBits, type DiscordPermissionFlag} from './discordPermissionBits.generated';

export type BotFeatureId = 'counters' | 'role-rewards' | 'logging' | 'stats-commands' | 'dashboard';

export interface BotFeature {
  readonly id: BotFeatureId;
  readonly label: string;
  /** One line: what the reader gets from the feature. */
  readonly description: string;
}

export const botFeatures: readonly BotFeature[] = [
  {id: 'counters', label: 'Counter channels', description: 'Channels whose names show live numbers (statdocks).'},
  {id: 'role-rewards', label: 'Role rewards', description: 'Roles granted and removed by activity (statroles).'},
  {id: 'logging', label: 'Log channel', description: 'Events and errors posted in a channel you choose.'},
  {id: 'stats-commands', label: 'Stats commands', description: 'Statistics replies to `/stats` and `s!` commands.'},
  {id: 'dashboard', label: 'Dashboard', description: 'Server statistics on the web dashboard.'},
];

export interface BotPermission {
  /** The flag name in discord-api-types' PermissionFlagsBits. */
  readonly flag: DiscordPermissionFlag;
  /** The name Discord shows in the invite window and in Server Settings. */
  readonly name: string;
  /** One line: why Statlas needs it. May hold `code spans`. */
  readonly reason: string;
  /** Features that need this permission. */
  readonly features: readonly BotFeatureId[];
}

const allFeatures: readonly BotFeatureId[] = botFeatures.map((feature) => feature.id);

/** In the order Discord lists them in the invite window. */
export const botPermissions: readonly BotPermission[] = [
  {
    flag: 'ManageRoles',
    name: 'Manage Roles',
    reason:
      'Grant and remove the roles of your role rewards, and set the channel permission overwrites that keep members out of counter channels.',
    features: ['counters', 'role-rewards'],
  },
  {
    flag: 'ManageChannels',
    name: 'Manage Channels',
    reason: 'Create, rename and delete counter channels.',
    features: ['counters'],
  },
  {
    flag: 'ViewChannel',
    name: 'View Channels',
    reason: 'See the channels it counts messages and voice time in, its counter channels and the log channel.',
    features: allFeatures,
  },
  {
    flag: 'SendMessages',
    name: 'Send Messages',
    reason: 'Answer `s!` prefix commands and post events in your log channel.',
    features: ['logging', 'stats-commands'],
  },
  {
    flag: 'EmbedLinks',
    name: 'Embed Links',
    reason: 'Send statistics replies and log entries as embeds, the formatted cards with titles and fields.',
    features: ['logging', 'stats-commands'],
  },
  {
    flag: 'ReadMessageHistory',
    name: 'Read Message History',
    reason: 'Reply to your `s!` prefix command message: Discord requires this permission for replies.',
    features: ['stats-commands'],
  },
  {
    flag: 'Connect',
    name: 'Connect',
    reason:
      'Deny Connect to members on counter channels: Discord lets a bot set only the permissions it holds in a channel overwrite.',
    features: ['counters'],
  },
];

/** The bit of a permission, from discord-api-types. */
export function permissionBit(permission: BotPermission): bigint {
  return BigInt(discordPermissionBits[permission.flag]);
}

/** The permissions the given features need, in table order. */
export function permissionsFor(features: Iterable<BotFeatureId>): BotPermission[] {
  const wanted = new Set(features);
  return botPermissions.filter((permission) => permission.features.some((feature) => wanted.has(feature)));
}

/** The permission integer Discord expects in an invite link: the bits of all given permissions, OR-ed. */
export function permissionInteger(permissions: Iterable<BotPermission>): bigint {
  let total = BigInt(0);
  for (const permission of permissions) {
    total |= permissionBit(permission);
  }
  return total;
}

export interface InviteOptions {
  readonly clientId: string;
  readonly scopes: readonly string[];
}

/** An OAuth2 invite link that adds the bot with exactly the given permission integer. */
export function inviteUrl(options: InviteOptions, permissions: bigint): string {
  const params = new URLSearchParams({
    client_id: options.clientId,
    permissions: permissions.toString(),
    scope: options.scopes.join(' '),
  });
  return `https://discord.com/oauth2/authorize?${params.toString()}`;
}
