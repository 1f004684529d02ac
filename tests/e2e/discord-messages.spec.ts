/**
 * Statlas's messages and channel lists, drawn by plugins/discord-messages, in the browser: axe finds
 * nothing at any impact inside them in either colour mode at 1280 and 390 px, they never widen the
 * page on a phone, and a screen reader gets a figure named by who sent the message. One test per page.
 * (What the HTML holds, such as the text and the sender, is checked in Node by the unit tests.)
 */
import AxeBuilder from '@axe-core/playwright';

import {expect, findColorModeKey, test, waitForSettled} from './support';

const PAGES = ['/docs/guide/welcome', '/docs/guide/bot', '/docs/guide/invite', '/docs/guide/settings', '/docs/tools/statroles/setup', '/docs/usage/messages'];
const MODES = ['dark', 'light'] as const;
const WIDTHS = [1280, 390] as const;

let modeKey: Promise<string> | undefined;

test.describe.configure({timeout: 120_000});
test.use({reducedMotion: 'reduce'});

for (const path of PAGES) {
  test(`${path}: messages are axe-clean at every impact, fit the screen and are named figures, in both modes at 1280 and 390 px`, async ({page, browser, baseURL}) => {
    modeKey ??= findColorModeKey(browser, baseURL!);
    const key = await modeKey;
    for (const mode of MODES) {
      await page.addInitScript(([k, m]) => window.localStorage.setItem(k, m), [key, mode] as const);
      for (const width of WIDTHS) {
        await page.setViewportSize({width, height: 900});
        await page.goto(path);
        await waitForSettled(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

        const drawings = page.locator('figure.dm, figure.cl');
        expect(await drawings.count(), `${path}: drawn messages`).toBeGreaterThan(0);
        for (const label of await page.locator('figure.dm').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
          expect(label).toMatch(/^Statlas (reply|log entry|message)/);
        }

        const results = await new AxeBuilder({page}).include('figure.dm').include('figure.cl').analyze();
        const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(found, `${path} in ${mode} mode at ${width} px`).toEqual([]);

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px: horizontal overflow`).toBeLessThanOrEqual(0);
      }
    }
  });
}
