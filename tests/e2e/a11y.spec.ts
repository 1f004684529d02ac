/**
 * Accessibility of every page: axe-core (WCAG 2.0/2.1 A and AA) over every URL of the
 * built sitemap and /search, in dark and light mode, at 1280 px and 390 px. Any
 * violation of serious or critical impact fails.
 *
 * Runtime on a 2-core machine: one browser context per mode x width, one page reused for
 * every URL, so the four tests share the two workers. Each test collects all violations
 * and asserts once at the end, naming URL, rule and target.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Browser} from '@playwright/test';

import {findColorModeKey, sitemapPaths, waitForSettled} from './a11y-support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const modes = ['dark', 'light'] as const;
const widths = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 390, height: 844},
] as const;

/** Search results are a different view of /search: check it with a query too. */
const extraPaths = ['/search?q=counter'];

test.describe.configure({mode: 'parallel'});
// Traces of ~60 axe runs are large and slow to record; the failure message names every finding.
test.use({trace: 'off'});

let colorModeKey: string | undefined;
async function modeKey(browser: Browser, baseURL: string) {
  colorModeKey ??= await findColorModeKey(browser, baseURL);
  return colorModeKey;
}

for (const mode of modes) {
  for (const size of widths) {
    test(`axe: no serious or critical violation on any page, ${mode} mode, ${size.width} px`, async ({
      browser,
      baseURL,
    }) => {
      const paths = [...sitemapPaths(), ...extraPaths];
      // Generous: about 1 s per URL on an idle 2-core machine, far more on a loaded one.
      test.setTimeout(120_000 + paths.length * 12_000);
      const key = await modeKey(browser, baseURL!);

      const context = await browser.newContext({
        baseURL,
        viewport: {width: size.width, height: size.height},
        reducedMotion: 'reduce',
      });
      // The stored choice wins over the default (dark), so both modes are set explicitly.
      await context.addInitScript(
        ([k, m]) => {
          window.localStorage.setItem(k, m);
        },
        [key, mode] as const,
      );
      const page = await context.newPage();
      const found: string[] = [];
      let checked = 0;
      const time = {load: 0, axe: 0};
      for (const path of paths) {
        const start = Date.now();
        await page.goto(path);
        await waitForSettled(page);
        // The mode really applied (attribute set from storage before paint).
        await expect(page.locator('html'), `colour mode on ${path}`).toHaveAttribute('data-theme', mode);
        const loaded = Date.now();
        const results = await new AxeBuilder({page}).withTags(TAGS).analyze();
        time.axe += Date.now() - loaded;
        time.load += loaded - start;
        for (const violation of results.violations) {
          if (!BLOCKING.has(violation.impact ?? '')) continue;
          for (const node of violation.nodes) {
            const finding = `${path} [${violation.impact}] ${violation.id}: ${node.target.join(' ')}\n    ${node.failureSummary?.split('\n').join(' ')}`;
            found.push(finding);
            // Printed at once too, so a run cut short still shows what it found.
            console.log(`axe (${mode}, ${size.width} px) ${finding}`);
          }
        }
        checked += 1;
      }
      await context.close();
      test.info().annotations.push({
        type: 'timing',
        description: `${checked} URLs: loading ${(time.load / 1000).toFixed(1)} s, axe ${(time.axe / 1000).toFixed(1)} s`,
      });
      console.log(`${mode} ${size.width} px: ${checked} URLs, loading ${time.load} ms, axe ${time.axe} ms`);
      expect(checked).toBe(paths.length);
      expect(found, `${found.length} serious/critical axe violations (${mode}, ${size.width} px):\n${found.join('\n')}`).toEqual(
        [],
      );
    });
  }
}
