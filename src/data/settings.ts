/**
 * Bot settings of Statlas: the single source of truth for the settings pages and for the options of
 * `/settings set` (src/data/commands.ts builds them from this list).
 *
 * Every setting also appears on the dashboard under Settings, with the same key, default and limits.
 */
import type {CommandName, PermissionLevelId} from './names';
import type {PlanId, PlanLimitId} from './plans';

export type SettingCategory = 'bot' | 'stats' | 'permissions';

export interface SettingCategoryInfo {
  readonly id: SettingCategory;
  readonly label: string;
  readonly description: string;
}

export const settingCategories: readonly SettingCategoryInfo[] = [
  {
    id: 'bot',
    label: 'Bot',
    description:
      'How Statlas talks to your server: prefix, number format, time zone, log and announcement channels, counter refreshes.',
  },
  {
    id: 'stats',
    label: 'Statistics',
    description: 'What Statlas counts: bots, voice, activities, status, and which channels and roles it leaves out.',
  },
  {
    id: 'permissions',
    label: 'Permissions',
    description: 'Who can see what, on top of the permission levels assigned to roles.',
  },
];

/** Value type of a setting, which is also the Discord option type used to change it. */
export type SettingType =
  'text' | 'choice' | 'boolean' | 'channel' | 'channel list' | 'role list' | 'minutes' | 'channel or off';

export interface Setting {
  /** Key as typed in `/settings set <key>:<value>` and shown by `/settings view`. */
  readonly key: string;
  readonly type: SettingType;
  /** Default value as the docs print it. */
  readonly default: string;
  /** Allowed values, as the docs print them. */
  readonly allowed: string;
  /** Choices for `choice` settings, used as the options of `/settings set`. */
  readonly choices?: readonly string[];
  /** What the setting changes. */
  readonly effect: string;
  readonly category: SettingCategory;
  /** Lowest permission level that can change the setting: the level of the command in `setBy`. */
  readonly permission: PermissionLevelId;
  /** Lowest plan that can change the setting, or null when every plan can. */
  readonly plan: PlanId | null;
  /** Plan limit that bounds the value, when there is one. */
  readonly planLimit?: PlanLimitId;
  /** Command that changes the setting. */
  readonly setBy: CommandName;
  /** A typical change, as typed in Discord. */
  readonly example: string;
}

/** How long the legacy text prefix may be, in characters. */
export const prefixLength = {min: 1, max: 5} as const;

export const settings: readonly Setting[] = [
  {
    key: 'prefix',
    type: 'text',
    default: 's!',
    allowed: `${prefixLength.min} to ${prefixLength.max} characters, no spaces`,
    effect: 'Prefix of legacy text commands, such as `s!stats server`. Slash commands do not use it.',
    category: 'bot',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set prefix:st?',
  },
  {
    key: 'locale',
    type: 'choice',
    default: 'en-US',
    allowed: '`en-US`, `en-GB`, `de-DE`, `fr-FR`, `es-ES`, `pt-BR`, `nl-NL`, `pl-PL`, `tr-TR`, `ja-JP`',
    choices: ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'nl-NL', 'pl-PL', 'tr-TR', 'ja-JP'],
    effect: 'Number and date format in replies and counter names: `12,408` with en-US, `12.408` with de-DE.',
    category: 'bot',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set locale:de-DE',
  },
  {
    key: 'timezone',
    type: 'text',
    default: 'UTC',
    allowed: 'An IANA time zone name, such as `Europe/Berlin` or `America/New_York`',
    effect:
      'Where a day starts and ends: daily charts, the `1d` period, `{messages_today}` and `{joins_today}`. Statlas stores timestamps, so a change regroups past days too.',
    category: 'bot',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set timezone:Europe/Berlin',
  },
  {
    key: 'log_channel',
    type: 'channel',
    default: 'None',
    allowed: 'A text channel Statlas can send messages in',
    effect:
      'Channel that receives log events: joins and leaves, role rewards, counter errors, setting changes, data resets.',
    category: 'bot',
    permission: 'manager',
    plan: null,
    setBy: 'logs set',
    example: '/logs set channel:#statlas-log',
  },
  {
    key: 'counter_refresh',
    type: 'minutes',
    default: 'The plan minimum',
    allowed: '`5`, `10`, `15`, `30` or `60`, not below the plan minimum',
    choices: ['5', '10', '15', '30', '60'],
    effect:
      'How often statdocks renames counter channels. A longer interval keeps busy counters from hitting Discord rate limits.',
    category: 'bot',
    permission: 'admin',
    plan: null,
    planLimit: 'counter-refresh',
    setBy: 'settings set',
    example: '/settings set counter_refresh:15',
  },
  {
    key: 'reward_announcements',
    type: 'channel or off',
    default: 'off',
    allowed: '`off`, or a text channel',
    effect: 'Where statroles announces a granted role reward. With `off`, rewards are granted silently.',
    category: 'bot',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set reward_announcements:#level-ups',
  },
  {
    key: 'track_bots',
    type: 'boolean',
    default: 'false',
    allowed: '`true` or `false`',
    effect: 'Counts messages and voice time of bot accounts. Member counts always list bots apart in `{bots}`.',
    category: 'stats',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set track_bots:true',
  },
  {
    key: 'track_voice',
    type: 'boolean',
    default: 'true',
    allowed: '`true` or `false`',
    effect:
      'Records voice minutes per member and channel. With `false`, voice stats and voice role rewards stop growing.',
    category: 'stats',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set track_voice:false',
  },
  {
    key: 'track_activities',
    type: 'boolean',
    default: 'true',
    allowed: '`true` or `false`',
    effect: 'Records time members spend in games and apps, for `/stats activity` and activity role rewards.',
    category: 'stats',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set track_activities:false',
  },
  {
    key: 'track_status',
    type: 'boolean',
    default: 'true',
    allowed: '`true` or `false`',
    effect: 'Records how many members are online, idle, do not disturb or offline, for `/stats status`.',
    category: 'stats',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set track_status:false',
  },
  {
    key: 'ignored_channels',
    type: 'channel list',
    default: 'None',
    allowed: 'Text or voice channels; naming a listed channel again removes it',
    effect: 'Messages and voice time in these channels are not counted.',
    category: 'stats',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set ignored_channels:#bot-commands',
  },
  {
    key: 'ignored_roles',
    type: 'role list',
    default: 'None',
    allowed: 'Roles; naming a listed role again removes it',
    effect: 'Members with one of these roles are left out of stats, top lists and role rewards.',
    category: 'stats',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set ignored_roles:@Muted',
  },
  {
    key: 'public_dashboard',
    type: 'boolean',
    default: 'false',
    allowed: '`true` or `false`',
    effect: 'With `true`, every member can open the read-only dashboard, not only viewers and above.',
    category: 'permissions',
    permission: 'admin',
    plan: null,
    setBy: 'settings set',
    example: '/settings set public_dashboard:true',
  },
];

export function getSetting(key: string): Setting {
  const found = settings.find((setting) => setting.key === key);
  if (!found) {
    throw new Error(`Unknown setting: ${key}`);
  }
  return found;
}
