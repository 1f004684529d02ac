/**
 * Accessibility of every page: axe-core (WCAG 2.0/2.1 A and AA) over every URL of the
 * built sitemap, /search and /search?q=counter, in dark and light mode, at 1280 px and 390 px.
 * Any violation of serious or critical impact fails.
 *
 * One test per URL (a failure names its page; a retry re-runs only it). Each test loads its
 * page in the four mode x width combinations and asserts once, naming mode, width, rule and target.
 */
import AxeBuilder from '@axe-core/playwright';

import {expect, findColorModeKey, sitePages, test, waitForSettled} from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const modes = ['dark', 'light'] as const;
const widths = [
  {width: 1280, height: 800},
  {width: 390, height: 844},
] as const;

/** Search results are a different view of /search: check it with a query too. */
const extraPaths = ['/search?q=counter'];

// Four loads and axe runs per test: about 5 s on an idle 2-core machine, far more on a loaded one.
test.describe.configure({mode: 'parallel', timeout: 120_000});
// Traces of axe runs are large and slow to record; the failure message names every finding.
test.use({trace: 'off', reducedMotion: 'reduce'});

/** Found once per worker: the storage key is the same on every page. */
let colorModeKey: Promise<string> | undefined;

for (const path of [...sitePages(), ...extraPaths]) {
  test(`axe: ${path} has no serious or critical violation in either mode, at 1280 and 390 px`, async ({
    page,
    browser,
    baseURL,
  }) => {
    colorModeKey ??= findColorModeKey(browser, baseURL!);
    const key = await colorModeKey;
    const found: string[] = [];
    for (const mode of modes) {
      // The stored choice wins over the default (dark), so both modes are set explicitly.
      await page.addInitScript(([k, m]) => window.localStorage.setItem(k, m), [key, mode] as const);
      for (const size of widths) {
        await page.setViewportSize(size);
        await page.goto(path);
        await waitForSettled(page);
        // The mode really applied (attribute set from storage before paint).
        await expect(page.locator('html'), `colour mode on ${path}`).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page}).withTags(TAGS).analyze();
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
    expect(found, `${found.length} serious/critical axe violations on ${path}:\n${found.join('\n')}`).toEqual([]);
  });
}
