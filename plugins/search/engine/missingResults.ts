import {links} from '../../../src/config/links';

/**
 * Where a reader reports a query that should have returned results ('Let us know.'): the support server, where the
 * team reads reports; the query travels in the URL so a form or bot in front of it can pick it up.
 */
export function missingResultsUrl(query: string): string {
  const url = new URL(links.supportChat);
  url.searchParams.set('search', query);
  return url.toString();
}
