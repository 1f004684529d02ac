/**
 * Shared helpers of the accessibility, clean-page and robustness specs: the list of
 * URLs to visit (from the built sitemap), the colour-mode storage key, and waiting
 * for a page to be ready for checks.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Browser, Page} from '@playwright/test';

/** The production host written into build/sitemap.xml; rewritten to the test server. */
const SITE_HOST = 'https://docs.statlas.app';

/**
 * Every path of build/sitemap.xml, plus /search (a route of its own; it is checked
 * even if the sitemap leaves it out). Paths only, so callers join them to baseURL.
 */
export function sitemapPaths(): string[] {
  const file = path.resolve(__dirname, '..', '..', 'build', 'sitemap.xml');
  const xml = readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].trim(), SITE_HOST);
    return url.pathname + url.search;
  });
  if (paths.length === 0) throw new Error(`No <loc> in ${file}: build the site first`);
  return [...new Set([...paths, '/search'])];
}

/** Waits until React has hydrated the page (Docusaurus sets this attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Waits for content that renders after hydration: Mermaid diagrams draw their SVG
 * on the client, and web fonts change text metrics.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  const diagrams = page.locator('.docusaurus-mermaid-container');
  const count = await diagrams.count();
  for (let i = 0; i < count; i += 1) {
    await diagrams.nth(i).locator('svg').first().waitFor({state: 'attached', timeout: 15_000});
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
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

/** The navbar's colour-mode toggle button (desktop layout). */
export function colorModeToggle(page: Page) {
  return page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first();
}
