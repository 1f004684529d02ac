/**
 * Code blocks and Prism (src/theme/CodeBlock, src/config/prism.ts, plugins/lazy-prism):
 * a block highlighted on the server keeps that HTML and gets working copy and word-wrap buttons
 * without Prism; a block the browser renders itself (after client-side navigation) shows plain
 * lines in the same boxes, then loads Prism and only the extra languages it is written in; code
 * colours follow the colour mode without a re-render.
 */
import type {Locator, Page, Request, Route} from '@playwright/test';

import {colorModeToggle, expect, test, waitForHydration} from './support';

/** A guide page with two code blocks, both rendered on the server. */
const CODE_PAGE = '/docs/guide/settings';
const API_PAGE = '/docs/api/get-guild-member-counts';

/** Prism's tokenizer and prism-react-renderer's hook both appear in the chunk that highlights code. */
const isPrismSource = (body: string) => body.includes('getTokenProps') && body.includes('tokenize');

/**
 * Records the scripts a page fetched, and whether one of them was the Prism chunk. Reading a body
 * takes a round trip to the browser, so `prism()` waits for the reads of every script fetched so far:
 * a flag set by the listener could still be unset when the test reads it.
 */
function watchScripts(page: Page): {prism: () => Promise<boolean>; files: () => string[]} {
  const files: string[] = [];
  const bodies: Array<Promise<boolean>> = [];
  page.on('requestfinished', (request: Request) => {
    if (request.resourceType() !== 'script') return;
    files.push(new URL(request.url()).pathname);
    bodies.push(request.response().then(async (response) => isPrismSource((await response?.text()) ?? '')));
  });
  return {prism: async () => (await Promise.all(bodies)).some(Boolean), files: () => files};
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

/** Scrolls every code block of the page into view, as a reader who reads to the end does. */
async function scrollThroughBlocks(page: Page) {
  // Blocks in a hidden tab panel cannot be scrolled to.
  const all = page.locator('.theme-code-block:visible');
  for (let i = 0; i < (await all.count()); i++) await all.nth(i).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

/** The code of a block as a reader sees it: its lines, one per line. */
const codeText = (block: Locator) =>
  block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent ?? '').join('\n'));

/** Client-side navigation, as a click on a link does. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('the home page does not load Prism', async ({page}) => {
  const scripts = watchScripts(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  expect(await scripts.prism()).toBe(false);
});

test('server-rendered code blocks never download Prism, and their copy buttons copy their code', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.setViewportSize({width: 1280, height: 600});
  const scripts = watchScripts(page);
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  const all = page.locator('.theme-code-block');
  await expect(all).toHaveCount(2);
  await scrollThroughBlocks(page);
  await page.waitForLoadState('networkidle');

  for (const block of await all.all()) {
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await block.hover();
    await copy.click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeAttached();
    const expected = await codeText(block);
    expect(expected.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  }
  // The server's markup is kept: same lines, and the blocks still are the server's slots.
  const html = await (await page.request.get(CODE_PAGE)).text();
  const servedLines =
    html
      .split('theme-code-block')[1]
      .split('</pre>')[0]
      .match(/token-line/g)?.length ?? 0;
  expect(servedLines).toBeGreaterThan(0);
  await expect(all.first().locator('.token-line')).toHaveCount(servedLines);
  await expect(page.locator('[data-code-server] .theme-code-block')).toHaveCount(2);
  expect(await scripts.prism()).toBe(false);
});

test('the server’s highlighted JSON stays highlighted behind a tab, without Prism', async ({page}) => {
  const scripts = watchScripts(page);
  await page.goto(API_PAGE);
  await waitForHydration(page);
  // Response examples sit behind an Example tab.
  const exampleTab = page.getByRole('tab', {name: /example/i}).first();
  await exampleTab.scrollIntoViewIfNeeded();
  await exampleTab.click();
  const json = page.locator('.theme-code-block:visible', {has: page.locator('.language-json')}).first();
  await json.scrollIntoViewIfNeeded();
  await expect(json.locator('.token.property').first()).toBeVisible();
  await expect(json.locator('.token.number').first()).toBeVisible();
  await expect(json.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  await scrollThroughBlocks(page);
  await page.waitForLoadState('networkidle');
  expect(await scripts.prism()).toBe(false);
  expect(scripts.files().filter((file) => file.includes('/prism-'))).toEqual([]);
});

test('word wrap works on the server’s markup', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto(API_PAGE);
  await waitForHydration(page);
  // The request sample (curl) is wider than a phone's screen.
  const block = page.locator('.theme-code-block:visible', {has: page.locator('.language-bash')}).first();
  await block.scrollIntoViewIfNeeded();
  const pre = block.locator('pre');
  expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
  await block.hover();
  await wrap.click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  await wrap.click();
  await expect(block.locator('code')).not.toHaveCSS('white-space', 'pre-wrap');
});

test('after client-side navigation a block is highlighted, loading only its own extra languages', async ({page}) => {
  const scripts = watchScripts(page);
  await page.goto('/');
  await waitForHydration(page);
  await navigate(page, API_PAGE);
  const curl = page.locator('.theme-code-block:visible', {has: page.locator('.language-bash')}).first();
  await curl.scrollIntoViewIfNeeded();
  await expect(curl.locator('.token.function').first()).toHaveText('curl');
  await expect(curl.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  expect(await scripts.prism()).toBe(true);
  const languages = () => scripts.files().filter((file) => file.includes('/prism-'));
  await expect.poll(languages).toContainEqual(expect.stringMatching(/\/prism-bash\.[0-9a-f]+\.js$/));
  // The site's other extra language, YAML, is on no API page.
  expect(languages().filter((file) => file.includes('prism-yaml'))).toEqual([]);
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

test('before Prism arrives, a block rendered in the browser shows plain lines in the same boxes', async ({
  page,
  browser,
}) => {
  // Reference: the page as the server renders it, with its buttons.
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  // Each block adopts its buttons on its own when the browser is idle: wait for both.
  const copyButtons = (p: Page) => p.locator('.theme-code-block').getByRole('button', {name: 'Copy code to clipboard'});
  await expect(page.locator('.theme-code-block')).toHaveCount(2);
  await expect(copyButtons(page)).toHaveCount(2);
  const served = await blocks(page);

  // Another visit starts on the home page with Prism held back, then opens the page in the app.
  const context = await browser.newContext();
  const slow = await context.newPage();
  const prism = await holdPrism(slow);
  await slow.goto('/');
  await waitForHydration(slow);
  await navigate(slow, CODE_PAGE);
  await slow.locator('.theme-code-block').last().scrollIntoViewIfNeeded();
  await expect.poll(prism.requested).toBe(true);
  const plain = await blocks(slow);
  expect(plain.map((b) => [b.height, b.lines, b.buttons])).toEqual(served.map((b) => [b.height, b.lines, 0]));

  prism.release();
  await expect(copyButtons(slow)).toHaveCount(2);
  expect(await blocks(slow)).toEqual(served);
  // Idle-time prefetches may still be passing through the route: let them finish before the context closes.
  await slow.unrouteAll({behavior: 'wait'});
  await context.close();
});
