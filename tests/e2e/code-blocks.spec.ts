/**
 * Code blocks and Prism (src/theme/CodeBlock, src/config/prism.ts, plugins/lazy-prism):
 * Prism loads only when a reader comes near a code block; the server's highlighted HTML is kept
 * as is until then; blocks rendered in the browser before Prism arrives show plain lines in the
 * same boxes; code colours follow the colour mode without a re-render.
 */
import type {Locator, Page, Request, Route} from '@playwright/test';

import {colorModeToggle, expect, test, waitForHydration} from './support';

const WELCOME = '/docs/guide/welcome';
const API_PAGE = '/docs/api/get-guild-member-counts';

/** Prism's tokenizer and prism-react-renderer's hook both appear in the chunk that highlights code. */
const isPrismSource = (body: string) => body.includes('getTokenProps') && body.includes('tokenize');

/** Records whether the page has fetched the Prism chunk. */
function watchPrism(page: Page): {fetched: () => boolean} {
  let fetched = false;
  page.on('requestfinished', async (request: Request) => {
    if (request.resourceType() !== 'script') return;
    if (isPrismSource((await (await request.response())?.text()) ?? '')) fetched = true;
  });
  return {fetched: () => fetched};
}

/** Holds the Prism chunk back until `release()` is called. */
async function holdPrism(page: Page): Promise<{requested: () => boolean; release: () => void}> {
  let requested = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.*\.js$/, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (isPrismSource(body)) {
      requested = true;
      await released;
    }
    await route.fulfill({response, body});
  });
  return {requested: () => requested, release};
}

/** Height, line count and button count of every code block on the page. */
function blocks(page: Page) {
  return page.locator('.theme-code-block').evaluateAll((elements) =>
    elements.map((el) => ({
      height: Math.round(el.getBoundingClientRect().height),
      lines: el.querySelectorAll('.token-line').length,
      buttons: el.querySelectorAll('button').length,
    })),
  );
}

/** Client-side navigation, as a click on a link does. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('the home page does not load Prism', async ({page}) => {
  const prism = watchPrism(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  expect(prism.fetched()).toBe(false);
});

test('Prism loads when a code block comes into view, and the block gets its buttons', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 600});
  const prism = watchPrism(page);
  await page.goto(WELCOME);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const block = page.locator('.theme-code-block').first();
  // The server's block is kept as it is: same lines, and no buttons until it is upgraded.
  await expect(block.locator('.token-line')).toHaveCount(7);
  await expect(block.locator('button')).toHaveCount(0);
  expect(prism.fetched()).toBe(false);

  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('button[aria-label*="opy" i]')).toBeAttached();
  await expect.poll(prism.fetched).toBe(true);
  await expect(block.locator('.token-line')).toHaveCount(7);
});

test('a block that gets keyboard focus before it is upgraded keeps the focus', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 600});
  await page.goto(WELCOME);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('button')).toHaveCount(0);
  // Tab order reaches the scrollable <pre> (tabindex 0), which scrolls it into view.
  await block.locator('pre').focus();
  await expect(block.locator('button[aria-label*="opy" i]')).toBeAttached();
  await expect(block.locator('pre')).toBeFocused();
});

test('an API page highlights its JSON examples once they are in view', async ({page}) => {
  await page.goto(API_PAGE);
  await waitForHydration(page);
  // Response examples sit behind an Example tab.
  const exampleTab = page.getByRole('tab', {name: /example/i}).first();
  await exampleTab.scrollIntoViewIfNeeded();
  await exampleTab.click();
  const json = page.locator('.theme-code-block:visible', {has: page.locator('.language-json')}).first();
  // The block is replaced when it is upgraded, so scroll and check again until it holds.
  await expect(async () => {
    await json.scrollIntoViewIfNeeded({timeout: 2000});
    await expect(json.locator('.token.property').first()).toBeVisible({timeout: 2000});
  }).toPass();
  await expect(json.locator('.token.number').first()).toBeVisible();
});

test('code colours follow the colour mode', async ({page}) => {
  await page.goto(API_PAGE);
  await waitForHydration(page);
  // The curl sample, highlighted on the server.
  const token: Locator = page.locator('[data-code-server] .token.string').first();
  await expect(token).toBeAttached();
  const color = () => token.evaluate((el) => getComputedStyle(el).color);
  const before = await color();
  await colorModeToggle(page).click();
  await expect.poll(color).not.toBe(before);
  expect(await token.getAttribute('style')).toContain('var(--statlas-code-string)');
});

test('before Prism arrives, a block shows plain lines in the same boxes', async ({page, browser}) => {
  // Reference: the page as it settles normally, upgraded.
  await page.goto(WELCOME);
  await waitForHydration(page);
  await page.locator('.theme-code-block').last().scrollIntoViewIfNeeded();
  await expect(page.locator('.theme-code-block button').first()).toBeAttached();
  const settled = await blocks(page);
  expect(settled.length).toBe(2);

  // Another visit starts on the home page with Prism held back, then opens the page in the app.
  const context = await browser.newContext();
  const slow = await context.newPage();
  const prism = await holdPrism(slow);
  await slow.goto('/');
  await waitForHydration(slow);
  await navigate(slow, WELCOME);
  await slow.locator('.theme-code-block').last().scrollIntoViewIfNeeded();
  await expect.poll(prism.requested).toBe(true);
  const plain = await blocks(slow);
  expect(plain.map((b) => [b.height, b.lines, b.buttons])).toEqual(settled.map((b) => [b.height, b.lines, 0]));

  prism.release();
  await expect(slow.locator('.theme-code-block button').first()).toBeAttached();
  expect(await blocks(slow)).toEqual(settled);
  await context.close();
});
