/**
 * Where the generated API reference lives: the folder `npm run gen:api` writes, the routes of its
 * pages and of its category page (the whole reference on one page). The one home of these paths
 * for the site model and the tests.
 */

/** Folder of the generated API pages, relative to the site. */
export const API_DOCS_DIR = 'docs/api';
/** Route prefix of every generated API page. */
export const API_ROUTE_PREFIX = '/docs/api/';
/** The API reference's introduction (the spec's info). */
export const API_INFO_ROUTE = '/docs/api/statlas-api';
/** The API errors page (docs/developers/api-errors.mdx): every error body, its cause and its fix. */
export const API_ERRORS_ROUTE = '/docs/api/errors';
/**
 * The `groupId` of every language tab set of the API docs (the quickstart's and each operation's code
 * samples), so a language picked on one page is the one shown on the others.
 */
export const API_LANGUAGE_GROUP = 'api-language';
/** The category page that lists the whole reference. */
export const API_INDEX_ROUTE = '/docs/category/statlas-api';

/** Regular-expression source matching the start of an API route (for the navbar's active patterns). */
export const API_ROUTE_PATTERN = [API_ROUTE_PREFIX, API_INDEX_ROUTE]
  .map((route) => route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

/** A route of the API reference: one of its pages or its category page. */
export function isApiRoute(route: string): boolean {
  return route.startsWith(API_ROUTE_PREFIX) || route === API_INDEX_ROUTE;
}

/** The route of an operation's page, from its operationId (`getGuildMemberCounts` -> `/docs/api/get-guild-member-counts`). */
export function apiOperationRoute(operationId: string): string {
  return `${API_ROUTE_PREFIX}${operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/** The route of a schema's page, from its title (`Aggregate channel` -> `/docs/api/aggregate-channel`). */
export function apiSchemaRoute(title: string): string {
  return `${API_ROUTE_PREFIX}${title.toLowerCase().replace(/\s+/g, '-')}`;
}
