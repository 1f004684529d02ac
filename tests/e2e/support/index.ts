/**
 * The one place specs import `test`, `expect` and the shared helpers from.
 *
 * `test` watches its `page`: a console error or warning, an uncaught exception or a request to a
 * host other than the site fails the test (after it ran, with every finding listed). A test
 * that breaks the page on purpose opts out by name, with the reason:
 *
 *   test.use({unguarded: 'the test aborts the search index, and Chromium logs the failed fetch'});
 *
 * Options: `allowedHosts` (other hosts the test answers itself with page.route) and
 * `failedRequests` (failed requests and statuses >= 400 fail the test too). The `guard`
 * fixture is the page's watch: `guard.allowNotFound(path)` accepts the 404 of a deliberate
 * not-found page, `guard.foreign` and `guard.uncaught` list what the guard found.
 */
import {test as base, expect, type Page} from '@playwright/test';

import {watchPage, type PageWatch} from './watch';

export interface GuardOptions {
  /** Why this test may log console errors or reach other hosts; set it to turn the guard off. */
  unguarded: string | undefined;
  /** Other hosts the test answers itself with page.route. */
  allowedHosts: RegExp | undefined;
  /** Also fail on failed requests and on responses with status >= 400 (the page walk). */
  failedRequests: boolean;
}

const watches = new WeakMap<Page, PageWatch>();

export const test = base.extend<GuardOptions & {guard: PageWatch}>({
  unguarded: [undefined, {option: true}],
  allowedHosts: [undefined, {option: true}],
  failedRequests: [false, {option: true}],
  page: async ({page, baseURL, unguarded, allowedHosts, failedRequests}, use) => {
    if (unguarded !== undefined && unguarded.trim().length < 10) {
      throw new Error('`unguarded` turns the guard off only with the reason why');
    }
    const watch = watchPage(page, baseURL!, {allowedHosts, responses: failedRequests});
    watches.set(page, watch);
    await use(page);
    // A test's route handlers can still be serving an idle-time prefetch when it ends; the page
    // closes next, so what they would answer no longer matters.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    if (unguarded === undefined) {
      expect(watch.problems, 'console errors or warnings, uncaught exceptions, requests to other hosts').toEqual([]);
    }
  },
  guard: async ({page}, use) => {
    await use(watches.get(page)!);
  },
});

export {expect};
export type {PageWatch} from './watch';
export {afterNextFrames, waitForHydration, waitForSettled, colorModeToggle, findColorModeKey} from './page';
export {ALGOLIA_HOSTS, routeAlgolia, sel, serveFixtureIndex} from './search';
export {buildDir, siteDir, fromBuild, existsInBuild, sitemapPaths, sitePages} from './build';
export {serveDirectory, stopServer} from '../../../scripts/static-server.mjs';
export {expectFigureInMode, expectVisibleFigure} from './figure';
