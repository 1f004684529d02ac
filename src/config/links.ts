/**
 * Every external address the site links to, in one place.
 *
 * The navbar, the footer, the home page, the docs and the API reference all read
 * these values, so an operator who moves a service changes it here once.
 */
export interface ExternalLinks {
  /** Web dashboard where server admins manage Statlas. */
  readonly dashboard: string;
  /** Invite URL that adds the bot to a Discord server. */
  readonly invite: string;
  /** Discord support server. */
  readonly supportChat: string;
  /** Blog platform mirror where long-form posts are syndicated. */
  readonly blogPlatform: string;
  /** Social profile for announcements. */
  readonly social: string;
  /** Public statistics API host (no trailing slash). */
  readonly apiHost: string;
  /** Status page for the bot and the API. */
  readonly status: string;
  /** Address that receives legal and data-protection requests. */
  readonly legalEmail: string;
}

export const links: ExternalLinks = {
  dashboard: 'https://dashboard.statlas.app',
  invite: 'https://statlas.app/invite',
  supportChat: 'https://discord.gg/statlas',
  blogPlatform: 'https://medium.com/@statlas',
  social: 'https://x.com/statlasbot',
  apiHost: 'https://api.statlas.app',
  status: 'https://status.statlas.app',
  legalEmail: 'legal@statlas.app',
};

/** The public site's own address, used for canonical URLs, the sitemap and feeds. */
export const siteUrl = 'https://docs.statlas.app';

/**
 * The Discord application of the Statlas bot. The invite link builder on docs/guide/invite makes
 * `https://discord.com/oauth2/authorize` links from these values and the permissions the reader picks.
 */
export const discordApp = {
  /** Application (client) id from the Discord developer portal. */
  clientId: '872413587312640040',
  /** OAuth2 scopes of the invite: the bot user and its slash commands. */
  scopes: ['bot', 'applications.commands'],
} as const;

/** The repository of this site: "Edit this page" links open files on its default branch. */
export const repository = {
  url: 'https://github.com/statlas/statlas-docs',
  branch: 'main',
} as const;
