/**
 * The walk over every page: each URL of the built sitemap, /search and /search?q=counter, one
 * test per URL (a failure names its page). Each page is loaded once, and checked in the four
 * states a reader can see it in, switched in place:
 *
 *   dark at 1280 px → dark at 390 px → light at 390 px → light at 1280 px
 *
 * The window is resized as a phone rotates (the theme re-renders its mobile layout on resize),
 * and the colour mode is switched with the navbar's toggle, as a reader switches it (in the
 * mobile menu at 390 px).
 *
 * - Fits a phone: at 390 px nothing scrolls sideways but wide tables, each in its own box.
 * - Figures: each figure drawn for both modes shows the current mode's file, and every image loads.
 * - Accessible: axe-core (WCAG 2.0/2.1 A and AA, and axe's best practices: landmarks, one
 *   level-one heading) finds no violation of any impact in any of the four states: every rule in
 *   dark mode at both widths, and in light mode the rules a colour change can break (contrast).
 * - Clean: no console error or warning, uncaught exception, failed request, request to another
 *   host or response with status >= 400, including what loads once the reader scrolls to the
 *   end (lazy images).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import axe from 'axe-core';

import {afterNextFrames, expect, sitePages, test, waitForSettled} from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Search results are a different view of /search: check it with a query too. */
const extraPaths = ['/search?q=counter'];

// One load and four axe runs per test.
test.describe.configure({mode: 'parallel', timeout: 90_000});
// Traces of axe runs are large and slow to record; the failure message names every finding.
test.use({trace: 'off', reducedMotion: 'reduce', failedRequests: true});

type Mode = 'dark' | 'light';

/**
 * Resizes the window and waits until the theme has re-rendered for the new width: the mobile
 * menu (and its sidebar) exists in the page only while React holds the mobile layout.
 */
async function resize(page: Page, width: 1280 | 390) {
  await page.setViewportSize(width === 1280 ? {width: 1280, height: 800} : {width: 390, height: 844});
  await expect.poll(() => page.evaluate(() => window.innerWidth), `window at ${width} px`).toBe(width);
  await expect(page.locator('.navbar-sidebar'), `mobile layout at ${width} px`).toHaveCount(width === 390 ? 1 : 0);
  // No wait for a painted frame: right after a viewport change, headless Chromium may not run
  // requestAnimationFrame at all (it hung a walk for 90 s once); what follows reads the DOM and layout.
}

/** Switches the colour mode with the navbar's toggle (in the mobile menu at 390 px). */
async function switchMode(page: Page, to: Mode) {
  const mobile = (page.viewportSize()?.width ?? 1280) <= 996;
  if (mobile) {
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  }
  const scope = mobile ? page.locator('.navbar-sidebar') : page.locator('.navbar__items--right');
  await scope.getByRole('button', {name: /^Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  if (mobile) {
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  }
  // Diagrams and code blocks re-render in the new mode's colours.
  await waitForSettled(page);
  await afterNextFrames(page);
}

/**
 * The rules whose result depends on the colour mode. Switching the mode changes colours only (the
 * DOM, names, landmarks and headings stay as they are), so the second mode at a width runs these;
 * the first mode at each width runs every rule of TAGS.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core is evaluated in the page once, before the first run. AxeBuilder evaluates the source
 * it is given twice per run (about 550 KB of script, 0.15 to 0.2 s of the page's CPU each time);
 * given this one line instead, its four runs reuse the axe already in the page (nothing reloads
 * the page between them).
 */
const AXE_ALREADY_IN_PAGE = 'void 0';

async function injectAxe(page: Page) {
  await page.evaluate(axe.source);
  expect(await page.evaluate(() => typeof (window as {axe?: {run?: unknown}}).axe?.run), 'axe in the page').toBe(
    'function',
  );
}

/**
 * Colours change through CSS transitions (Infima fades a tab's colour over 200 ms after the mode
 * switches): axe reads the colours on screen, so it runs once every finite transition or animation
 * has ended. Polled on a timer: headless Chromium has skipped animation frames after a resize.
 */
async function transitionsEnded(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    {polling: 50},
  );
}

async function axeFindings(page: Page, state: string, colourOnly = false): Promise<string[]> {
  await transitionsEnded(page);
  const builder = new AxeBuilder({page, axeSource: AXE_ALREADY_IN_PAGE});
  const results = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(TAGS))
    // Legacy mode runs axe.run() in the page itself. The default runs axe per frame and then
    // merges the results in a second, blank page, about three times as slow; the site has no
    // frames (checked below).
    .setLegacyMode()
    // Violations only: passes and inapplicable rules are not read, which makes a run quicker.
    .options({resultTypes: ['violations']})
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${state} [${violation.impact}] ${violation.id}: ${node.target.join(' ')}\n    ${node.failureSummary?.split('\n').join(' ')}`,
    ),
  );
}

/**
 * At 390 px the page does not scroll sideways, and every table wider than its box scrolls in its
 * own box: its region (reference tables) or the table itself (Markdown tables).
 */
async function expectFitsPhone(page: Page, path: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} at 390 px scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  const stuck = await page.locator('main table').evaluateAll((tables) =>
    tables
      .filter((table) => {
        const box = table.closest('[role="region"]') ?? table;
        const scrolls = /auto|scroll/.test(getComputedStyle(box).overflowX);
        return box.scrollWidth > box.clientWidth + 1 && !scrolls;
      })
      .map((table) => table.querySelector('th')?.textContent ?? table.outerHTML.slice(0, 80)),
  );
  expect(stuck, `${path} at 390 px: tables wider than the screen that do not scroll`).toEqual([]);
}

/**
 * Every figure drawn for both colour modes (`<name>.light.svg` and `<name>.dark.svg`) that the
 * reader sees is the file of the current mode. Returns how many were seen.
 */
async function expectFiguresIn(page: Page, mode: Mode, path: string): Promise<number> {
  const shown = await page
    .locator('article img')
    .evaluateAll((images) =>
      images
        .filter((img) => img.checkVisibility() && /\.(light|dark)\.svg$/.test((img as HTMLImageElement).src))
        .map((img) => (img as HTMLImageElement).src),
    );
  expect(
    shown.filter((src) => !src.endsWith(`.${mode}.svg`)),
    `${path}: figures shown in ${mode} mode`,
  ).toEqual([]);
  return shown.length;
}

/** Every image of the article loads, lazy ones included (asked for now, as a reader scrolling by would). */
async function expectImagesLoad(page: Page, path: string, pending: () => number) {
  await page
    .locator('article img[loading="lazy"]')
    .evaluateAll((images) => images.forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
  await expect.poll(pending, {message: `requests still loading on ${path}`}).toBe(0);
  const broken = await page
    .locator('article img')
    .evaluateAll((images) =>
      images
        .filter(
          (img) =>
            img.checkVisibility() &&
            !((img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        )
        .map((img) => (img as HTMLImageElement).src),
    );
  expect(broken, `${path}: images that do not load`).toEqual([]);
}

for (const path of [...sitePages(), ...extraPaths]) {
  test(`${path}: clean, and no axe violation in dark and light mode at 1280 and 390 px`, async ({page, guard}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const response = await page.goto(path);
    expect(response?.status(), `status of ${path}`).toBe(200);
    await waitForSettled(page);
    // Search results render once the index has loaded.
    if (path.startsWith('/search?q=')) await expect(page.locator('main article').first()).toBeVisible();
    // A first visit shows the default mode.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.locator('iframe').count(), `frames on ${path}`).toBe(0);

    await injectAxe(page);
    const found: string[] = [];
    found.push(...(await axeFindings(page, 'dark 1280 px')));
    await resize(page, 390);
    await expectFitsPhone(page, path);
    found.push(...(await axeFindings(page, 'dark 390 px')));
    const figures = await expectFiguresIn(page, 'dark', path);
    await switchMode(page, 'light');
    expect(await expectFiguresIn(page, 'light', path), `${path}: the same figures in both modes`).toBe(figures);
    found.push(...(await axeFindings(page, 'light 390 px', true)));
    await resize(page, 1280);
    found.push(...(await axeFindings(page, 'light 1280 px', true)));

    // Lazy content (images below the fold) starts loading once scrolled into view, in the frames
    // after the scroll; every request it starts must finish (the guard reports failures). The
    // network-idle load state cannot tell: it fired long before, while axe ran.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await afterNextFrames(page);
    await expectImagesLoad(page, path, () => guard.pending());
    expect.soft(guard.problems, `${path} is not clean:\n${guard.problems.join('\n')}`).toEqual([]);
    expect(found, `${found.length} axe violations on ${path}:\n${found.join('\n')}`).toEqual([]);
  });
}
