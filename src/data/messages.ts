/**
 * Every reply, embed and log entry of Statlas that a page or post shows. Pages draw them as Discord
 * does with `<DiscordMessage id="…" />`, quote them inline with `<BotMessage id="…" />`, and the
 * "Messages and log entries" page lists them all, so a reader can match what appears in the server
 * word for word with the docs.
 *
 * Example values come from the one example server (exampleServer.ts): its names, counts, plan, counters
 * and rewards. `text` is the message content; an embed reply also has `embed`.
 */
import {commandGroups, commands} from './commands';
import {getCounterVariable, renderCounterTemplate} from './counterVariables';
import {exampleServer} from './exampleServer';
import {formatLimitValue, getPlan, getPlanLimit, planLimitNumber, type PlanLimitId} from './plans';

export type BotMessageId =
  | 'help'
  | 'ping'
  | 'premium'
  | 'levelTooLow'
  | 'statsServer'
  | 'settingsView'
  | 'settingChanged'
  | 'permissionSet'
  | 'permissionChanged'
  | 'logChannelSet'
  | 'logChannelTest'
  | 'memberJoined'
  | 'dataReset'
  | 'dataDeleted'
  | 'counterCreated'
  | 'counterList'
  | 'counterRefreshQueued'
  | 'counterLimitReached'
  | 'counterRenameFailed'
  | 'counterRemoved'
  | 'rewardCreated'
  | 'rewardGranted'
  | 'rewardRemoved'
  | 'rewardAnnounced'
  | 'rewardLimitReached'
  | 'rewardGrantFailed'
  | 'rewardDeleted';

/**
 * How the message reaches the reader: a reply in the channel where the command ran, a reply only the
 * member who ran the command sees, a reply made of an embed, an entry in the log channel, or a post in
 * another channel the server chose.
 */
export type MessageKind = 'reply' | 'ephemeral reply' | 'embed reply' | 'log entry' | 'announcement';

/** Feature groups of the messages page, in page order. */
export type MessageFeature = 'general' | 'stats' | 'settings' | 'logging' | 'counters' | 'role rewards';

export const messageFeatures: readonly {readonly id: MessageFeature; readonly label: string}[] = [
  {id: 'general', label: 'General commands'},
  {id: 'stats', label: 'Statistics'},
  {id: 'settings', label: 'Settings and permission levels'},
  {id: 'logging', label: 'Log channel'},
  {id: 'counters', label: 'Counters (statdocks)'},
  {id: 'role rewards', label: 'Role rewards (statroles)'},
];

export interface EmbedField {
  readonly name: string;
  readonly value: string;
  /** Shown side by side with the next inline field, as Discord does on wide screens. */
  readonly inline?: boolean;
}

export interface MessageEmbed {
  readonly title: string;
  readonly description?: string;
  readonly fields?: readonly EmbedField[];
  readonly footer?: string;
  /** Colour of the bar on the left edge: Statlas's brand colour, or red for a problem. */
  readonly tone: 'brand' | 'problem';
}

export interface BotMessage {
  readonly id: BotMessageId;
  readonly kind: MessageKind;
  readonly feature: MessageFeature;
  /** Short name of the message on the messages page, e.g. "Reward granted". */
  readonly title: string;
  /** The command that makes Statlas send it, if a command does. */
  readonly command?: string;
  /** The message content with example values; `@name` and `#channel` are drawn as mentions, `backticks` as code. */
  readonly text: string;
  readonly embed?: MessageEmbed;
  /** Channel a log entry or announcement is posted in, without the `#`. */
  readonly channel?: string;
  /** When it appears, in one sentence. */
  readonly when: string;
  /** What the reader does about it, in one sentence. */
  readonly action: string;
}

const {channels, roles, name: serverName, plan} = exampleServer;

/** Members of the example server that the example messages name (user names, without the `@`). */
export const exampleMembers = {
  owner: exampleServer.members.owner.username,
  builder: exampleServer.members.builder.username,
  lapsed: exampleServer.members.lapsed.username,
  newcomer: exampleServer.members.newcomer.username,
} as const;
const members = exampleMembers;
const count = (id: Parameters<typeof getCounterVariable>[0]) => getCounterVariable(id).example;
const number = (value: number) => new Intl.NumberFormat('en-US').format(value);
const planName = getPlan(plan).name;
const {week} = exampleServer;
/** A week-on-week change as `/stats server` shows it: `▲ 10%` or `▼ 4%`. */
const change = (now: number, before: number) => {
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent >= 0 ? '▲' : '▼'} ${Math.abs(percent)}%`;
};
const limitOf = (id: PlanLimitId) => formatLimitValue(getPlanLimit(id), plan);
const counterSlots = planLimitNumber('counters', plan);
const rewardSlots = planLimitNumber('role-rewards', plan);
const refreshMinutes = planLimitNumber('counter-refresh', plan);
/** Minutes since each counter's last rename in the counter list, so the next rename is due within the interval. */
const renamedAgo = [3, 3, 1];
const commandList = (group: string) =>
  commands
    .filter((command) => command.group === group)
    .map((command) => `\`/${command.name}\``)
    .join(' ');

export const botMessages: readonly BotMessage[] = [
  {
    id: 'help',
    kind: 'ephemeral reply',
    feature: 'general',
    title: 'Command list',
    command: '/help',
    text: '',
    embed: {
      title: 'Commands you can run',
      description: 'Your level: admin. Run `/help command:<name>` for one command’s options and an example.',
      tone: 'brand',
      fields: commandGroups.map((group) => ({name: group.label, value: commandList(group.id)})),
      footer: 'Full reference: docs.statlas.app',
    },
    when: 'After `/help` without an option, only to the member who ran it; it lists the commands their level allows, so an admin sees every command.',
    action:
      'Run `/help command:<name>` for one command’s options; if a command you need is missing, ask an admin for a higher level.',
  },
  {
    id: 'ping',
    kind: 'reply',
    feature: 'general',
    title: 'Latency',
    command: '/ping',
    text: 'Pong!\nRound trip: 112 ms\nGateway latency: 41 ms',
    when: 'After `/ping`, in the channel where it ran.',
    action: 'Nothing: the reply shows Statlas is online. A round trip above a few seconds points to a Discord outage.',
  },
  {
    id: 'premium',
    kind: 'embed reply',
    feature: 'general',
    title: 'Plan and limits',
    command: '/premium',
    text: '',
    embed: {
      title: `Plan · ${serverName}`,
      description: `This server is on ${planName}.`,
      tone: 'brand',
      fields: [
        {name: 'Statistics history', value: limitOf('history'), inline: true},
        {name: 'Counters', value: `${exampleServer.counters.length} of ${counterSlots} used`, inline: true},
        {name: 'Role rewards', value: `${exampleServer.rewards.length} of ${rewardSlots} used`, inline: true},
        {name: 'Counter refresh', value: `every ${limitOf('counter-refresh')}`, inline: true},
        {name: 'CSV export', value: limitOf('csv-export'), inline: true},
        {name: 'API rate limit', value: limitOf('api-rate-limit'), inline: true},
      ],
      footer: 'Change or cancel the plan on the Statlas dashboard',
    },
    when: 'After `/premium`, in the channel where it ran.',
    action:
      'Check the slots left before you create another counter or role reward; an admin changes the plan on the dashboard.',
  },
  {
    id: 'levelTooLow',
    kind: 'ephemeral reply',
    feature: 'general',
    title: 'Permission level too low',
    text: 'You need the manager level or higher to run this command.',
    when: 'When a member runs a command that needs a Statlas level none of their roles holds; the reply names that level.',
    action: 'Ask an admin to give one of your roles that level with `/permissions set`.',
  },
  {
    id: 'statsServer',
    kind: 'embed reply',
    feature: 'stats',
    title: 'Server statistics',
    command: '/stats server',
    text: '',
    embed: {
      title: `Server statistics · ${serverName}`,
      description: 'Right now, and the last 7 days against the 7 days before.',
      tone: 'brand',
      fields: [
        {
          name: 'Members',
          value: `${number(count('members'))} (humans ${number(count('humans'))} · bots ${number(count('bots'))})`,
          inline: true,
        },
        {
          name: 'Online',
          value: `${number(count('online'))} (${((count('online') / count('members')) * 100).toFixed(1)}%)`,
          inline: true,
        },
        {name: 'In voice', value: number(count('voice')), inline: true},
        {name: 'Joined / left', value: `+${number(week.joins)} / −${number(week.leaves)}`, inline: true},
        {
          name: 'Messages',
          value: `${number(week.messages)} (${change(week.messages, week.previousMessages)})`,
          inline: true,
        },
        {
          name: 'Voice time',
          value: `${number(Math.round(week.voiceMinutes / 60))} h (${change(week.voiceMinutes, week.previousVoiceMinutes)})`,
          inline: true,
        },
        {
          name: 'Top channel',
          value: `#${channels[week.topChannel.channel]} · ${number(week.topChannel.messages)} messages`,
          inline: true,
        },
        {
          name: 'Top activity',
          value: `${week.topActivity.name} · ${number(Math.round(week.topActivity.minutes / 60))} h`,
          inline: true,
        },
      ],
      footer: `Plan: ${planName} · history kept for ${limitOf('history')}`,
    },
    when: 'After `/stats server`, in the channel where it ran.',
    action: 'Read the numbers; the dashboard shows the same figures as charts.',
  },
  {
    id: 'settingsView',
    kind: 'ephemeral reply',
    feature: 'settings',
    title: 'Settings overview',
    command: '/settings view',
    text: '',
    embed: {
      title: `Settings · ${serverName}`,
      tone: 'brand',
      fields: [
        {name: 'prefix', value: '`s!`', inline: true},
        {name: 'locale', value: `\`${exampleServer.locale}\``, inline: true},
        {name: 'timezone', value: `\`${exampleServer.timezone}\``, inline: true},
        {name: 'log_channel', value: `#${channels.log}`, inline: true},
        {name: 'counter_refresh', value: `${refreshMinutes} (plan minimum)`, inline: true},
        {name: 'reward_announcements', value: `#${channels.announcements}`, inline: true},
        {name: 'track_bots', value: 'false', inline: true},
        {name: 'track_voice', value: 'true', inline: true},
        {name: 'track_activities', value: 'true', inline: true},
        {name: 'track_status', value: 'true', inline: true},
        {name: 'ignored_channels', value: `#${channels.counting}`, inline: true},
        {name: 'ignored_roles', value: 'none', inline: true},
        {name: 'public_dashboard', value: 'false', inline: true},
      ],
      footer: 'Change a setting with /settings set',
    },
    when: 'After `/settings view`, only to the admin who ran it.',
    action: 'Check each value; change one with `/settings set`.',
  },
  {
    id: 'settingChanged',
    kind: 'log entry',
    feature: 'settings',
    title: 'Setting changed',
    channel: channels.log,
    text: `@${members.owner} set timezone: UTC → Europe/Berlin`,
    when: 'Each time an admin changes a setting with `/settings set` or on the dashboard.',
    action: 'Nothing, unless the change was not agreed: set the old value again with `/settings set`.',
  },
  {
    id: 'permissionSet',
    kind: 'reply',
    feature: 'settings',
    title: 'Permission level assigned',
    command: '/permissions set',
    text: `@${roles.moderators} now has the manager level.`,
    when: 'After `/permissions set`, in the channel where it ran.',
    action: 'Members with that role can now run the commands of that level.',
  },
  {
    id: 'permissionChanged',
    kind: 'log entry',
    feature: 'settings',
    title: 'Permission level changed',
    channel: channels.log,
    text: `@${members.owner} set the level of @${roles.moderators}: viewer → manager`,
    when: 'Each time an admin gives a role a level, changes it or takes it away, with `/permissions` or on the dashboard.',
    action: 'Nothing, unless the change was not agreed: an admin sets the old level again with `/permissions set`.',
  },
  {
    id: 'logChannelSet',
    kind: 'reply',
    feature: 'logging',
    title: 'Log channel set',
    command: '/logs set',
    text: `Log channel set to #${channels.log}. A test entry was posted there.`,
    when: 'After `/logs set`, in the channel where it ran.',
    action: 'Open the log channel and check that the test entry is there.',
  },
  {
    id: 'logChannelTest',
    kind: 'log entry',
    feature: 'logging',
    title: 'Log channel test entry',
    channel: channels.log,
    text: `Statlas logs to this channel from now on, as set by @${members.owner}.`,
    when: 'Once, right after `/logs set`.',
    action: 'Nothing. If it is missing, give Statlas View Channel, Send Messages and Embed Links in that channel.',
  },
  {
    id: 'memberJoined',
    kind: 'log entry',
    feature: 'logging',
    title: 'Member joined',
    channel: channels.log,
    text: `@${members.newcomer} joined · member #${number(count('members') + 1)}`,
    when: 'When a member joins the server; a matching entry is written when one leaves.',
    action: 'Nothing: it is a record for your staff.',
  },
  {
    id: 'dataReset',
    kind: 'log entry',
    feature: 'logging',
    title: 'Statistics reset',
    channel: channels.log,
    text: `@${members.owner} reset all statistics`,
    when: 'After an admin confirms `/data reset`.',
    action: 'Nothing can bring the statistics back; counting starts again from zero.',
  },
  {
    id: 'dataDeleted',
    kind: 'log entry',
    feature: 'logging',
    title: 'Server data deleted',
    channel: channels.log,
    text: `@${members.owner} deleted all data Statlas held about this server. Statlas leaves the server now.`,
    when: 'After an admin confirms `/data delete`, just before Statlas leaves the server.',
    action: 'Nothing can bring the data back; invite Statlas again to start over with no history.',
  },
  {
    id: 'counterCreated',
    kind: 'reply',
    feature: 'counters',
    title: 'Counter created',
    command: '/counter create',
    text: `Created counter 🔊 ${renderCounterTemplate(exampleServer.counters[0]!.template)} · 1 of ${counterSlots} counters used`,
    when: 'After `/counter create`, in the channel where it ran.',
    action: 'Find the new channel at the top of the channel list and drag it where you want it.',
  },
  {
    id: 'counterList',
    kind: 'embed reply',
    feature: 'counters',
    title: 'Counter list',
    command: '/counter list',
    text: '',
    embed: {
      title: `Counters · ${serverName}`,
      tone: 'brand',
      fields: exampleServer.counters.map((counter, i) => ({
        name: `🔊 ${renderCounterTemplate(counter.template)}`,
        value: `\`${counter.template}\` · renamed ${renamedAgo[i] ?? 1} min ago · next in ${refreshMinutes - (renamedAgo[i] ?? 1)} min`,
      })),
      footer: `${exampleServer.counters.length} of ${counterSlots} counters used · ${planName} plan`,
    },
    when: 'After `/counter list`, in the channel where it ran.',
    action: 'Check that each counter was renamed within one refresh interval; the footer shows the slots left.',
  },
  {
    id: 'counterRefreshQueued',
    kind: 'reply',
    feature: 'counters',
    title: 'Refresh queued',
    command: '/counter refresh',
    text: 'Discord allows two renames per channel every 10 minutes. The rename is queued for 14:38.',
    when: 'After `/counter refresh` when the channel was already renamed twice in the last 10 minutes.',
    action: 'Wait: Statlas renames the channel at the time shown.',
  },
  {
    id: 'counterLimitReached',
    kind: 'ephemeral reply',
    feature: 'counters',
    title: 'Counter limit reached',
    command: '/counter create',
    text: 'Counter limit reached',
    when: 'After `/counter create` when every counter slot of the plan is in use; nothing is created.',
    action: 'Delete a counter with `/counter delete`, or upgrade the plan.',
  },
  {
    id: 'counterRenameFailed',
    kind: 'log entry',
    feature: 'counters',
    title: 'Counter rename failed',
    channel: channels.log,
    text: 'Counter "Members: {members}" could not be renamed: Missing Permissions',
    when: 'When Discord refuses a rename: the Statlas role lacks Manage Channels, or the channel or its category denies it.',
    action: 'Allow Manage Channels for Statlas on the channel and its category.',
  },
  {
    id: 'counterRemoved',
    kind: 'log entry',
    feature: 'counters',
    title: 'Counter removed',
    channel: channels.log,
    text: `Counter "${exampleServer.counters[2]!.template}" removed: its channel was deleted · ${exampleServer.counters.length - 1} of ${counterSlots} counters used`,
    when: 'At the next refresh after someone deletes a counter channel in Discord; the counter’s slot is free again.',
    action:
      'Nothing, if the channel was deleted on purpose. Otherwise create the counter again with `/counter create`.',
  },
  {
    id: 'rewardCreated',
    kind: 'reply',
    feature: 'role rewards',
    title: 'Role reward created',
    command: '/rolereward create',
    text: `Role reward @${roles.regular}: messages ≥ 500, all history · 23 members qualify now`,
    when: 'After `/rolereward create`, in the channel where it ran.',
    action: 'Wait for the next 15-minute check, or run `/rolereward sync` to apply it at once.',
  },
  {
    id: 'rewardGranted',
    kind: 'log entry',
    feature: 'role rewards',
    title: 'Reward granted',
    channel: channels.log,
    text: `Role reward granted: @${roles.regular} to @${members.builder} (messages 512 ≥ 500)`,
    when: 'At a 15-minute check or `/rolereward sync`, for each member who now meets the condition.',
    action: 'Nothing: the values in brackets show why the member qualified.',
  },
  {
    id: 'rewardRemoved',
    kind: 'log entry',
    feature: 'role rewards',
    title: 'Reward removed',
    channel: channels.log,
    text: `Role reward removed: @${roles.regular} from @${members.lapsed} (messages 431 < 500)`,
    when: 'At a 15-minute check or `/rolereward sync`, for each member who no longer meets the condition.',
    action: 'Nothing: the member gets the role back as soon as they qualify again.',
  },
  {
    id: 'rewardAnnounced',
    kind: 'announcement',
    feature: 'role rewards',
    title: 'Reward announcement',
    channel: channels.announcements,
    text: `🎉 @${members.builder} earned @${roles.regular}!`,
    when: 'With each grant, when the `reward_announcements` setting names a channel; removals are never announced.',
    action: 'Nothing. Turn it off with `/settings set reward_announcements:off`.',
  },
  {
    id: 'rewardLimitReached',
    kind: 'ephemeral reply',
    feature: 'role rewards',
    title: 'Role reward limit reached',
    command: '/rolereward create',
    text: 'Role reward limit reached',
    when: 'After `/rolereward create` when every role reward slot of the plan is in use; nothing is created.',
    action: 'Delete a reward with `/rolereward delete`, or upgrade the plan.',
  },
  {
    id: 'rewardGrantFailed',
    kind: 'log entry',
    feature: 'role rewards',
    title: 'Reward grant failed',
    channel: channels.log,
    text: `Role reward @${roles.regular} could not be granted: Missing Permissions`,
    when: 'When Discord refuses the role change: the reward role sits above the Statlas role, or the Statlas role lacks Manage Roles.',
    action: 'Drag the Statlas role above the reward role and allow Manage Roles, then run `/rolereward sync`.',
  },
  {
    id: 'rewardDeleted',
    kind: 'log entry',
    feature: 'role rewards',
    title: 'Reward deleted with its role',
    channel: channels.log,
    text: `Role reward "${roles.topChatter}" deleted: its role no longer exists · ${exampleServer.rewards.length - 1} of ${rewardSlots} role rewards used`,
    when: 'At the next check after someone deletes a reward’s role in Discord; the reward’s slot is free again.',
    action:
      'Nothing, if the role was deleted on purpose. Otherwise create a role and a new reward with `/rolereward create`.',
  },
];

export function getBotMessage(id: BotMessageId): BotMessage {
  const found = botMessages.find((message) => message.id === id);
  if (!found) {
    throw new Error(`Unknown bot message: ${id}`);
  }
  return found;
}

/**
 * The message as plain text: content, then embed title, description, fields and footer, one per
 * line. It is what a reader pastes into search, and what the content check compares pages with.
 */
export function messagePlainText(message: BotMessage): string {
  const {embed} = message;
  const parts = [message.text];
  if (embed) {
    parts.push(embed.title, embed.description ?? '');
    for (const field of embed.fields ?? []) parts.push(`${field.name}: ${field.value}`);
    parts.push(embed.footer ?? '');
  }
  return parts.filter(Boolean).join('\n').replace(/`/g, '');
}
