import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';

/**
 * A `test` whose page fails the test on any console error or warning, or on any
 * request to a host other than the test server. Use it for every test that visits
 * pages normally; tests that break things on purpose use `@playwright/test` directly.
 */
export const test = base.extend({
  page: async ({page, baseURL}, use) => {
    const problems: string[] = [];
    const foreign: string[] = [];
    const own = new URL(baseURL!).host;
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} (${page.url()})`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.host !== own) {
        foreign.push(request.url());
      }
    });
    await use(page);
    expect(problems, 'console errors or warnings').toEqual([]);
    expect(foreign, 'requests to hosts other than the site').toEqual([]);
  },
});

export {expect};

/** Waits until React has hydrated the page (Docusaurus sets this attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
