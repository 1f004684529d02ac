/**
 * The one example world of the docs, the blog and the API reference: Pixel Harbor, a gaming community.
 * Every page, bot reply, counter figure and OpenAPI example that shows a server, a channel, a role, a
 * member or a count takes it from here, so a reader meets the same community, with the same numbers and
 * IDs, on every page:
 *
 * - `src/data/messages.ts` draws its replies and log entries with these names and counts;
 * - `src/data/counterVariables.ts` takes each variable's example value from `counts`;
 * - the examples of `openapi/statlas.yaml` (and through them the API quickstart's outputs) equal these
 *   values: `tests/unit/example-world.test.ts` checks it, and that the counters and rewards fit `plan`;
 * - the content check compares figures and snowflakes that prose claims about the example server with
 *   these exports.
 *
 * Pixel Harbor is on Premium: its four role rewards, its year of history and the API examples' rate limit
 * need it. A page whose example a Free server cannot run the same way says "on Premium".
 */
import type {PlanId} from './plans';
import type {RoleConditionId} from './roleConditions';

/** Keys of the example server's channels, by what they are used for. */
export type ExampleChannelKey =
  | 'textCategory'
  | 'general'
  | 'memes'
  | 'log'
  | 'announcements'
  | 'news'
  | 'support'
  | 'bugReports'
  | 'counting'
  | 'voiceCategory'
  | 'lounge'
  | 'gaming'
  | 'statsCategory';

/** Keys of the example server's roles, by what they are used for. */
export type ExampleRoleKey =
  'bot' | 'admin' | 'moderators' | 'helpers' | 'regular' | 'active' | 'topChatter' | 'voiceVeteran';

/** Keys of the members that examples name. */
export type ExampleMemberKey = 'owner' | 'builder' | 'gamer' | 'lapsed' | 'newcomer';

/** The Discord channel types the examples use, as the API names them. */
export type ExampleChannelType = 'text' | 'voice' | 'category' | 'announcement';

/** One channel: its name (without `#`), ID, type, category and position, as Discord and the API show it. */
export interface ExampleChannel {
  readonly name: string;
  /** A snowflake, as a string. */
  readonly id: string;
  readonly type: ExampleChannelType;
  /** The category it sits in, or `null` at the top level. */
  readonly parent: ExampleChannelKey | null;
  /** Position within its category (or among the categories), from 0. */
  readonly position: number;
}

/** One role: its name (without `@`), ID and how many members hold it. */
export interface ExampleRole {
  readonly name: string;
  /** A snowflake, as a string. */
  readonly id: string;
  /** Members holding the role right now (what `{role:<id>}` shows). */
  readonly members: number;
}

/** One member that examples name: Discord username (without `@`) and user ID. */
export interface ExampleMember {
  readonly username: string;
  /** A snowflake, as a string. */
  readonly id: string;
}

/** The server's figures right now: what the counter variables, `/stats server` and the API show. */
export interface ExampleCounts {
  /** Everyone, people and bots (`{members}`). */
  readonly members: number;
  readonly humans: number;
  readonly bots: number;
  /** Online, idle or do not disturb (`{online}`). */
  readonly online: number;
  /** Connected to a voice channel (`{voice}`). */
  readonly voice: number;
  /** Active Server Boosts (`{boosts}`). */
  readonly boosts: number;
  /** Boost level, 0 to 3 (`{boost_tier}`). */
  readonly boostTier: number;
  /** Roles, without @everyone (`{roles}`). */
  readonly roles: number;
  readonly messagesToday: number;
  readonly joinsToday: number;
}

/** Channels by type, as the API's channel counts return them; `total` is `{channels}`. */
export interface ExampleChannelCounts {
  readonly total: number;
  readonly text: number;
  readonly voice: number;
  readonly category: number;
  readonly announcement: number;
  readonly stage: number;
  readonly forum: number;
  /** Counter channels, also counted in `voice`. */
  readonly counters: number;
}

/** A counter channel (statdocks): its template and channel ID. */
export interface ExampleCounter {
  readonly template: string;
  readonly channelId: string;
}

/** A role reward (statroles) as `/rolereward create` sets it up. */
export interface ExampleReward {
  readonly role: ExampleRoleKey;
  readonly condition: RoleConditionId;
  /** For `top_rank`: the list ranked. */
  readonly list?: 'messages' | 'voice';
  readonly limit: 'threshold' | 'top';
  readonly value: number;
  /** Days counted back from today; absent: all history. */
  readonly days?: number;
  /** The `/rolereward create` command that made it. */
  readonly command: string;
}

/**
 * The week the examples look back on: the 7 days before the figures were read, the period of the API's sum,
 * top list and member examples (`from` to `to`) and of the "last 7 days" of `/stats server`. `previous*` is
 * the 7 days before, for comparisons.
 */
export interface ExampleWeek {
  /** Start of the first day, UTC (midnight in the server's time zone). */
  readonly from: string;
  /** End of the last day, UTC. */
  readonly to: string;
  readonly joins: number;
  readonly leaves: number;
  readonly messages: number;
  readonly previousMessages: number;
  /** Members who sent at least one message. */
  readonly messageMembers: number;
  readonly previousMessageMembers: number;
  /** Channels with at least one message. */
  readonly messageChannels: number;
  readonly previousMessageChannels: number;
  readonly voiceMinutes: number;
  readonly previousVoiceMinutes: number;
  /** Members who spent time in voice. */
  readonly voiceMembers: number;
  readonly previousVoiceMembers: number;
  /** Most members in voice at the same time. */
  readonly voicePeak: number;
  readonly previousVoicePeak: number;
  /** The channel with the most messages, and how many. */
  readonly topChannel: {readonly channel: ExampleChannelKey; readonly messages: number};
  /** The most played activity, and its minutes. */
  readonly topActivity: {readonly name: string; readonly minutes: number};
  /** Messages and voice minutes of the members the top lists show, with their ranks. */
  readonly memberStats: Readonly<
    Partial<
      Record<
        ExampleMemberKey,
        {
          readonly messages: number;
          readonly messageRank: number;
          readonly voiceMinutes: number;
          readonly voiceRank: number;
        }
      >
    >
  >;
}

/** One point of the member count series the API examples show (day buckets, server time zone). */
export interface ExampleMemberPoint {
  /** Start of the bucket, UTC. */
  readonly time: string;
  /** Members at the end of the bucket. */
  readonly members: number;
  readonly joins: number;
  readonly leaves: number;
}

export interface ExampleServer {
  /** The server's name as Discord shows it. */
  readonly name: string;
  /** The server (guild) ID, the same as in the API examples. */
  readonly id: string;
  /** Its plan: every limit the examples touch is this plan's (src/data/plans.ts). */
  readonly plan: PlanId;
  /** The `timezone` setting: day buckets of the API examples start at its midnight. */
  readonly timezone: string;
  /** The `locale` setting: how its counters and replies format numbers. */
  readonly locale: string;
  /** When the examples' figures were read (UTC), the API's `updatedAt`. */
  readonly updatedAt: string;
  readonly counts: ExampleCounts;
  readonly week: ExampleWeek;
  readonly channelCounts: ExampleChannelCounts;
  /** Channel names without the `#`, by what they are used for. */
  readonly channels: Readonly<Record<ExampleChannelKey, string>>;
  /** Every channel with its ID, type and place. */
  readonly channelDetails: Readonly<Record<ExampleChannelKey, ExampleChannel>>;
  /** Role names without the `@`, by what they are used for. */
  readonly roles: Readonly<Record<ExampleRoleKey, string>>;
  /** Every role with its ID and holders. */
  readonly roleDetails: Readonly<Record<ExampleRoleKey, ExampleRole>>;
  readonly members: Readonly<Record<ExampleMemberKey, ExampleMember>>;
  /** Its counter channels, in the order they were created. */
  readonly counters: readonly ExampleCounter[];
  /** Its role rewards, in the order they were created. */
  readonly rewards: readonly ExampleReward[];
  /** The last two days of the member count series (`GET /members/counts/series`), oldest first. */
  readonly memberSeries: readonly ExampleMemberPoint[];
  /** Activities members played most in the last 30 days, most played first (`GET /activities`). */
  readonly activities30d: readonly {readonly name: string; readonly type: 'playing'; readonly minutes: number}[];
  /** A channel ID that does not exist on the server, for the examples of a `404`. */
  readonly missingChannelId: string;
}

const channelDetails: Record<ExampleChannelKey, ExampleChannel> = {
  textCategory: {name: 'Text Channels', id: '1082217395472384108', type: 'category', parent: null, position: 1},
  general: {name: 'general', id: '1082217395472384110', type: 'text', parent: 'textCategory', position: 0},
  news: {name: 'announcements', id: '1082217395472384111', type: 'announcement', parent: 'textCategory', position: 1},
  announcements: {name: 'achievements', id: '1082217395472384112', type: 'text', parent: 'textCategory', position: 2},
  memes: {name: 'memes', id: '1082217395472384115', type: 'text', parent: 'textCategory', position: 3},
  counting: {name: 'count', id: '1082217395472384116', type: 'text', parent: 'textCategory', position: 4},
  support: {name: 'support', id: '1082217395472384124', type: 'text', parent: 'textCategory', position: 5},
  bugReports: {name: 'bug-reports', id: '1082217395472384125', type: 'text', parent: 'textCategory', position: 6},
  log: {name: 'statlas-log', id: '1082217395472384127', type: 'text', parent: 'textCategory', position: 7},
  voiceCategory: {name: 'Voice', id: '1082217395472384118', type: 'category', parent: null, position: 2},
  lounge: {name: 'Lounge', id: '1082217395472384120', type: 'voice', parent: 'voiceCategory', position: 0},
  gaming: {name: 'Gaming', id: '1082217395472384121', type: 'voice', parent: 'voiceCategory', position: 1},
  statsCategory: {name: '📊 SERVER STATS', id: '1082217395472384130', type: 'category', parent: null, position: 0},
};

const roleDetails: Record<ExampleRoleKey, ExampleRole> = {
  bot: {name: 'Statlas', id: '1048273659182736440', members: 1},
  admin: {name: 'Admin', id: '1048273659182736445', members: 3},
  moderators: {name: 'Moderators', id: '1048273659182736451', members: 14},
  helpers: {name: 'Helpers', id: '1048273659182736453', members: 22},
  regular: {name: 'Regular', id: '1048273659182736460', members: 240},
  voiceVeteran: {name: 'Voice Veteran', id: '1048273659182736461', members: 96},
  active: {name: 'Active', id: '1048273659182736462', members: 418},
  topChatter: {name: 'Top Chatter', id: '1048273659182736463', members: 10},
};

const mapValues = <K extends string, V, R>(record: Record<K, V>, f: (value: V) => R): Record<K, R> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value as V)])) as Record<K, R>;

export const exampleServer: ExampleServer = {
  name: 'Pixel Harbor',
  id: '613425648685547541',
  plan: 'premium',
  timezone: 'Europe/Berlin',
  locale: 'en-US',
  updatedAt: '2026-11-20T14:03:00Z',
  counts: {
    members: 12408,
    humans: 12371,
    bots: 37,
    online: 1932,
    voice: 86,
    boosts: 14,
    boostTier: 3,
    roles: 41,
    messagesToday: 3517,
    joinsToday: 38,
  },
  week: {
    from: '2026-11-12T23:00:00Z',
    to: '2026-11-19T23:00:00Z',
    joins: 214,
    leaves: 87,
    messages: 27541,
    previousMessages: 25120,
    messageMembers: 1893,
    previousMessageMembers: 1788,
    messageChannels: 38,
    previousMessageChannels: 37,
    voiceMinutes: 38410,
    previousVoiceMinutes: 40010,
    voiceMembers: 412,
    previousVoiceMembers: 398,
    voicePeak: 87,
    previousVoicePeak: 80,
    topChannel: {channel: 'general', messages: 9120},
    topActivity: {name: 'Minecraft', minutes: 47880},
    memberStats: {
      builder: {messages: 1208, messageRank: 1, voiceMinutes: 735, voiceRank: 2},
      gamer: {messages: 977, messageRank: 2, voiceMinutes: 2140, voiceRank: 1},
    },
  },
  channelCounts: {total: 64, text: 35, voice: 14, category: 7, announcement: 3, stage: 1, forum: 4, counters: 3},
  channels: mapValues(channelDetails, (channel) => channel.name),
  channelDetails,
  roles: mapValues(roleDetails, (role) => role.name),
  roleDetails,
  members: {
    owner: {username: 'harbor_owner', id: '194857362019485736'},
    builder: {username: 'mira_builds', id: '286270923046273024'},
    gamer: {username: 'tobi', id: '402118561840267265'},
    lapsed: {username: 'driftwood', id: '758302914462853120'},
    newcomer: {username: 'nova', id: '1169304857261938475'},
  },
  counters: [
    {template: 'Members: {members}', channelId: '1082217395472384131'},
    {template: 'Online: {online}', channelId: '1082217395472384132'},
    {template: 'Boosts: {boosts}', channelId: '1082217395472384133'},
  ],
  rewards: [
    {
      role: 'regular',
      condition: 'messages',
      limit: 'threshold',
      value: 500,
      command: '/rolereward create role:@Regular condition:messages limit:threshold value:500',
    },
    {
      role: 'voiceVeteran',
      condition: 'voice_minutes',
      limit: 'threshold',
      value: 600,
      command: '/rolereward create role:@Voice Veteran condition:voice_minutes limit:threshold value:600',
    },
    {
      role: 'active',
      condition: 'messages',
      limit: 'threshold',
      value: 100,
      days: 7,
      command: '/rolereward create role:@Active condition:messages limit:threshold value:100 days:7',
    },
    {
      role: 'topChatter',
      condition: 'top_rank',
      list: 'messages',
      limit: 'top',
      value: 10,
      days: 30,
      command: '/rolereward create role:@Top Chatter condition:top_rank list:messages limit:top value:10 days:30',
    },
  ],
  memberSeries: [
    {time: '2026-11-17T23:00:00Z', members: 12363, joins: 41, leaves: 9},
    {time: '2026-11-18T23:00:00Z', members: 12408, joins: 57, leaves: 12},
  ],
  activities30d: [
    {name: 'Minecraft', type: 'playing', minutes: 203400},
    {name: 'Minecraft Dungeons', type: 'playing', minutes: 1320},
  ],
  missingChannelId: '1082217395472384199',
};

/**
 * Every snowflake of the example world with what it names ("server", "channel general", "role Regular",
 * "member mira_builds"...), for checks that an ID a page or the spec shows belongs to the example server.
 */
export const exampleSnowflakes: ReadonlyMap<string, string> = new Map([
  [exampleServer.id, 'server'],
  ...Object.values(exampleServer.channelDetails).map((c): [string, string] => [c.id, `channel ${c.name}`]),
  ...Object.values(exampleServer.roleDetails).map((r): [string, string] => [r.id, `role ${r.name}`]),
  ...Object.values(exampleServer.members).map((m): [string, string] => [m.id, `member ${m.username}`]),
  ...exampleServer.counters.map((c): [string, string] => [c.channelId, `counter ${c.template}`]),
  [exampleServer.missingChannelId, 'a channel that does not exist (404 examples)'],
]);
