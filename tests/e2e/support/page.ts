import {expect, type Browser, type Page} from '@playwright/test';

/** Waits until React has hydrated the page (Docusaurus sets this attribute): input before that is lost. */
export async function waitForHydration(page: Page, options: {timeout?: number} = {}): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', ...options});
}

/**
 * Waits for content that renders after hydration: tables with filters swap the server's HTML for
 * the live table (src/components/ServerRendered), Mermaid diagrams draw their SVG on the client,
 * and web fonts change text metrics.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-interactive]:not([data-live])').length === 0);
  const diagrams = page.locator('.docusaurus-mermaid-container');
  const count = await diagrams.count();
  for (let i = 0; i < count; i += 1) {
    await diagrams.nth(i).locator('svg').first().waitFor({state: 'attached', timeout: 15_000});
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The navbar's colour-mode toggle button (desktop layout). */
export function colorModeToggle(page: Page) {
  return page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first();
}

/**
 * The localStorage key of the colour mode. Docusaurus namespaces it (future.v4 storage
 * namespace, e.g. `theme-938`), so read it from storage after a toggle instead of guessing.
 */
export async function findColorModeKey(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({baseURL, viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    const before = await page.evaluate(() => ({...window.localStorage}));
    await colorModeToggle(page).click();
    const after = await page.evaluate(() => ({...window.localStorage}));
    const key = Object.keys(after).find(
      (k) => /^theme/.test(k) && (after[k] === 'light' || after[k] === 'dark') && before[k] !== after[k],
    );
    if (!key) throw new Error(`No colour-mode key written by the toggle: ${JSON.stringify(after)}`);
    return key;
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page has painted two more frames: an update that is already queued (a React
 * state change, a promise that settled) has rendered by then. Use it to check that a state
 * stays, instead of sleeping.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  // Headless Chromium has once stopped painting a page (its frames never came, and the test hung to its
  // timeout). A page that paints none for 10 s fails here, saying what the browser reported of it.
  const stalled = await page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const timer = setTimeout(
          () => resolve(`no frame in 10 s: visibility ${document.visibilityState}, focus ${document.hasFocus()}`),
          10_000,
        );
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(null);
          }),
        );
      }),
  );
  expect(stalled, `${page.url()} paints frames`).toBeNull();
}
