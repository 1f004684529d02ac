import type {LimitTypeId} from './limitTypes';

/**
 * The condition types of a statroles role reward (canon: statroles).
 *
 * The condition says what Statlas counts for each member; the limit types in `limitTypes.ts`
 * say who qualifies. `limitTypes` below lists, by id, the limits each condition accepts.
 */
/** How often Statlas checks every role reward, in minutes (`/rolereward sync` checks at once). */
export const rewardCheckMinutes = 15;

export type RoleConditionId = 'messages' | 'voice_minutes' | 'activity_minutes' | 'top_rank';

export interface RoleConditionOption {
  /** The `/rolereward` option name. */
  readonly name: string;
  readonly required: boolean;
  /** Fixed choices, if the option has them. */
  readonly choices?: readonly string[];
  readonly description: string;
}

export interface RoleCondition {
  readonly id: RoleConditionId;
  readonly label: string;
  /** What one unit of the counted value is. */
  readonly unit: string;
  readonly description: string;
  readonly options: readonly RoleConditionOption[];
  /** Limit types this condition accepts. The first one is the selecting limit it needs. */
  readonly limitTypes: readonly LimitTypeId[];
  /** Tracking setting that must stay on for the condition to count anything. */
  readonly requiresSetting?: 'track_voice' | 'track_activities';
  /** A reward that uses the condition, in plain words. */
  readonly example: string;
  /** The same reward as a command. */
  readonly exampleCommand: string;
}

export const roleConditions: readonly RoleCondition[] = [
  {
    id: 'messages',
    label: 'Messages',
    unit: 'messages',
    description: 'Messages the member has sent in tracked channels. Ignored channels and roles never count.',
    options: [],
    limitTypes: ['threshold', 'day_range'],
    example: 'Members with 500 messages or more get the Regular role.',
    exampleCommand: '/rolereward create role:@Regular condition:messages limit:threshold value:500',
  },
  {
    id: 'voice_minutes',
    label: 'Voice minutes',
    unit: 'minutes',
    description: 'Minutes the member has spent connected to voice channels, counted whole minutes.',
    options: [],
    limitTypes: ['threshold', 'day_range'],
    requiresSetting: 'track_voice',
    example: 'Members with 600 voice minutes (10 hours) in the last 14 days get the Talker role.',
    exampleCommand: '/rolereward create role:@Talker condition:voice_minutes limit:threshold value:600 days:14',
  },
  {
    id: 'activity_minutes',
    label: 'Activity minutes',
    unit: 'minutes',
    description: 'Minutes the member has spent playing a game or using an app that Discord shows on their profile.',
    options: [
      {
        name: 'activity',
        required: false,
        description:
          'Count only this activity, by the name Discord shows, such as Minecraft. Without it, every activity counts.',
      },
    ],
    limitTypes: ['threshold', 'day_range'],
    requiresSetting: 'track_activities',
    example: 'Members who played Minecraft for 1,200 minutes in the last 7 days get the Miner role.',
    exampleCommand:
      '/rolereward create role:@Miner condition:activity_minutes activity:Minecraft limit:threshold value:1200 days:7',
  },
  {
    id: 'top_rank',
    label: 'Top rank',
    unit: 'rank',
    description:
      'The member’s place in one of the top lists that `/stats top` shows, where 1 is first. Rank moves as other members catch up.',
    options: [
      {
        name: 'list',
        required: true,
        choices: ['messages', 'voice', 'activity'],
        description: 'The top list to rank members on: messages sent, voice minutes or activity minutes.',
      },
    ],
    limitTypes: ['top', 'day_range'],
    // The example server's own Top Chatter reward (exampleServer.ts), so the role means one thing on every page.
    example: 'On Premium, the top 10 members by messages over the last 30 days hold the Top Chatter role.',
    exampleCommand: '/rolereward create role:@Top Chatter condition:top_rank list:messages limit:top value:10 days:30',
  },
];
