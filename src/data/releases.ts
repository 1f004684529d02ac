/**
 * The release history of Statlas: what each release added, changed, fixed or removed, and which
 * command, option, setting, counter variable, statroles condition or limit type, or feature each
 * item concerns. The changelog page (`ReleaseHistory`) renders it, and `NewIn` marks a docs section
 * with the release that brought its subject ("New in 2.3").
 *
 * The blog tells the same history in prose (one post per release where there is one, `post`), and
 * is never rewritten: a post that a later release contradicts carries a dated editor's note that
 * links to today's page. Releases before 2.3 were announced without a version number, so they have
 * `version: null` and a `title`.
 */
import type {CommandName, Period} from './commands';
import type {CounterVariableId} from './counterVariables';
import type {LimitTypeId} from './limitTypes';
import type {PermissionLevelId} from './permissions';
import type {PlanLimitId} from './plans';
import type {RoleConditionId} from './roleConditions';
import {docRoutes} from './routes';

/** Features that are not a command, setting, variable, condition or limit type of their own. */
export type FeatureId =
  | 'slash-commands'
  | 'prefix-only-commands'
  | 'dashboard-voice'
  | 'statroles'
  | 'category-counters'
  | 'dashboard-compare'
  | 'saved-filters'
  | 'csv-export'
  | 'public-api'
  | 'api-keys'
  | 'api-errors'
  | 'api-rate-limit-headers'
  | 'locales';

/**
 * What a release item concerns. A command option names its command; a setting is a key of
 * settings.ts (checked by tests/unit/releases.test.ts).
 */
export type ReleaseSubject =
  | {readonly command: CommandName; readonly option?: string}
  | {readonly period: Period}
  | {readonly setting: string}
  | {readonly variable: CounterVariableId}
  | {readonly condition: RoleConditionId}
  | {readonly limitType: LimitTypeId}
  | {readonly level: PermissionLevelId}
  | {readonly planLimit: PlanLimitId}
  | {readonly feature: FeatureId};

export type ReleaseItemKind = 'added' | 'changed' | 'fixed' | 'removed';

export interface ReleaseItem {
  readonly kind: ReleaseItemKind;
  readonly subject: ReleaseSubject;
  /** One sentence, present tense; `backticks` mark code. Plan figures stay in plans.ts. */
  readonly text: string;
}

export interface Release {
  /** Anchor on the changelog page: `v2-3`, or the title's slug for an unnumbered release. */
  readonly id: string;
  /** `2.3`, or null for the releases before version numbers were announced. */
  readonly version: string | null;
  /** Name of an unnumbered release; a numbered one is called "Statlas <version>". */
  readonly title?: string;
  /** ISO date: a day (`2023-02-21`), or a month (`2024-10`) when only the month was announced. */
  readonly date: string;
  /** Slug of the blog post that announced it, without `/blog/`. */
  readonly post?: string;
  readonly items: readonly ReleaseItem[];
}

/** Oldest first. */
export const releases: readonly Release[] = [
  {
    id: 'slash-commands',
    version: null,
    title: 'Slash commands',
    date: '2021-04',
    post: '2021-07-11-newsletter',
    items: [
      {
        kind: 'added',
        subject: {feature: 'slash-commands'},
        text: 'Every command becomes a slash command; the text prefix still runs the same commands.',
      },
    ],
  },
  {
    id: 'counter-variables-2021',
    version: null,
    title: 'Four counter variables and the Voice page',
    date: '2021-07-11',
    post: '2021-07-11-newsletter',
    items: [
      {kind: 'added', subject: {variable: 'online'}, text: 'Counter variable `{online}`.'},
      {kind: 'added', subject: {variable: 'voice'}, text: 'Counter variable `{voice}`.'},
      {kind: 'added', subject: {variable: 'boosts'}, text: 'Counter variable `{boosts}`.'},
      {kind: 'added', subject: {variable: 'boost_tier'}, text: 'Counter variable `{boost_tier}`.'},
      {
        kind: 'added',
        subject: {feature: 'dashboard-voice'},
        text: 'A Voice page on the dashboard: voice minutes per day and the busiest channels.',
      },
    ],
  },
  {
    id: 'prefix-only-commands-removed',
    version: null,
    title: 'Prefix-only commands removed',
    date: '2021-12-01',
    post: '2021-11-17-reminder',
    items: [
      {
        kind: 'removed',
        subject: {feature: 'prefix-only-commands'},
        text: 'The old prefix-only commands such as `s!serverstats` end; each has a slash command that does its job.',
      },
    ],
  },
  {
    id: 'statroles',
    version: null,
    title: 'statroles',
    date: '2022-03-15',
    post: '2022-03-15-statroles-launch',
    items: [
      {
        kind: 'added',
        subject: {feature: 'statroles'},
        text: 'statroles: role rewards that Statlas grants and removes from members’ statistics.',
      },
      {kind: 'added', subject: {command: 'rolereward create'}, text: '`/rolereward create`.'},
      {kind: 'added', subject: {command: 'rolereward edit'}, text: '`/rolereward edit`.'},
      {kind: 'added', subject: {command: 'rolereward delete'}, text: '`/rolereward delete`.'},
      {kind: 'added', subject: {command: 'rolereward list'}, text: '`/rolereward list`.'},
      {kind: 'added', subject: {command: 'rolereward sync'}, text: '`/rolereward sync`.'},
      {kind: 'added', subject: {condition: 'messages'}, text: 'Condition `messages`.'},
      {kind: 'added', subject: {condition: 'voice_minutes'}, text: 'Condition `voice_minutes`.'},
      {
        kind: 'added',
        subject: {condition: 'activity_minutes'},
        text: 'Condition `activity_minutes`, with the `activity` option for one game or app.',
      },
      {
        kind: 'added',
        subject: {limitType: 'threshold'},
        text: 'Limit `threshold`: every member at or above the value holds the role, over all the history the plan keeps.',
      },
    ],
  },
  {
    id: 'v2-3',
    version: '2.3',
    date: '2023-02-21',
    post: 'version-2.3-release',
    items: [
      {
        kind: 'added',
        subject: {condition: 'top_rank'},
        text: 'Condition `top_rank`, with the `list` option: rank members on a top list.',
      },
      {kind: 'added', subject: {limitType: 'top'}, text: 'Limit `top`: the N highest-ranked members hold the role.'},
      {
        kind: 'added',
        subject: {limitType: 'day_range'},
        text: 'Limit `day_range`, the `days` option: count only the last N days, so a reward follows recent activity and removes the role when it fades.',
      },
      {
        kind: 'changed',
        subject: {planLimit: 'role-rewards'},
        text: 'Premium and Ultimate servers can have more role rewards.',
      },
      {
        kind: 'added',
        subject: {setting: 'reward_announcements'},
        text: 'Setting `reward_announcements`: a channel where Statlas announces granted rewards.',
      },
      {kind: 'added', subject: {variable: 'messages_today'}, text: 'Counter variable `{messages_today}`.'},
      {kind: 'added', subject: {variable: 'joins_today'}, text: 'Counter variable `{joins_today}`.'},
      {kind: 'added', subject: {variable: 'role'}, text: 'Counter variable `{role:<role id>}`.'},
      {
        kind: 'changed',
        subject: {planLimit: 'counter-refresh'},
        text: 'Premium and Ultimate counters refresh every 5 minutes instead of 10.',
      },
      {
        kind: 'added',
        subject: {feature: 'category-counters'},
        text: 'Category counters: `/counter create` takes `type:category`.',
      },
      {
        kind: 'added',
        subject: {command: 'stats activity'},
        text: '`/stats activity`: the games and apps members spend time in.',
      },
      {kind: 'added', subject: {command: 'stats top', option: 'type'}, text: '`/stats top type:activity`.'},
      {
        kind: 'added',
        subject: {command: 'stats top', option: 'limit'},
        text: '`/stats top` takes `limit:`, how many members to list.',
      },
      {
        kind: 'added',
        subject: {period: '365d'},
        text: 'The `period:365d` option value, for plans that keep a year of history or more.',
      },
      {
        kind: 'added',
        subject: {setting: 'timezone'},
        text: 'Setting `timezone`: where a day begins for daily charts, the `1d` period and the daily counters.',
      },
      {
        kind: 'added',
        subject: {command: 'settings reset'},
        text: '`/settings reset`: one setting, or all, back to the default.',
      },
      {
        kind: 'added',
        subject: {feature: 'dashboard-compare'},
        text: 'Compare to previous period: the dashboard draws the period before as a second line.',
      },
      {kind: 'added', subject: {feature: 'saved-filters'}, text: 'Saved filters on the dashboard’s filter bar.'},
      {kind: 'added', subject: {command: 'data export'}, text: '`/data export`: the server’s statistics as CSV files.'},
    ],
  },
  {
    id: 'v2-3-1',
    version: '2.3.1',
    date: '2023-03-07',
    post: '2023-03-07-patch-notes-2-3-1',
    items: [
      {
        kind: 'fixed',
        subject: {setting: 'timezone'},
        text: '`{messages_today}` and `{joins_today}` reset at midnight in the server’s `timezone`, not at midnight UTC.',
      },
      {
        kind: 'fixed',
        subject: {variable: 'role'},
        text: 'A counter with `{role:<role id>}` for a deleted role reads 0 and logs a counter error.',
      },
      {
        kind: 'fixed',
        subject: {setting: 'locale'},
        text: 'Category counters format numbers with the `locale` setting.',
      },
      {
        kind: 'fixed',
        subject: {condition: 'top_rank'},
        text: 'A `top_rank` reward with a day range removes the role from members who leave the top list.',
      },
      {
        kind: 'fixed',
        subject: {setting: 'reward_announcements'},
        text: '`reward_announcements` announces each granted reward once.',
      },
      {
        kind: 'fixed',
        subject: {setting: 'ignored_roles'},
        text: 'Roles in `ignored_roles` are left out of `/stats top type:activity`.',
      },
      {
        kind: 'fixed',
        subject: {command: 'stats activity', option: 'period'},
        text: '`/stats activity period:365d` shows the history a server has instead of an error.',
      },
      {
        kind: 'changed',
        subject: {command: 'counter refresh'},
        text: '`/counter refresh` at Discord’s rename limit queues the rename and replies with its time.',
      },
      {
        kind: 'changed',
        subject: {command: 'data export'},
        text: '`/data export` names its files after the server and the date range.',
      },
      {
        kind: 'changed',
        subject: {feature: 'dashboard-compare'},
        text: 'The compare switch keeps its state between chart pages.',
      },
    ],
  },
  {
    id: 'v2-4',
    version: '2.4',
    date: '2024-02',
    post: '2024-12-18-newsletter',
    items: [
      {
        kind: 'added',
        subject: {level: 'viewer'},
        text: 'Permission level `viewer`: every stats command and the read-only dashboard, no changes.',
      },
      {
        kind: 'added',
        subject: {setting: 'public_dashboard'},
        text: 'Setting `public_dashboard`: opens the read-only dashboard to every member.',
      },
    ],
  },
  {
    id: 'v2-5',
    version: '2.5',
    date: '2024-05',
    post: '2024-05-21-api-office-hours',
    items: [
      {
        kind: 'added',
        subject: {feature: 'public-api'},
        text: 'The public statistics API: member counts, message and voice series, top lists and activity data.',
      },
      {kind: 'added', subject: {feature: 'api-keys'}, text: 'API keys, which admins create on the dashboard.'},
    ],
  },
  {
    id: 'v2-6',
    version: '2.6',
    date: '2024-10',
    post: '2024-12-18-newsletter',
    items: [
      {
        kind: 'added',
        subject: {setting: 'counter_refresh'},
        text: 'Setting `counter_refresh`: how often counters are renamed, never faster than the plan allows.',
      },
    ],
  },
  {
    id: 'v2-6-1',
    version: '2.6.1',
    date: '2025-03-11',
    post: '2025-03-11-patch-notes-2-6-1',
    items: [
      {
        kind: 'fixed',
        subject: {feature: 'api-rate-limit-headers'},
        text: 'Every `429` response carries `Retry-After`.',
      },
      {
        kind: 'fixed',
        subject: {feature: 'api-rate-limit-headers'},
        text: '`X-RateLimit-Remaining` counts the requests of one key, not of all the server’s keys.',
      },
      {
        kind: 'changed',
        subject: {feature: 'api-errors'},
        text: 'A revoked key gets `401` with an `UnauthorizedError` body instead of `403`.',
      },
      {
        kind: 'fixed',
        subject: {setting: 'counter_refresh'},
        text: 'A move to a plan with a slower minimum raises `counter_refresh` to it and logs the change.',
      },
      {
        kind: 'changed',
        subject: {condition: 'activity_minutes'},
        text: 'The `activity` name of an `activity_minutes` reward matches whatever its capitalization.',
      },
      {
        kind: 'fixed',
        subject: {command: 'stats status'},
        text: '`/stats status` says that status tracking is off instead of drawing an empty chart.',
      },
      {
        kind: 'fixed',
        subject: {setting: 'ignored_channels'},
        text: 'Changing `ignored_channels` replies with the channels added and the channels removed.',
      },
      {
        kind: 'added',
        subject: {feature: 'locales'},
        text: 'Locales `pl-PL`, `tr-TR` and `ja-JP` for the `locale` setting.',
      },
      {
        kind: 'changed',
        subject: {variable: 'online'},
        text: 'Creating an `{online}` counter while `track_status` is off warns that it would read 0.',
      },
      {
        kind: 'changed',
        subject: {command: 'data delete'},
        text: '`/data delete` names the server and asks you to type its name to confirm.',
      },
    ],
  },
];

/** The code a page shows for a subject, such as `/stats top`, `days:`, `timezone` or `{online}`; null for a feature. */
export function subjectCode(subject: ReleaseSubject): string | null {
  if ('command' in subject) return subject.option ? `${subject.option}:` : `/${subject.command}`;
  if ('period' in subject) return `period:${subject.period}`;
  if ('setting' in subject) return subject.setting;
  if ('variable' in subject) return subject.variable === 'role' ? '{role:' : `{${subject.variable}}`;
  if ('condition' in subject) return subject.condition;
  if ('limitType' in subject) return subject.limitType;
  if ('level' in subject) return subject.level;
  return null;
}

function sameSubject(a: ReleaseSubject, b: ReleaseSubject): boolean {
  const keys = (s: ReleaseSubject) => Object.entries(s).sort(([x], [y]) => x.localeCompare(y));
  return JSON.stringify(keys(a)) === JSON.stringify(keys(b));
}

/** The release that added a subject (an `added` item), or undefined when it predates the history. */
export function releaseAdding(subject: ReleaseSubject): Release | undefined {
  return releases.find((release) =>
    release.items.some((item) => item.kind === 'added' && sameSubject(item.subject, subject)),
  );
}

/** "Statlas 2.3", or the title of an unnumbered release. */
export function releaseName(release: Release): string {
  return release.version ? `Statlas ${release.version}` : (release.title ?? release.id);
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "21 February 2023", or "October 2024" for a month. */
export function formatReleaseDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const monthName = monthNames[month - 1];
  return day ? `${day} ${monthName} ${year}` : `${monthName} ${year}`;
}

/** Where a marker links: the release's section of the changelog page. */
export function releaseHref(release: Release): string {
  return `${docRoutes.changelog}#${release.id}`;
}

/** The page that explains each feature, where a changelog item links. */
export const featureRoutes: Readonly<Record<FeatureId, string>> = {
  'slash-commands': docRoutes.commands,
  'prefix-only-commands': '/docs/faq/general/what-is-prefix',
  'dashboard-voice': '/docs/guide/dashboard',
  statroles: docRoutes.tools.statroles,
  'category-counters': '/docs/tools/statdocks/settings/counters',
  'dashboard-compare': '/docs/usage/advanced/dashboard-filters',
  'saved-filters': '/docs/usage/advanced/dashboard-filters',
  'csv-export': '/docs/usage/advanced/data-management',
  'public-api': '/docs/api/statlas-api',
  'api-keys': '/docs/api/quickstart',
  'api-errors': '/docs/api/errors',
  'api-rate-limit-headers': '/docs/api/ratelimitheaders',
  locales: '/docs/usage/settings/bot#locale',
};
