/**
 * The walk over every page: each URL of the built sitemap, /search and /search?q=counter.
 * One test per URL (a failure names its page; a retry re-runs only it) checks two things,
 * and reports both before failing:
 *
 * - Clean: no console error or warning, uncaught exception, failed request, request to
 *   another host or response with status >= 400, including what loads once the reader
 *   scrolls to the end (lazy images and code highlighting).
 * - Accessible: axe-core (WCAG 2.0/2.1 A and AA) finds no violation of serious or critical
 *   impact in dark and light mode, at 1280 px and 390 px. The page is loaded once per colour
 *   mode, as a reader who chose that mode loads it, checked at 1280 px, then again after the
 *   window narrows to 390 px (the theme switches to its mobile layout on resize, as it does
 *   when a phone rotates).
 *
 * Both checks share the page loads: as two walks they cost a third more time on CI.
 */
import AxeBuilder from '@axe-core/playwright';

import {afterNextFrames, expect, findColorModeKey, sitePages, test, waitForSettled} from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const modes = ['dark', 'light'] as const;
/** The theme's layout is mobile up to this window width (Docusaurus's desktop breakpoint). */
const MOBILE_MAX_WIDTH = 996;
const widths = [
  {width: 1280, height: 800},
  {width: 390, height: 844},
] as const;

/** Search results are a different view of /search: check it with a query too. */
const extraPaths = ['/search?q=counter'];

// Two loads and four axe runs per test: a few seconds on a 2-core machine, more on a loaded one.
test.describe.configure({mode: 'parallel', timeout: 120_000});
// Traces of axe runs are large and slow to record; the failure message names every finding.
test.use({trace: 'off', reducedMotion: 'reduce', failedRequests: true});

/** Found once per worker: the storage key is the same on every page. */
let colorModeKey: Promise<string> | undefined;

for (const path of [...sitePages(), ...extraPaths]) {
  test(`${path} loads clean, and axe finds no serious or critical violation in either mode at 1280 and 390 px`, async ({
    page,
    guard,
    browser,
    baseURL,
  }) => {
    colorModeKey ??= findColorModeKey(browser, baseURL!);
    const key = await colorModeKey;
    const found: string[] = [];
    for (const mode of modes) {
      // The stored choice wins over the default (dark), so both modes are set explicitly. Init
      // scripts add up and run in order: on the second load the later one wins.
      await page.addInitScript(([k, m]) => window.localStorage.setItem(k, m), [key, mode] as const);
      await page.setViewportSize(widths[0]);
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(200);
      await waitForSettled(page);
      // The mode really applied (attribute set from storage before paint).
      await expect(page.locator('html'), `colour mode on ${path}`).toHaveAttribute('data-theme', mode);
      // Legacy mode runs axe.run() in the page itself. The default runs axe per frame and then
      // merges the results in a second, blank page, which made every run about three times as
      // slow. The site has no frames, and this proves it.
      expect(await page.locator('iframe').count(), `frames on ${path}`).toBe(0);
      for (const size of widths) {
        if (page.viewportSize()?.width !== size.width) {
          await page.setViewportSize(size);
          await page.waitForFunction((w) => window.innerWidth === w, size.width);
          // The theme re-renders its layout in the resize handler; two frames later it has painted.
          await afterNextFrames(page);
        }
        // Narrow means the mobile layout: its menu button shows, the wide one hides it.
        await expect(page.locator('.navbar__toggle'), `menu button at ${size.width} px on ${path}`).toBeVisible({
          visible: size.width <= MOBILE_MAX_WIDTH,
        });
        const results = await new AxeBuilder({page})
          .withTags(TAGS)
          .setLegacyMode()
          // Details of violations only: passes and inapplicable rules are not read, and skipping
          // them makes a run about a quarter quicker.
          .options({resultTypes: ['violations']})
          .analyze();
        for (const violation of results.violations) {
          if (!BLOCKING.has(violation.impact ?? '')) continue;
          for (const node of violation.nodes) {
            found.push(
              `${mode} ${size.width} px [${violation.impact}] ${violation.id}: ${node.target.join(' ')}\n    ${node.failureSummary?.split('\n').join(' ')}`,
            );
          }
        }
      }
    }
    // Lazy content (images below the fold, code highlighting) loads once scrolled into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect.soft(guard.problems, `${path} is not clean:\n${guard.problems.join('\n')}`).toEqual([]);
    expect(found, `${found.length} serious/critical axe violations on ${path}:\n${found.join('\n')}`).toEqual([]);
  });
}
