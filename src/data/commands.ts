/**
 * Slash commands of Statlas: the single source of truth for the command pages, the command tables
 * and the permission matrix.
 *
 * Every command also works with the legacy text prefix (default `s!`, changeable with
 * `/settings set prefix:<value>`); the `prefix` field shows that form.
 */
import {limitTypes} from './limitTypes';
import type {CommandGroup, CommandName, PermissionLevelId, ToolId} from './names';
import type {PlanId} from './plans';
import {roleConditions} from './roleConditions';
import {docRoutes} from './routes';
import {settings} from './settings';

export type {CommandGroup, CommandName, ToolId} from './names';

export interface CommandGroupInfo {
  readonly id: CommandGroup;
  readonly label: string;
  readonly description: string;
  /** Route of the group's reference page (from src/data/routes.ts). */
  readonly path: string;
}

export const commandGroups: readonly CommandGroupInfo[] = [
  {
    id: 'general',
    label: 'General',
    description: 'Help, latency, bot information, invite link and the server’s plan.',
    path: docRoutes.commandGroups.general,
  },
  {
    id: 'stats',
    label: 'Stats',
    description: 'Server, member, message, voice, activity and status statistics, and top lists.',
    path: docRoutes.commandGroups.stats,
  },
  {
    id: 'management',
    label: 'Management',
    description: 'Setup, settings, permission levels, logging, counters, role rewards and server data.',
    path: docRoutes.commandGroups.management,
  },
];

/** Discord option types used by Statlas commands. */
export type OptionType = 'string' | 'integer' | 'boolean' | 'user' | 'channel' | 'role' | 'choice';

export interface CommandOption {
  readonly name: string;
  readonly type: OptionType;
  readonly required: boolean;
  /** Value used when the option is left out, as the docs print it. */
  readonly default?: string;
  /** Allowed values of a `choice` option. */
  readonly choices?: readonly string[];
  readonly description: string;
}

export interface CommandExample {
  /** What you type, in slash form. */
  readonly input: string;
  /** What Statlas answers, in a short sentence. */
  readonly result: string;
}

export interface Command {
  /** Name without the slash: `stats top`. */
  readonly name: CommandName;
  readonly group: CommandGroup;
  /** Companion tool the command belongs to, if any. */
  readonly tool?: ToolId;
  readonly summary: string;
  /** Slash form with options: `<required>` and `[optional]`. */
  readonly syntax: string;
  /** Legacy text form with the default prefix. */
  readonly prefix: string;
  readonly options: readonly CommandOption[];
  /** Lowest permission level that may run the command. */
  readonly permission: PermissionLevelId;
  /** Lowest plan the command needs, or null when every plan has it. */
  readonly plan: PlanId | null;
  readonly examples: readonly CommandExample[];
  /** Extra sentences for the reference page, if the summary is not enough. */
  readonly notes?: string;
  /**
   * What the command removes for good, for commands that cannot be undone. A page that shows the
   * command must say so near it: the command-example test looks for one of `words` there.
   */
  readonly destroys?: {readonly what: string; readonly words: readonly string[]};
}

/** Periods of stats commands. How far back they reach depends on the plan's statistics history. */
export const periods = ['1d', '7d', '30d', '90d', '365d', 'all'] as const;
export type Period = (typeof periods)[number];

const periodOption: CommandOption = {
  name: 'period',
  type: 'choice',
  required: false,
  default: '7d',
  choices: periods,
  description: 'Time span to count. `all` and long periods stop at the plan’s statistics history.',
};

const statsChannelOption = (kind: 'text' | 'voice'): CommandOption => ({
  name: 'channel',
  type: 'channel',
  required: false,
  default: 'All channels',
  description:
    kind === 'text'
      ? 'Count only this text, announcement or forum channel, threads included.'
      : 'Count only this voice or stage channel.',
});

const counterOption: CommandOption = {
  name: 'counter',
  type: 'channel',
  required: true,
  description: 'The counter channel (statdocks counters are voice or category channels).',
};

/**
 * Choices of `/rolereward create|edit`, taken from the statroles data so they cannot drift:
 * `condition` lists every condition type, `limit` only the selecting limits (`threshold`, `top`).
 * The window limit, `day_range`, has its own option, `days`.
 */
const conditionChoices = roleConditions.map((condition) => condition.id);
const selectingLimits = limitTypes.filter((limit) => limit.role === 'select');
const limitChoices = selectingLimits.map((limit) => limit.id);
const dayRange = limitTypes.find((limit) => limit.id === 'day_range')!;
const numberFormat = new Intl.NumberFormat('en-US');
const valueRanges = selectingLimits
  .map((limit) => `${numberFormat.format(limit.min)} to ${numberFormat.format(limit.max)} for \`${limit.id}\``)
  .join(', ');
/** The `list` option of the `top_rank` condition. */
const topRankList = roleConditions
  .find((condition) => condition.id === 'top_rank')!
  .options.find((option) => option.name === 'list')!;
const listChoices = topRankList.choices!;
/** Which selecting limit each condition takes, in words: `messages`, ... use `threshold`; `top_rank` uses `top`. */
const limitRule = limitChoices
  .map((limitId) => {
    const ids = roleConditions
      .filter((condition) => condition.limitTypes.includes(limitId))
      .map((condition) => `\`${condition.id}\``);
    const names = ids.length > 1 ? `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}` : ids[0];
    return `${names} ${ids.length > 1 ? 'use' : 'uses'} \`${limitId}\``;
  })
  .join('; ');

/** Options of `/settings set`: one optional option per setting that the command changes. */
const settingsSetOptions: readonly CommandOption[] = settings
  .filter((setting) => setting.setBy === 'settings set')
  .map((setting): CommandOption => {
    const typeBySetting: Record<string, OptionType> = {
      text: 'string',
      choice: 'choice',
      boolean: 'boolean',
      channel: 'channel',
      'channel list': 'channel',
      'role list': 'role',
      minutes: 'choice',
      'channel or off': 'string',
    };
    return {
      name: setting.key,
      type: typeBySetting[setting.type] ?? 'string',
      required: false,
      default: setting.default,
      ...(setting.choices ? {choices: setting.choices} : {}),
      description: setting.effect,
    };
  });

export const commands: readonly Command[] = [
  // General
  {
    name: 'help',
    group: 'general',
    summary: 'Lists the commands you can run, or explains one command.',
    syntax: '/help [command]',
    prefix: 's!help [command]',
    options: [
      {
        name: 'command',
        type: 'string',
        required: false,
        description: 'A command name, such as `stats top`. Leave it out for the list.',
      },
    ],
    permission: 'everyone',
    plan: null,
    examples: [
      {input: '/help', result: 'A list of the commands your permission level allows, by group.'},
      {input: '/help command:stats top', result: 'The syntax, options and an example of `/stats top`.'},
    ],
    notes: 'The list only shows commands your permission level can run, so two members may see different lists.',
  },
  {
    name: 'ping',
    group: 'general',
    summary: 'Shows whether Statlas is online and how fast it answers.',
    syntax: '/ping',
    prefix: 's!ping',
    options: [],
    permission: 'everyone',
    plan: null,
    examples: [
      {input: '/ping', result: 'Pong, with the round trip time and the Discord gateway latency in milliseconds.'},
    ],
  },
  {
    name: 'about',
    group: 'general',
    summary: 'Shows the bot version, uptime and links to the docs and the support server.',
    syntax: '/about',
    prefix: 's!about',
    options: [],
    permission: 'everyone',
    plan: null,
    examples: [{input: '/about', result: 'An embed with the version, uptime, docs link and support server link.'}],
  },
  {
    name: 'invite',
    group: 'general',
    summary: 'Replies with the link that adds Statlas to another server.',
    syntax: '/invite',
    prefix: 's!invite',
    options: [],
    permission: 'everyone',
    plan: null,
    examples: [{input: '/invite', result: 'The invite link, which asks for the permissions Statlas needs.'}],
  },
  {
    name: 'premium',
    group: 'general',
    summary: 'Shows the server’s plan, its limits and where to upgrade.',
    syntax: '/premium',
    prefix: 's!premium',
    options: [],
    permission: 'everyone',
    plan: null,
    examples: [
      {input: '/premium', result: 'The plan name (Free, Premium or Ultimate), the main limits and a dashboard link.'},
    ],
  },

  // Stats
  {
    name: 'stats server',
    group: 'stats',
    summary: 'Shows an overview of the server: members, messages, voice time and growth.',
    syntax: '/stats server',
    prefix: 's!stats server',
    options: [],
    permission: 'viewer',
    plan: null,
    examples: [
      {
        input: '/stats server',
        result:
          'Member count, joins and leaves, messages and voice hours over the last 7 days, with the change from the week before.',
      },
    ],
  },
  {
    name: 'stats member',
    group: 'stats',
    summary: 'Shows the statistics of one member: messages, voice time, activities and ranks.',
    syntax: '/stats member [user]',
    prefix: 's!stats member [user]',
    options: [
      {
        name: 'user',
        type: 'user',
        required: false,
        default: 'You',
        description: 'The member to show. Naming another member needs the viewer level.',
      },
    ],
    permission: 'everyone',
    plan: null,
    examples: [
      {
        input: '/stats member',
        result: 'Your own messages, voice minutes, top activities and ranks, for the last 7 days and in total.',
      },
      {input: '/stats member user:@Mira', result: 'Mira’s statistics, if you have the viewer level.'},
    ],
    notes: 'Everyone can see their own statistics. Looking up another member needs the viewer level or higher.',
  },
  {
    name: 'stats messages',
    group: 'stats',
    summary: 'Shows message counts over a period, per day and per channel.',
    syntax: '/stats messages [period] [channel]',
    prefix: 's!stats messages [period] [channel]',
    options: [periodOption, statsChannelOption('text')],
    permission: 'viewer',
    plan: null,
    examples: [
      {
        input: '/stats messages period:30d channel:#general',
        result: 'A daily chart and the total of messages in #general over 30 days.',
      },
    ],
  },
  {
    name: 'stats voice',
    group: 'stats',
    summary: 'Shows voice minutes over a period, per day and per channel.',
    syntax: '/stats voice [period] [channel]',
    prefix: 's!stats voice [period] [channel]',
    options: [periodOption, statsChannelOption('voice')],
    permission: 'viewer',
    plan: null,
    examples: [
      {input: '/stats voice period:7d', result: 'Voice hours per day this week and the busiest voice channels.'},
    ],
  },
  {
    name: 'stats activity',
    group: 'stats',
    summary: 'Shows which games and apps members spend the most time in.',
    syntax: '/stats activity [period]',
    prefix: 's!stats activity [period]',
    options: [periodOption],
    permission: 'viewer',
    plan: null,
    examples: [
      {
        input: '/stats activity period:30d',
        result: 'The ten most played games and apps with total hours over 30 days.',
      },
    ],
    notes: 'Needs `track_activities` on (the default).',
  },
  {
    name: 'stats status',
    group: 'stats',
    summary: 'Shows how many members are online, idle, do not disturb or offline right now and over the last day.',
    syntax: '/stats status',
    prefix: 's!stats status',
    options: [],
    permission: 'viewer',
    plan: null,
    examples: [{input: '/stats status', result: 'Current counts per status and a 24-hour chart of online members.'}],
    notes: 'Needs `track_status` on (the default).',
  },
  {
    name: 'stats top',
    group: 'stats',
    summary: 'Ranks the most active members by messages, voice time or activity time.',
    syntax: '/stats top <type> [period] [limit]',
    prefix: 's!stats top <type> [period] [limit]',
    options: [
      {
        name: 'type',
        type: 'choice',
        required: true,
        choices: ['messages', 'voice', 'activity'],
        description: 'What to rank members by.',
      },
      periodOption,
      {
        name: 'limit',
        type: 'integer',
        required: false,
        default: '10',
        description: 'How many members to list, from 1 to 25.',
      },
    ],
    permission: 'viewer',
    plan: null,
    examples: [
      {
        input: '/stats top type:messages period:30d limit:5',
        result: 'The five members with the most messages in the last 30 days, with their counts.',
      },
      {input: '/stats top type:voice', result: 'The ten members with the most voice minutes in the last 7 days.'},
    ],
  },

  // Management
  {
    name: 'setup',
    group: 'management',
    summary: 'Walks you through the first configuration: locale, time zone, log channel and a first counter.',
    syntax: '/setup',
    prefix: 's!setup',
    options: [],
    permission: 'admin',
    plan: null,
    examples: [
      {input: '/setup', result: 'An interactive message with buttons and menus for each step; you can skip any step.'},
    ],
  },
  {
    name: 'settings view',
    group: 'management',
    summary: 'Shows the current value of every setting, or of one setting.',
    syntax: '/settings view [key]',
    prefix: 's!settings view [key]',
    options: [
      {
        name: 'key',
        type: 'string',
        required: false,
        description: 'A setting key, such as `timezone`. Leave it out for all settings.',
      },
    ],
    permission: 'admin',
    plan: null,
    examples: [{input: '/settings view key:timezone', result: 'The current time zone and its default, `UTC`.'}],
  },
  {
    name: 'settings set',
    group: 'management',
    summary: 'Changes one or more settings. Each setting is an option named after its key.',
    syntax: '/settings set <key>:<value>',
    prefix: 's!settings set <key> <value>',
    options: settingsSetOptions,
    permission: 'admin',
    plan: null,
    examples: [
      {input: '/settings set prefix:st?', result: 'The text prefix becomes `st?`; `s!` stops working.'},
      {
        input: '/settings set locale:de-DE timezone:Europe/Berlin',
        result: 'Numbers use German formatting and days start at midnight in Berlin.',
      },
    ],
    notes: 'Give at least one option. The log channel is set with `/logs set` instead.',
  },
  {
    name: 'settings reset',
    group: 'management',
    summary: 'Puts one setting, or every setting, back to its default.',
    syntax: '/settings reset [key]',
    prefix: 's!settings reset [key]',
    options: [
      {
        name: 'key',
        type: 'string',
        required: false,
        default: 'All settings',
        description: 'The setting to reset. Leave it out to reset every setting.',
      },
    ],
    permission: 'admin',
    plan: null,
    examples: [{input: '/settings reset key:prefix', result: 'The prefix is `s!` again.'}],
    notes: 'Statistics, counters and role rewards are not touched.',
    destroys: {what: 'the changed values of one setting or of every setting', words: ['default']},
  },
  {
    name: 'permissions view',
    group: 'management',
    summary: 'Lists which roles hold which permission level.',
    syntax: '/permissions view',
    prefix: 's!permissions view',
    options: [],
    permission: 'admin',
    plan: null,
    examples: [{input: '/permissions view', result: 'Each level with the roles assigned to it.'}],
  },
  {
    name: 'permissions set',
    group: 'management',
    summary: 'Assigns a permission level to a role.',
    syntax: '/permissions set <role> <level>',
    prefix: 's!permissions set <role> <level>',
    options: [
      {name: 'role', type: 'role', required: true, description: 'The role to assign a level to.'},
      {
        name: 'level',
        type: 'choice',
        required: true,
        choices: ['everyone', 'viewer', 'manager', 'admin'],
        description: 'The level that members with this role get.',
      },
    ],
    permission: 'admin',
    plan: null,
    examples: [
      {
        input: '/permissions set role:@Moderators level:manager',
        result: 'Members with @Moderators can manage counters, role rewards and the log channel.',
      },
    ],
    notes: 'Setting `everyone` removes the role’s assignment.',
  },
  {
    name: 'permissions reset',
    group: 'management',
    summary: 'Removes every role assignment, so only the owner and Discord administrators keep the admin level.',
    syntax: '/permissions reset',
    prefix: 's!permissions reset',
    options: [],
    permission: 'admin',
    plan: null,
    examples: [
      {input: '/permissions reset', result: 'After a confirmation button, all roles are back at the everyone level.'},
    ],
    destroys: {what: 'every role’s permission level', words: ['level', 'assignment']},
  },
  {
    name: 'logs set',
    group: 'management',
    summary: 'Chooses the channel that receives log events.',
    syntax: '/logs set <channel>',
    prefix: 's!logs set <channel>',
    options: [
      {
        name: 'channel',
        type: 'channel',
        required: true,
        description: 'A text channel where Statlas can send messages and embeds.',
      },
    ],
    permission: 'manager',
    plan: null,
    examples: [
      {
        input: '/logs set channel:#statlas-log',
        result: 'A test entry appears in #statlas-log and later events follow.',
      },
    ],
  },
  {
    name: 'logs disable',
    group: 'management',
    summary: 'Stops sending log events.',
    syntax: '/logs disable',
    prefix: 's!logs disable',
    options: [],
    permission: 'manager',
    plan: null,
    examples: [{input: '/logs disable', result: 'The log channel setting goes back to none.'}],
  },
  {
    name: 'counter create',
    group: 'management',
    tool: 'statdocks',
    summary: 'Creates a counter channel whose name follows a template, or turns an existing channel into one.',
    syntax: '/counter create <template> [type] [channel] [category]',
    prefix: 's!counter create <template> [type] [channel] [category]',
    options: [
      {
        name: 'template',
        type: 'string',
        required: true,
        description: 'Channel name with variables in braces, such as `Members: {members}`.',
      },
      {
        name: 'type',
        type: 'choice',
        required: false,
        default: 'voice',
        choices: ['voice', 'category'],
        description: 'Channel type of a new counter. Not used with `channel`.',
      },
      {
        name: 'channel',
        type: 'channel',
        required: false,
        default: 'A new channel',
        description: 'An existing voice or category channel to convert into the counter instead of creating a new one.',
      },
      {
        name: 'category',
        type: 'channel',
        required: false,
        default: 'Top of the channel list',
        description: 'Category to create a new voice counter in.',
      },
    ],
    permission: 'manager',
    plan: null,
    examples: [
      {
        input: '/counter create template:Members: {members}',
        result: 'A voice channel named “Members: 12,408” that nobody can connect to.',
      },
      {
        input: '/counter create template:New today: {joins_today} channel:#STATS',
        result: 'The STATS category becomes a counter and reads “NEW TODAY: 38”.',
      },
    ],
    notes:
      'A converted channel keeps its position and permissions; Statlas only adds its own overwrite and denies Connect to `@everyone`. Created and converted counters both count towards the plan’s counter limit.',
  },
  {
    name: 'counter edit',
    group: 'management',
    tool: 'statdocks',
    summary: 'Changes the template of a counter.',
    syntax: '/counter edit <counter> <template>',
    prefix: 's!counter edit <counter> <template>',
    options: [counterOption, {name: 'template', type: 'string', required: true, description: 'The new template.'}],
    permission: 'manager',
    plan: null,
    examples: [
      {
        input: '/counter edit counter:#Members: 12,408 template:👥 {humans} humans',
        result: 'The counter is renamed at the next refresh.',
      },
    ],
  },
  {
    name: 'counter delete',
    group: 'management',
    tool: 'statdocks',
    summary: 'Deletes a counter. A channel Statlas created is deleted; a converted channel is kept.',
    syntax: '/counter delete <counter>',
    prefix: 's!counter delete <counter>',
    options: [counterOption],
    permission: 'manager',
    plan: null,
    examples: [
      {
        input: '/counter delete counter:#Online: 845',
        result: 'The channel is deleted and the counter slot is free again.',
      },
    ],
    notes:
      'A channel converted with `/counter create channel:` is not deleted: it keeps its last name and gets its Connect permission back.',
    destroys: {what: 'the counter, and the channel when Statlas created it', words: ['channel']},
  },
  {
    name: 'counter list',
    group: 'management',
    tool: 'statdocks',
    summary: 'Lists the server’s counters with their templates and last refresh.',
    syntax: '/counter list',
    prefix: 's!counter list',
    options: [],
    permission: 'manager',
    plan: null,
    examples: [
      {
        input: '/counter list',
        result: 'Each counter, its template, when it was last renamed and how many slots the plan has left.',
      },
    ],
  },
  {
    name: 'counter refresh',
    group: 'management',
    tool: 'statdocks',
    summary: 'Renames counters now instead of waiting for the next scheduled refresh.',
    syntax: '/counter refresh [counter]',
    prefix: 's!counter refresh [counter]',
    options: [
      {
        ...counterOption,
        required: false,
        default: 'All counters',
        description: 'The counter to refresh. Leave it out for all counters.',
      },
    ],
    permission: 'manager',
    plan: null,
    examples: [
      {
        input: '/counter refresh',
        result:
          'Every counter is renamed at once. A counter that Discord’s limit of two renames per 10 minutes blocks is queued, and the reply gives the time of its rename.',
      },
    ],
  },
  {
    name: 'rolereward create',
    group: 'management',
    tool: 'statroles',
    summary: 'Creates a role reward: a role granted while members meet a condition.',
    syntax: '/rolereward create <role> <condition> <limit> <value> [list] [days] [activity]',
    prefix: 's!rolereward create <role> <condition> <limit> <value> [list] [days] [activity]',
    options: [
      {
        name: 'role',
        type: 'role',
        required: true,
        description: 'The role to grant. It must sit below the Statlas role.',
      },
      {name: 'condition', type: 'choice', required: true, choices: conditionChoices, description: 'What is counted.'},
      {
        name: 'limit',
        type: 'choice',
        required: true,
        choices: limitChoices,
        description: `Who qualifies: ${limitRule}.`,
      },
      {
        name: 'value',
        type: 'integer',
        required: true,
        description: `The threshold N, or the N members of a top list: ${valueRanges}.`,
      },
      {
        name: 'list',
        type: 'choice',
        required: false,
        choices: listChoices,
        description: 'For `top_rank`, and required there: the top list to rank members on.',
      },
      {
        name: 'days',
        type: 'integer',
        required: false,
        default: 'No day range',
        description: `Adds a \`day_range\` limit: count over the last N days, ${dayRange.min} to ${dayRange.max}.`,
      },
      {
        name: 'activity',
        type: 'string',
        required: false,
        default: 'Any activity',
        description: 'For `activity_minutes`: the game or app name.',
      },
    ],
    permission: 'manager',
    plan: null,
    examples: [
      {
        input: '/rolereward create role:@Regular condition:messages limit:threshold value:500',
        result: 'Members with 500 messages or more get @Regular within 15 minutes.',
      },
      {
        input: '/rolereward create role:@Voice Star condition:top_rank list:voice limit:top value:3',
        result: 'The three members with the most voice minutes hold @Voice Star.',
      },
    ],
    notes: 'The number of role rewards is limited by the plan.',
  },
  {
    name: 'rolereward edit',
    group: 'management',
    tool: 'statroles',
    summary: 'Changes the condition, limit, value, list, day range or activity of a role reward.',
    syntax: '/rolereward edit <role> [condition] [limit] [value] [list] [days] [activity]',
    prefix: 's!rolereward edit <role> [condition] [limit] [value] [list] [days] [activity]',
    options: [
      {name: 'role', type: 'role', required: true, description: 'The role of the reward to change.'},
      {
        name: 'condition',
        type: 'choice',
        required: false,
        choices: conditionChoices,
        description: 'New condition. Give the matching `limit` (and `list`) with it.',
      },
      {
        name: 'limit',
        type: 'choice',
        required: false,
        choices: limitChoices,
        description: `New selecting limit: ${limitRule}.`,
      },
      {name: 'value', type: 'integer', required: false, description: 'New threshold or top size.'},
      {
        name: 'list',
        type: 'choice',
        required: false,
        choices: listChoices,
        description: 'New top list, for `top_rank`.',
      },
      {
        name: 'days',
        type: 'integer',
        required: false,
        description: `New day range, ${dayRange.min} to ${dayRange.max}.`,
      },
      {name: 'activity', type: 'string', required: false, description: 'New activity name.'},
    ],
    permission: 'manager',
    plan: null,
    examples: [
      {
        input: '/rolereward edit role:@Regular value:1000',
        result: 'Members under 1,000 messages lose @Regular at the next check.',
      },
    ],
    notes: 'The role itself cannot be changed: to reward the same rule with another role, create a new reward.',
  },
  {
    name: 'rolereward delete',
    group: 'management',
    tool: 'statroles',
    summary: 'Deletes a role reward. The role itself stays on the server.',
    syntax: '/rolereward delete <role>',
    prefix: 's!rolereward delete <role>',
    options: [{name: 'role', type: 'role', required: true, description: 'The role of the reward to delete.'}],
    permission: 'manager',
    plan: null,
    examples: [
      {
        input: '/rolereward delete role:@Regular',
        result: 'Statlas stops granting and removing @Regular; members keep it until someone removes it.',
      },
    ],
  },
  {
    name: 'rolereward list',
    group: 'management',
    tool: 'statroles',
    summary: 'Lists the server’s role rewards with their conditions and holders.',
    syntax: '/rolereward list',
    prefix: 's!rolereward list',
    options: [],
    permission: 'manager',
    plan: null,
    examples: [
      {input: '/rolereward list', result: 'Each reward with its condition, limit, value and how many members hold it.'},
    ],
  },
  {
    name: 'rolereward sync',
    group: 'management',
    tool: 'statroles',
    summary: 'Checks role rewards now instead of waiting for the 15-minute check.',
    syntax: '/rolereward sync [role]',
    prefix: 's!rolereward sync [role]',
    options: [
      {
        name: 'role',
        type: 'role',
        required: false,
        default: 'All rewards',
        description: 'The reward to check. Leave it out for all rewards.',
      },
    ],
    permission: 'manager',
    plan: null,
    examples: [{input: '/rolereward sync', result: 'A summary of roles granted and removed by this check.'}],
  },
  {
    name: 'data export',
    group: 'management',
    summary: 'Exports the server’s statistics as CSV files in a ZIP archive.',
    syntax: '/data export [dataset] [period]',
    prefix: 's!data export [dataset] [period]',
    options: [
      {
        name: 'dataset',
        type: 'choice',
        required: false,
        default: 'all',
        choices: ['members', 'messages', 'voice', 'activity', 'status', 'all'],
        description: 'Which statistics to export.',
      },
      {...periodOption, default: '30d'},
    ],
    permission: 'admin',
    plan: 'premium',
    examples: [
      {
        input: '/data export dataset:messages period:90d',
        result: 'A ZIP archive with `messages.csv`, daily message counts per channel for 90 days, sent only to you.',
      },
    ],
    notes: 'The export holds counts and timestamps only: Statlas never stores message content.',
  },
  {
    name: 'data reset',
    group: 'management',
    summary: 'Wipes the server’s statistics and keeps settings, counters and role rewards.',
    syntax: '/data reset',
    prefix: 's!data reset',
    options: [],
    permission: 'admin',
    plan: null,
    examples: [{input: '/data reset', result: 'After a confirmation button, every count starts again from zero.'}],
    notes: 'A reset cannot be undone. It is written to the log channel.',
    destroys: {what: 'every statistic of the server', words: ['statistic', 'count', 'wipe']},
  },
  {
    name: 'data delete',
    group: 'management',
    summary: 'Deletes everything Statlas stores about the server, then makes the bot leave.',
    syntax: '/data delete',
    prefix: 's!data delete',
    options: [],
    permission: 'admin',
    plan: null,
    examples: [
      {
        input: '/data delete',
        result: 'After you type the server name to confirm, Statlas deletes the data and leaves.',
      },
    ],
    notes: 'Statistics, settings, counters and role rewards are deleted. It cannot be undone.',
    destroys: {
      what: 'everything Statlas stores about the server',
      words: ['everything', 'all data', 'deletes', 'removes'],
    },
  },
];

/** Anchor id of a command on its group page: `stats top` → `stats-top`. */
export function commandAnchor(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Link to a command's section: `/docs/usage/commands/stats#stats-top`. */
export function commandHref(command: Command): string {
  const group = commandGroups.find((info) => info.id === command.group);
  return `${group?.path ?? docRoutes.commands}#${commandAnchor(command.name)}`;
}

export function getCommand(name: CommandName): Command {
  const found = commands.find((command) => command.name === name);
  if (!found) {
    throw new Error(`Unknown command: ${name}`);
  }
  return found;
}
