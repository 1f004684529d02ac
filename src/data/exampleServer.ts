/**
 * The one example server of the docs: every example reply, log entry and channel list names this
 * server, its channels, roles and members, so a reader meets the same community on every page.
 * The numbers of its counters are the example values of counterVariables.ts.
 */
export interface ExampleServer {
  readonly name: string;
  /** Text channel names, without the `#`. */
  readonly channels: {
    readonly general: string;
    readonly announcements: string;
    readonly log: string;
    readonly achievements: string;
    readonly count: string;
  };
  /** Role names, without the `@`. */
  readonly roles: {
    readonly regular: string;
    readonly moderators: string;
    readonly helpers: string;
    readonly active: string;
  };
  /** Member user names, without the `@`. */
  readonly members: {
    readonly owner: string;
    readonly builder: string;
    readonly newcomer: string;
  };
  /** Category that holds the counter channels in the examples. */
  readonly statsCategory: string;
}

export const exampleServer: ExampleServer = {
  name: 'Pixel Harbor',
  channels: {
    general: 'general',
    announcements: 'announcements',
    log: 'statlas-log',
    achievements: 'achievements',
    count: 'count',
  },
  roles: {
    regular: 'Regular',
    moderators: 'Moderators',
    helpers: 'Helpers',
    active: 'Active',
  },
  members: {
    owner: 'harbor_owner',
    builder: 'mira_builds',
    newcomer: 'nova',
  },
  statsCategory: '📊 SERVER STATS',
};
