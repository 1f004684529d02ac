import type {Page} from '@playwright/test';
import {expect, test} from './support';

/** The six general FAQ routes. */
const faqRoutes = [
  '/docs/faq/general/delete-data',
  '/docs/faq/general/how-find-id',
  '/docs/faq/general/invite-statlas',
  '/docs/faq/general/reset-data',
  '/docs/faq/general/what-is-prefix',
  '/docs/faq/general/what-is-statlas',
] as const;

/** Minimum length of an FAQ answer (writing standard). */
const minAnswerWords = 120;

/**
 * Counts the words of the answer in the page's article: the rendered Markdown without
 * the title and without a closing "Next steps" section, if a page has one, which only links onwards.
 */
async function answerWordCount(page: Page): Promise<number> {
  return page.locator('article .theme-doc-markdown').evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('header, h1').forEach((el) => el.remove());
    const next = Array.from(copy.querySelectorAll('h2')).find((h) => /next steps/i.test(h.textContent ?? ''));
    if (next) {
      let el: Element | null = next;
      while (el) {
        const following: Element | null = el.nextElementSibling;
        el.remove();
        el = following;
      }
    }
    const text = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    return text.split(' ').filter((w) => /[A-Za-z0-9]/.test(w)).length;
  });
}

test.describe('FAQ pages', () => {
  for (const route of faqRoutes) {
    test(`${route} has a title and a full answer`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const h1 = page.locator('article h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(/\S/);
      expect(await answerWordCount(page)).toBeGreaterThanOrEqual(minAnswerWords);
      // An answer ends with the answer: the sidebar already links to the other pages.
      await expect(page.locator('article h2', {hasText: /next steps/i})).toHaveCount(0);
    });
  }
});

test.describe('Developer terms', () => {
  test('are dated and contain the required sections', async ({page}) => {
    const response = await page.goto('/docs/legal/developer-terms');
    expect(response?.status()).toBe(200);
    const article = page.locator('article');
    await expect(article.locator('h1')).toHaveText(/developer terms/i);
    await expect(article).toContainText(
      /Last updated: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
    const headings = article.locator('h2');
    for (const section of [/rate limits/i, /data protection/i, /termination/i, /liability/i, /changes/i]) {
      await expect(headings.filter({hasText: section})).toHaveCount(1);
    }
    await expect(article).toContainText('https://api.statlas.app/v1');
    await expect(article).toContainText('Retry-After');
  });
});
