/**
 * The one example server of the docs and the blog. Every page, bot reply and screenshot that needs a
 * server, a channel or a role takes its names from here, so a reader meets the same community on
 * every page. Its figures match the counter variable examples (src/data/counterVariables.ts) and the
 * examples of the OpenAPI spec (openapi/statlas.yaml).
 */
export interface ExampleServer {
  /** The server's name as Discord shows it. */
  readonly name: string;
  /** The server (guild) ID, the same as in the API examples. */
  readonly id: string;
  /** Members, as `{members}` shows it. */
  readonly members: number;
  /** Channel names without the `#`, by what they are used for. */
  readonly channels: {
    readonly general: string;
    readonly memes: string;
    readonly log: string;
    readonly announcements: string;
    readonly support: string;
    /** Voice channels. */
    readonly lounge: string;
    readonly gaming: string;
    /** The category the counter channels sit in. */
    readonly statsCategory: string;
  };
  /** Role names without the `@`, by what they are used for. */
  readonly roles: {
    /** The role Discord creates for the bot when it joins. */
    readonly bot: string;
    /** Server admins. */
    readonly admin: string;
    /** Moderators, given the manager level. */
    readonly moderators: string;
    /** Helpers, given the viewer level. */
    readonly helpers: string;
    /** Role rewards. */
    readonly regular: string;
    readonly active: string;
    readonly topChatter: string;
    readonly voiceVeteran: string;
  };
}

export const exampleServer: ExampleServer = {
  name: 'Pixel Harbor',
  id: '613425648685547541',
  members: 12408,
  channels: {
    general: 'general',
    memes: 'memes',
    log: 'statlas-log',
    announcements: 'achievements',
    support: 'support',
    lounge: 'Lounge',
    gaming: 'Gaming',
    statsCategory: '📊 SERVER STATS',
  },
  roles: {
    bot: 'Statlas',
    admin: 'Admin',
    moderators: 'Moderators',
    helpers: 'Helpers',
    regular: 'Regular',
    active: 'Active',
    topChatter: 'Top Chatter',
    voiceVeteran: 'Voice Veteran',
  },
};

/** All channel names of the example server. */
export const exampleChannelNames: readonly string[] = Object.values(exampleServer.channels);

/** All role names of the example server. */
export const exampleRoleNames: readonly string[] = Object.values(exampleServer.roles);
