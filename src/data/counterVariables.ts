import {exampleServer} from './exampleServer';
import type {PlanId} from './plans';

/**
 * Every variable a statdocks counter template can use (canon: statdocks).
 *
 * A template such as `Members: {members}` becomes the channel name "Members: 12,408".
 * Tokens are written in braces; `{role:<role id>}` takes a Discord role ID after the colon.
 * The example values are the example server's (exampleServer.ts), used by the tables and by CounterPreview.
 */
export type CounterVariableId =
  | 'members'
  | 'humans'
  | 'bots'
  | 'online'
  | 'voice'
  | 'boosts'
  | 'boost_tier'
  | 'channels'
  | 'roles'
  | 'messages_today'
  | 'joins_today'
  | 'role';

/** Which Statlas setting a variable depends on, if any (see the bot settings page). */
export type CounterSettingDependency = 'track_status' | 'track_voice' | 'timezone';

export interface CounterVariable {
  readonly id: CounterVariableId;
  /** The token as typed in a template, braces included. */
  readonly token: string;
  /** A token with a real argument, for examples. Same as `token` when there is no argument. */
  readonly exampleToken: string;
  readonly description: string;
  /** Example value on the imaginary server, before locale formatting. */
  readonly example: number;
  /** Lowest plan that can use the variable. Absent: every plan. */
  readonly plan?: PlanId;
  /** When the value changes and what it ignores. */
  readonly refresh: string;
  /** Setting that must be on (or that shapes the value) for the variable to be meaningful. */
  readonly dependsOn?: CounterSettingDependency;
}

/** The role ID used in examples of `{role:<role id>}`: the example server's Moderators role. */
export const exampleRoleId = exampleServer.roleDetails.moderators.id;

const counts = exampleServer.counts;

export const counterVariables: readonly CounterVariable[] = [
  {
    id: 'members',
    token: '{members}',
    exampleToken: '{members}',
    description: 'Everyone on the server, people and bots.',
    example: counts.members,
    refresh: 'Follows joins and leaves; shown on the next refresh.',
  },
  {
    id: 'humans',
    token: '{humans}',
    exampleToken: '{humans}',
    description: 'Members who are not bots.',
    example: counts.humans,
    refresh: 'Follows joins and leaves; counted whether or not `track_bots` is on.',
  },
  {
    id: 'bots',
    token: '{bots}',
    exampleToken: '{bots}',
    description: 'Bot accounts on the server, Statlas included.',
    example: counts.bots,
    refresh: 'Follows bots being added and removed; counted whether or not `track_bots` is on.',
  },
  {
    id: 'online',
    token: '{online}',
    exampleToken: '{online}',
    description: 'Members whose status is online, idle or do not disturb.',
    example: counts.online,
    refresh: 'Needs `track_status` on; reads 0 while it is off. Changes often, so it moves every refresh.',
    dependsOn: 'track_status',
  },
  {
    id: 'voice',
    token: '{voice}',
    exampleToken: '{voice}',
    description: 'Members connected to any voice channel right now.',
    example: counts.voice,
    refresh: 'Needs `track_voice` on; reads 0 while it is off. Ignored channels are not counted.',
    dependsOn: 'track_voice',
  },
  {
    id: 'boosts',
    token: '{boosts}',
    exampleToken: '{boosts}',
    description: 'Server Boosts currently active.',
    example: counts.boosts,
    refresh: 'Follows boosts starting and ending.',
  },
  {
    id: 'boost_tier',
    token: '{boost_tier}',
    exampleToken: '{boost_tier}',
    description: 'The server’s boost level, from 0 to 3.',
    example: counts.boostTier,
    refresh: 'Changes only when the boost count crosses a level.',
  },
  {
    id: 'channels',
    token: '{channels}',
    exampleToken: '{channels}',
    description: 'Channels on the server, categories and counter channels included.',
    example: exampleServer.channelCounts.total,
    refresh: 'Follows channels being created and deleted.',
  },
  {
    id: 'roles',
    token: '{roles}',
    exampleToken: '{roles}',
    description: 'Roles on the server, without @everyone.',
    example: counts.roles,
    refresh: 'Follows roles being created and deleted.',
  },
  {
    id: 'messages_today',
    token: '{messages_today}',
    exampleToken: '{messages_today}',
    description: 'Messages sent today in tracked channels.',
    example: counts.messagesToday,
    refresh: 'Starts again from 0 at midnight in the server’s `timezone`. Ignored channels and roles are not counted.',
    dependsOn: 'timezone',
  },
  {
    id: 'joins_today',
    token: '{joins_today}',
    exampleToken: '{joins_today}',
    description: 'Members who joined today.',
    example: counts.joinsToday,
    refresh:
      'Starts again from 0 at midnight in the server’s `timezone`. A member who leaves and rejoins counts twice.',
    dependsOn: 'timezone',
  },
  {
    id: 'role',
    token: '{role:<role id>}',
    exampleToken: `{role:${exampleRoleId}}`,
    description: 'Members who hold the role with that ID. Replace `<role id>` with the role’s ID.',
    example: exampleServer.roleDetails.moderators.members,
    refresh:
      'Follows the role being given and taken away. Reads 0 if the role is deleted, and the error goes to the log channel.',
  },
];

/** Looks up a variable by id; throws on an unknown id so a typo fails the build. */
export function getCounterVariable(id: CounterVariableId): CounterVariable {
  const variable = counterVariables.find((v) => v.id === id);
  if (!variable) {
    throw new Error(`Unknown counter variable: ${id}`);
  }
  return variable;
}

/** Longest channel name Discord accepts; a rendered template is cut to this length. */
export const maxChannelNameLength = 100;

/**
 * Renders a template with the example values, formatted for a locale, as Statlas would
 * name the channel. Pure: no browser APIs, same result on the server and in the browser.
 * Unknown tokens are left as typed, which is also what the bot does.
 */
export function renderCounterTemplate(template: string, locale = 'en-US'): string {
  const format = new Intl.NumberFormat(locale);
  const rendered = template.replace(/\{([a-z_]+)(?::(\d{17,20}))?\}/g, (match, name: string, roleId?: string) => {
    if (roleId !== undefined) {
      return name === 'role' ? format.format(getCounterVariable('role').example) : match;
    }
    const variable = counterVariables.find((v) => v.id === name && v.id !== 'role');
    return variable ? format.format(variable.example) : match;
  });
  return rendered.slice(0, maxChannelNameLength);
}
