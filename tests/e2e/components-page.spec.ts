/**
 * Screenshot tests of the writers' components page (/components): every example on it, in both colour
 * modes at 1280 and 390 px, against the images committed beside this spec
 * (components-page.spec.ts-snapshots/, taken with Debian's Chromium). A CSS change that alters a
 * component fails here with an image diff; when the change is intended, update the images with
 *
 *   npx playwright test tests/e2e/components-page.spec.ts --update-snapshots
 *
 * and look at every changed image before committing it.
 *
 * Deterministic by construction: the colour mode is stored before the page loads and checked on
 * <html>; the test waits for hydration and fonts, and for each figure's image to be decoded;
 * animations are stopped and the caret hidden (Playwright's screenshot defaults); the sticky navbar
 * and announcement bar are hidden while a shot is taken, so they never cover an example.
 */
import path from 'node:path';

import {expect, findColorModeKey, test, waitForSettled} from './support';

const MODES = ['light', 'dark'] as const;
const WIDTHS = [1280, 390] as const;

/**
 * Any changed pixel counts (threshold 0: Debian's Chromium draws this page pixel for pixel the same
 * from run to run; the baselines of two days earlier match exactly), and up to 20 may differ, for
 * antialiasing. A changed colour of a component changes hundreds: the message tag's blue moved by 3
 * of 255 in its red channel changes 839 to 1,241 pixels an image, which the old perceptual
 * threshold (0.05) let pass.
 */
const TOLERANCE = {maxDiffPixels: 20, threshold: 0} as const;
/** Hides the sticky navbar and the announcement bar while a shot is taken. */
const HIDE_CHROME = path.join(__dirname, 'components-page.screenshot.css');

let modeKey: string;

test.beforeAll(async ({browser, baseURL}) => {
  modeKey = await findColorModeKey(browser, baseURL!);
});

for (const mode of MODES) {
  for (const width of WIDTHS) {
    test(`every example of /components matches its screenshot in ${mode} mode at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [modeKey, mode] as const);
      await page.goto('/components');
      await waitForSettled(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

      const examples = page.locator('.component-example');
      const names = await examples.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-component')!),
      );
      // Which components must be there is tests/unit/components-page.test.ts's (every one the docs use).
      expect(names.length, 'examples on /components').toBeGreaterThan(0);
      expect(new Set(names).size, 'each component once').toBe(names.length);

      for (const name of names) {
        const example = page.locator(`.component-example[data-component="${name}"]`);
        await example.scrollIntoViewIfNeeded();
        for (const image of await example.locator('img').all()) {
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
              message: `${name}: image decoded`,
            })
            .toBe(true);
        }
        await expect
          .soft(example, `${name} in ${mode} mode at ${width} px`)
          .toHaveScreenshot(`${name}-${mode}-${width}.png`, {
            ...TOLERANCE,
            stylePath: HIDE_CHROME,
          });
      }
    });
  }
}
