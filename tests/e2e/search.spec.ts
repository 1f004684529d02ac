/**
 * Search dialog and /search page on the embedded backend (the default build).
 * The index is the fixture served through page.route, so the assertions do not depend on the
 * wording of the real pages; one test uses the real build/search-index.json.
 */
import type {Page} from '@playwright/test';

import {afterNextFrames, expect, sel, serveFixtureIndex, test, waitForHydration} from './support';

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__statlas';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__statlas';

async function openWithShortcut(page: Page) {
  await waitForHydration(page);
  // After a hit is chosen the old dialog closes a moment later: the shortcut toggles, so pressed
  // before that it would close the old dialog instead of opening a new one.
  await expect(page.locator(sel.modal)).toBeHidden();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator(sel.modal)).toBeVisible();
}

async function search(page: Page, query: string) {
  await page.locator(sel.input).fill(query);
}

function savedItem(i: number) {
  return {
    objectID: `saved-${i}`,
    url: `/docs/guide/welcome#saved-${i}`,
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Guide',
      lvl1: 'Welcome to Statlas',
      lvl2: `Saved ${i}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  };
}

async function storage(page: Page, key: string): Promise<Array<{objectID: string; hierarchy: Record<string, string>}>> {
  return page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? '[]'), key);
}

test.describe('embedded search dialog', () => {
  test('loads the index lazily, once, from the site only, without Algolia hints or branding', async ({page, guard}) => {
    const calls = await serveFixtureIndex(page);
    await page.goto('/docs/guide/welcome');
    await page.waitForLoadState('networkidle');
    expect(calls.count).toBe(0);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);

    await openWithShortcut(page);
    const input = page.locator(sel.input);
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('maxlength', '64');
    await expect(page.locator(sel.startScreen)).toContainText('No recent searches');
    const footer = page.locator('.DocSearch-Footer');
    await expect(footer.locator('.DocSearch-Commands li')).toHaveCount(3);
    await expect(footer).toContainText(/select/i);
    await expect(footer).toContainText(/navigate/i);
    await expect(footer).toContainText(/close/i);
    await expect(footer.getByLabel('Enter key')).toBeVisible();
    await expect(footer.getByLabel('Escape key')).toBeVisible();
    // DocSearch renders the logo; the embedded mode's stylesheet hides it.
    await expect(page.locator('.DocSearch-Logo')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(page.locator(sel.modal).getByText(/Search by|Powered by/)).toBeHidden();
    await expect(page.locator(sel.modal).getByLabel('Algolia')).toBeHidden();

    await search(page, 'stats top');
    // The page comes first in its group, then its section.
    await expect(page.locator(sel.hit).first()).toContainText('Stats commands');
    await expect(page.locator(sel.hit).nth(1)).toContainText('stats top');
    await search(page, 'counter');
    await expect(page.locator(sel.hit).first()).toBeVisible();
    expect(calls.count).toBe(1);
    await page.keyboard.press('Escape');
    await openWithShortcut(page);
    await search(page, 'dashboard');
    await expect(page.locator(sel.hit).first()).toBeVisible();
    expect(calls.count).toBe(1);
    expect(guard.foreign).toEqual([]);
  });

  test('opens with / outside inputs and closes with Escape, the backdrop and Cancel', async ({page}) => {
    await serveFixtureIndex(page);
    await page.goto('/docs/guide/welcome');
    await waitForHydration(page);
    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(page.locator(sel.modal)).toBeVisible();
    await expect(page.locator(sel.input)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.locator(sel.modal)).toBeHidden();

    // '/' typed into an input is text, not a shortcut.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'probe';
      document.querySelector('main')!.prepend(input);
    });
    await page.locator('#probe').focus();
    await page.keyboard.press('/');
    await expect(page.locator(sel.modal)).toBeHidden();
    await expect(page.locator('#probe')).toHaveValue('/');

    await page.locator('main').click({position: {x: 5, y: 5}});
    await openWithShortcut(page);
    await page.locator('.DocSearch-Container').click({position: {x: 10, y: 10}});
    await expect(page.locator(sel.modal)).toBeHidden();

    await page.setViewportSize({width: 600, height: 800});
    await openWithShortcut(page);
    await search(page, 'dashboard');
    await page.locator('.DocSearch-Reset').click();
    await expect(page.locator(sel.input)).toHaveValue('');
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.locator(sel.modal)).toBeHidden();
  });

  test('groups results by section, 5 per group, and links to all results on /search', async ({page}) => {
    await serveFixtureIndex(page);
    await page.goto('/docs/guide/welcome');
    await openWithShortcut(page);
    await search(page, 'counter');
    await expect(page.locator(sel.source, {hasText: 'Tools'})).toBeVisible();
    await expect(page.locator(sel.source, {hasText: 'Blog'})).toBeVisible();
    await expect(page.locator(sel.source, {hasText: 'Guide'})).toBeVisible();
    await search(page, 'leaderboard');
    const resources = page.locator('section.DocSearch-Hits', {has: page.locator(sel.source, {hasText: 'Resources'})});
    await expect(resources.locator(sel.hit)).toHaveCount(5);
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    const label = await seeAll.textContent();
    expect(Number(/See all (\d+) results/.exec(label ?? '')?.[1])).toBeGreaterThan(20);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=leaderboard$/);
    await expect(page.locator('article').first()).toContainText('Leaderboard');
    await expect(page.locator('[class*="searchLogoColumn"]')).toBeHidden();

    // The /search page writes q back as the reader types.
    await page.locator('input[type="search"]').fill('log channel');
    await expect(page).toHaveURL(/\/search\?q=log(\+|%20)channel$/);
    await expect(page.locator('article').first()).toContainText('log channel', {ignoreCase: true});
  });

  test('keyboard: arrows wrap, Enter opens, Ctrl+Enter a tab, Shift+Enter a window', async ({page, context}) => {
    await serveFixtureIndex(page);
    await page.goto('/docs/guide/welcome');
    await openWithShortcut(page);
    await search(page, 'permissions');
    const hits = page.locator(sel.hit);
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    const count = await hits.count();
    // With one hit, the first and the last are the same and wrapping shows nothing.
    expect(count).toBeGreaterThan(1);
    await page.keyboard.press('ArrowUp');
    await expect(hits.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');

    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('ControlOrMeta+Enter')]);
    await expect(tab).toHaveURL(/\/docs\/guide\/invite/);
    await tab.close();
    const [win] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await expect(win).toHaveURL(/\/docs\/guide\/invite/);
    await win.close();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/guide\/invite/);
    await expect(page.locator(sel.modal)).toBeHidden();
  });

  test('recent and favorite searches in localStorage', async ({page}) => {
    await serveFixtureIndex(page);
    await page.goto('/docs/guide/welcome');
    await openWithShortcut(page);
    // Its page title holds the first word and only a paragraph all three: the page and that paragraph show.
    await search(page, 'statlas reports joins');
    // A content hit is saved through its parent page.
    await page.locator(sel.hit, {hasText: 'where Statlas reports'}).click();
    await expect(page).toHaveURL(/\/docs\/guide\/setup#choose-a-log-channel$/);
    await expect.poll(async () => (await storage(page, RECENT)).length).toBe(1);
    const recent = await storage(page, RECENT);
    expect(recent[0]).toMatchObject({type: 'lvl1', url: '/docs/guide/setup', hierarchy: {lvl1: 'Set up Statlas'}});

    await openWithShortcut(page);
    await expect(page.locator(sel.source, {hasText: 'Recent'})).toBeVisible();
    await page.getByTitle('Save this search').first().click();
    await expect(page.locator(sel.source, {hasText: 'Favorite'})).toBeVisible();
    await expect(page.locator(sel.source, {hasText: 'Recent'})).toHaveCount(0);
    await expect.poll(async () => (await storage(page, RECENT)).length).toBe(0);
    await expect.poll(async () => (await storage(page, FAVORITE)).length).toBe(1);

    // Selecting a favorite does not add it to Recent.
    await search(page, 'set up statlas');
    await page.locator(sel.hit, {hasText: 'Set up Statlas'}).first().click();
    await expect(page).toHaveURL(/\/docs\/guide\/setup$/);
    await expect.poll(async () => (await storage(page, RECENT)).length).toBe(0);

    await openWithShortcut(page);
    await page.getByTitle('Remove this search from favorites').first().click();
    await expect(page.locator(sel.startScreen)).toContainText('No recent searches');
    await expect.poll(async () => (await storage(page, FAVORITE)).length).toBe(0);

    await search(page, 'dashboard');
    await page
      .locator(sel.hit, {hasText: /dashboard/i})
      .first()
      .click();
    await openWithShortcut(page);
    await expect(page.locator(sel.source, {hasText: 'Recent'})).toBeVisible();
    await page.getByTitle('Remove this search from history').first().click();
    await expect(page.locator(sel.startScreen)).toContainText('No recent searches');
    await expect.poll(async () => (await storage(page, RECENT)).length).toBe(0);
  });

  test('the open dialog keeps its searches when the page behind it finishes loading', async ({page}) => {
    await serveFixtureIndex(page);
    await page.goto('/docs/guide/welcome');
    await openWithShortcut(page);
    await search(page, 'dashboard');
    // The next page's code is held back: the address changes at once, the page a moment later.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await released;
      await route.continue();
    });
    await page
      .locator(sel.hit, {hasText: /dashboard/i})
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs\/guide\/dashboard$/);
    await expect(page.locator('article h1')).toHaveText('Welcome to Statlas');
    // Reopened before the page has loaded, as a reader does who searches again at once.
    await openWithShortcut(page);
    const recent = page.locator(sel.source, {hasText: 'Recent'});
    await expect(recent).toBeVisible();
    release();
    await expect(page.locator('article h1')).toHaveText('The Statlas dashboard');
    // The mouse over the list: the dialog still shows the recent search, and its buttons work.
    await page.locator(sel.hit).first().hover();
    await expect(recent).toBeVisible();
    await page.getByTitle('Remove this search from history').click();
    await expect(page.locator(sel.startScreen)).toContainText('No recent searches');
    await expect.poll(async () => (await storage(page, RECENT)).length).toBe(0);
  });

  test('keeps 7 recent searches without favorites, 4 with, and 10 favorites', async ({page}) => {
    await serveFixtureIndex(page);
    await page.goto('/docs/guide/welcome');
    await page.evaluate(([key, items]) => window.localStorage.setItem(key as string, JSON.stringify(items)), [
      RECENT,
      Array.from({length: 7}, (_, i) => savedItem(i)),
    ] as const);
    await page.reload();
    await openWithShortcut(page);
    await search(page, 'stats server');
    await page.locator(sel.hit).first().click();
    // The new search is first (once stored) and the oldest saved one has gone.
    await expect.poll(async () => (await storage(page, RECENT))[0]?.objectID).not.toMatch(/^saved-/);
    const seven = await storage(page, RECENT);
    expect(seven).toHaveLength(7);
    expect(seven[0]!.objectID).not.toMatch(/^saved-/);
    expect(seven.map((item) => item.objectID)).not.toContain('saved-6');

    await page.evaluate(([fav, items]) => window.localStorage.setItem(fav as string, JSON.stringify(items)), [
      FAVORITE,
      Array.from({length: 10}, (_, i) => savedItem(100 + i)),
    ] as const);
    await page.reload();
    await openWithShortcut(page);
    await search(page, 'dashboard');
    await page.locator(sel.hit).first().click();
    // Stored once the list has been cut to four (it holds seven before).
    await expect.poll(async () => (await storage(page, RECENT)).length).toBe(4);
    const four = await storage(page, RECENT);
    // The new search first, then the three newest of before.
    const ids = (items: Array<{objectID: string}>) => items.map((item) => item.objectID);
    expect(ids(seven)).not.toContain(four[0]!.objectID);
    expect(ids(four.slice(1))).toEqual(ids(seven.slice(0, 3)));

    await openWithShortcut(page);
    await page
      .locator('section.DocSearch-Hits', {has: page.locator(sel.source, {hasText: 'Recent'})})
      .getByTitle('Save this search')
      .first()
      .click();
    // The saved search is first and the oldest favorite has gone.
    await expect.poll(async () => (await storage(page, FAVORITE))[0]?.objectID).not.toMatch(/^saved-/);
    const favorites = await storage(page, FAVORITE);
    expect(favorites).toHaveLength(10);
    expect(favorites.map((item) => item.objectID)).not.toContain('saved-109');
  });

  test('snippets are 10 words, 5 on narrow screens', async ({page}) => {
    await serveFixtureIndex(page);
    const words = async () => {
      const text = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').first().textContent();
      return (text ?? '').replace(/…/g, ' ').match(/[\p{L}\p{N}]+/gu)!.length;
    };
    await page.goto('/docs/guide/welcome');
    await openWithShortcut(page);
    await search(page, 'most active members week');
    await expect(page.locator(sel.hit).first()).toBeVisible();
    expect(await words()).toBe(10);
    await page.keyboard.press('Escape');

    await page.setViewportSize({width: 700, height: 900});
    await page.reload();
    await openWithShortcut(page);
    await search(page, 'most active members week');
    await expect(page.locator(sel.hit).first()).toBeVisible();
    expect(await words()).toBe(5);
  });

  test('no results: message, suggestions and a report link with the query', async ({page}) => {
    await serveFixtureIndex(page);
    await page.goto('/docs/guide/welcome');
    await openWithShortcut(page);
    // Build suggestions (section names) from a successful query first.
    await search(page, 'leaderboard counter');
    await expect(page.locator(sel.hit).first()).toBeVisible();
    await search(page, 'qwxzv');
    const screen = page.locator(sel.noResults);
    await expect(screen).toContainText('No results for "qwxzv"');
    await expect(screen).not.toContainText('No results found for');
    await expect(screen).toContainText('Try searching for');
    const suggestions = screen.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute('href', /^https:\/\/discord\.gg\/statlas\?search=qwxzv$/);
  });

  test.describe('index unreachable', () => {
    test.use({unguarded: 'the index request fails on purpose; Chromium logs it and the search client rethrows it'});

    test('error view when the index cannot be fetched, then recovers', async ({page}) => {
      let fail = true;
      await page.route('**/search-index.json', async (route) => {
        if (fail) return route.abort('internetdisconnected');
        return route.fallback();
      });
      await page.goto('/docs/guide/welcome');
      await openWithShortcut(page);
      await search(page, 'stats');
      await expect(page.locator(sel.error)).toContainText('Unable to fetch results');
      await expect(page.locator(sel.error)).toContainText('You might want to check your network connection.');
      // Still in error once the next frames have rendered (upstream resets the status to idle at once without the patch).
      await afterNextFrames(page);
      await expect(page.locator(sel.error)).toBeVisible();

      fail = false;
      await page.unroute('**/search-index.json');
      await serveFixtureIndex(page);
      await search(page, 'stats top');
      await expect(page.locator(sel.hit).first()).toBeVisible();
      await expect(page.locator(sel.error)).toHaveCount(0);
    });
  });

  test('shows the loading state when a request takes over 300 ms', async ({page}) => {
    // The index is held back until the loading state has shown.
    let release!: () => void;
    await serveFixtureIndex(page, {until: new Promise<void>((resolve) => (release = resolve))});
    await page.goto('/docs/guide/welcome');
    await waitForHydration(page);
    await page.keyboard.press('ControlOrMeta+k');
    await page.locator(sel.input).fill('counter');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator(sel.hit)).toHaveCount(0);
    release();
    await expect(page.locator(sel.hit).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('markup in a query or in page content stays text', async ({page}) => {
    await serveFixtureIndex(page);
    await page.goto('/docs/guide/welcome');
    await openWithShortcut(page);
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    await search(page, payload.slice(0, 64));
    await expect(page.locator(sel.noResults).or(page.locator(sel.hit).first())).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')).toHaveCount(0);

    await search(page, 'escaping check script');
    const hit = page.locator(sel.hit).first();
    await expect(hit).toContainText('<script>');
    await expect(page.locator('.DocSearch-Modal script, .DocSearch-Modal b')).toHaveCount(0);
    await search(page, 'markup test');
    await expect(page.locator(sel.hit).first()).toContainText('<img src=x');
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);

    // The /search page renders the same escaped text.
    await page.goto(`/search?q=${encodeURIComponent('escaping check')}`);
    await expect(page.locator('article').first()).toContainText('<script>');
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });

  test('the real build index answers a query', async ({page}) => {
    await page.goto('/docs/guide/welcome');
    await openWithShortcut(page);
    await search(page, 'welcome');
    await expect(page.locator(sel.hit).first()).toBeVisible();
    await page.locator(sel.hit).first().click();
    await expect(page).toHaveURL(/\/docs\//);
  });
});

test('/search has one main landmark, before and after a query', async ({page}) => {
  await page.goto('/search');
  await waitForHydration(page);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', {level: 1})).toBeVisible();
  await page.getByRole('main').getByRole('searchbox').fill('prefix');
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
});
