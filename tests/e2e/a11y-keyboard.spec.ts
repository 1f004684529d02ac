/**
 * Keyboard access (WCAG 2.1.1, 2.4.3, 2.4.7, 2.1.2): every control of a doc page is
 * reachable with Tab, focus is visible on it, and the search dialog keeps focus inside
 * while open and gives it back to the search button when it closes.
 */
import {expect, test, waitForHydration} from './support';
import type {Page} from '@playwright/test';

const DOC = '/docs/guide/welcome';

interface Focused {
  tag: string;
  text: string;
  label: string;
  area: 'skip' | 'navbar' | 'sidebar' | 'content' | 'toc' | 'footer' | 'other';
  search: boolean;
  toggle: boolean;
  external: boolean;
  /** A visible focus indicator: an outline or a box-shadow. */
  indicator: boolean;
  style: string;
}

/** Describe the focused element: where it is and whether its focus is visible. */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const area = el.closest('[class*="skipToContent"]')
      ? 'skip'
      : el.closest('.navbar')
        ? 'navbar'
        : el.closest('.theme-doc-sidebar-container')
          ? 'sidebar'
          : el.closest('.table-of-contents')
            ? 'toc'
            : el.closest('article')
              ? 'content'
              : el.closest('footer')
                ? 'footer'
                : 'other';
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? '').trim().slice(0, 40),
      label: el.getAttribute('aria-label') ?? '',
      area,
      search: el.classList.contains('DocSearch-Button'),
      toggle: (el.getAttribute('aria-label') ?? '').startsWith('Switch between dark and light mode'),
      external: el instanceof HTMLAnchorElement && el.host !== window.location.host,
      indicator: outline || shadow,
      style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
    } as const;
  });
}

test('Tab reaches the skip link, search, colour toggle, Dashboards, sidebar and content, with visible focus', async ({
  page,
}) => {
  await page.goto(DOC);
  await waitForHydration(page);
  const seen: Focused[] = [];
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    seen.push(now);
    if (now.area === 'content' && seen.some((f) => f.area === 'sidebar')) break;
  }
  const describe = (f: Focused) => `${f.area} ${f.tag} "${f.label || f.text}"`;

  expect(seen[0]?.text, 'the first Tab focuses the skip link').toBe('Skip to main content');
  expect(
    seen.some((f) => f.toggle),
    'colour toggle reached',
  ).toBe(true);
  expect(
    seen.some((f) => f.area === 'navbar' && f.external && f.text.startsWith('Dashboards')),
    'Dashboards',
  ).toBe(true);
  expect(
    seen.some((f) => f.area === 'sidebar' && f.tag === 'a'),
    'a sidebar link reached',
  ).toBe(true);
  expect(
    seen.some((f) => f.area === 'content' && f.tag === 'a'),
    'a content link reached',
  ).toBe(true);
  expect(
    seen.some((f) => f.search),
    'search button reached',
  ).toBe(true);

  // Focus order: navbar before sidebar before content.
  const firstIndex = (area: Focused['area']) => seen.findIndex((f) => f.area === area);
  expect(firstIndex('navbar')).toBeLessThan(firstIndex('sidebar'));
  expect(firstIndex('sidebar')).toBeLessThan(firstIndex('content'));

  const invisible = seen.filter((f) => !f.indicator).map((f) => `${describe(f)}: ${f.style}`);
  expect(invisible, 'focused controls without a visible outline or box-shadow').toEqual([]);
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto(DOC);
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> and then drops its temporary tabindex, so the focus may fall back
  // to <body>; the sequential focus starting point stays in <main> either way: the next Tab
  // lands inside the main content, not back in the navbar.
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => {
    const el = document.activeElement;
    return {inMain: Boolean(el?.closest('main')), text: (el?.textContent ?? '').trim().slice(0, 40)};
  });
  expect(next.inMain, `focused after skip + Tab: "${next.text}"`).toBe(true);
});

test('on a narrow screen the menu button opens the sidebar, which is reachable and closes with its button', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(DOC);
  await waitForHydration(page);
  const menu = page.getByRole('button', {name: 'Toggle navigation bar'});
  await menu.focus();
  await page.keyboard.press('Enter');
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  // The sidebar's controls take focus: Tab until a sidebar link is focused.
  let reached = false;
  for (let i = 0; i < 30 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar a')));
  }
  expect(reached, 'a link of the mobile sidebar is reachable with Tab').toBe(true);
  await page.getByRole('button', {name: /Close navigation bar/}).click();
  await expect(sidebar).toBeHidden();
});

test('the search dialog keeps focus inside while open and returns it to the search button', async ({page}) => {
  await page.goto(DOC);
  await waitForHydration(page);
  const button = page.locator('.DocSearch-Button');

  await button.focus();
  await page.keyboard.press('Enter');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').fill('counter');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  // Tab and Shift+Tab cycle inside the dialog.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press(key);
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal')));
      expect(inside, `focus left the search dialog after ${i + 1} x ${key}`).toBe(true);
    }
  }

  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(button).toBeFocused();

  // The same with the keyboard shortcut and the Cancel / close path by Escape.
  await page.keyboard.press('ControlOrMeta+k');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(button).toBeFocused();
});
