/**
 * Code blocks load Prism on demand (src/theme/CodeBlock/Content/String.tsx, src/plugins/lazyPrism.ts):
 * pages without code never fetch it, pages with code highlight once it arrives, and until then the
 * same lines show as plain text in the same boxes.
 */
import type {Page, Request} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';

const API_PAGE = '/docs/api/get-guild-member-counts';

/** Prism's tokenizer and prism-react-renderer's hook both appear in the chunk that highlights code. */
async function isPrismChunk(request: Request): Promise<boolean> {
  if (!request.url().endsWith('.js')) return false;
  const body = (await (await request.response())?.text()) ?? '';
  return body.includes('getTokenProps') && body.includes('tokenize');
}

function recordScripts(page: Page): Request[] {
  const scripts: Request[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  return scripts;
}

/** Height, line count and highlighted-token count of every code block on the page. */
function blocks(page: Page) {
  return page.locator('.theme-code-block').evaluateAll((elements) =>
    elements.map((el) => ({
      height: Math.round(el.getBoundingClientRect().height),
      lines: el.querySelectorAll('.token-line').length,
      highlighted: el.querySelectorAll('.token:not(.plain)').length,
    })),
  );
}

test('the home page does not load Prism', async ({page}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    expect(await isPrismChunk(script), script.url()).toBe(false);
  }
});

test('an API page highlights its JSON examples', async ({page}) => {
  await page.goto(API_PAGE);
  await waitForHydration(page);
  const json = page.locator('.theme-code-block .language-json').first();
  await expect(json.locator('.token.property').first()).toBeAttached();
  await expect(json.locator('.token.number').first()).toBeAttached();
  // Highlighted blocks get the theme's copy button.
  await expect(page.locator('.theme-code-block').first().locator('button').first()).toHaveAttribute('aria-label', /copy/i);
});

test('before Prism arrives, code shows as plain text in the same boxes', async ({page, browser}) => {
  // Reference: the page as it settles normally.
  await page.goto(API_PAGE);
  await waitForHydration(page);
  await expect(page.locator('.theme-code-block .token.property').first()).toBeAttached();
  const settled = await blocks(page);
  expect(settled.length).toBeGreaterThan(2);

  // Same page, with the Prism chunk held back until released.
  const context = await browser.newContext();
  const slow = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await slow.route(/\/assets\/js\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('getTokenProps') && body.includes('tokenize')) await released;
    await route.fulfill({response, body});
  });
  // The held script delays the load event, so wait for the HTML only.
  await slow.goto(API_PAGE, {waitUntil: 'domcontentloaded'});
  await waitForHydration(slow);
  const plain = await blocks(slow);
  expect(plain.map((b) => b.highlighted)).toEqual(settled.map(() => 0));
  expect(plain.map((b) => [b.height, b.lines])).toEqual(settled.map((b) => [b.height, b.lines]));

  release();
  await expect(slow.locator('.theme-code-block .token.property').first()).toBeAttached();
  expect((await blocks(slow)).map((b) => [b.height, b.lines])).toEqual(settled.map((b) => [b.height, b.lines]));
  await context.close();
});
