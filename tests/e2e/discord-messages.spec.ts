/**
 * Statlas's messages and channel lists, drawn by plugins/discord-messages, in the browser: they never
 * widen the page on a phone, in either colour mode, and a screen reader gets a figure named by who
 * sent the message. One test per page. axe checks them with the rest of each page in the page walk
 * (pages.spec.ts), and what the HTML holds, such as the text and the sender, is checked in Node.
 */
import {expect, findColorModeKey, test, waitForSettled} from './support';

const PAGES = ['/docs/guide/welcome', '/docs/guide/bot', '/docs/guide/invite', '/docs/guide/settings', '/docs/tools/statroles/setup', '/docs/usage/messages'];
const MODES = ['dark', 'light'] as const;

let modeKey: Promise<string> | undefined;

test.describe.configure({timeout: 120_000});
test.use({reducedMotion: 'reduce'});

for (const path of PAGES) {
  test(`${path}: messages fit a 390 px screen and are named figures, in both modes`, async ({page, browser, baseURL}) => {
    modeKey ??= findColorModeKey(browser, baseURL!);
    const key = await modeKey;
    for (const mode of MODES) {
      await page.addInitScript(([k, m]) => window.localStorage.setItem(k, m), [key, mode] as const);
      {
        const width = 390;
        await page.setViewportSize({width, height: 900});
        await page.goto(path);
        await waitForSettled(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

        const drawings = page.locator('figure.dm, figure.cl');
        expect(await drawings.count(), `${path}: drawn messages`).toBeGreaterThan(0);
        for (const label of await page.locator('figure.dm').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
          expect(label).toMatch(/^Statlas (reply|log entry|message)/);
        }

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px: horizontal overflow`).toBeLessThanOrEqual(0);
      }
    }
  });
}
