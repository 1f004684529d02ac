/**
 * Every docs route of the route list (tests/fixtures/routes.txt) outside the API reference has a finished
 * page of the required length in the production build. One test per route.
 */
import {docsRoutes} from '../fixtures/routes';
import {expect, test} from './support';

const FAQ_MINIMUM = 120;
const PAGE_MINIMUM = 250;
const PLACEHOLDERS = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder text/i;

// Scripts stay off: the server-rendered HTML is what is measured, and the pages load fast.
test.use({javaScriptEnabled: false});

for (const route of docsRoutes()) {
  test(`${route} is finished and long enough`, async ({page}) => {
    const response = await page.goto(route, {waitUntil: 'domcontentloaded'});
    expect(response?.status(), `${route}: status`).toBe(200);
    const result = await page.evaluate(() => {
      const article = document.querySelector('article .theme-doc-markdown');
      if (!article) return null;
      const copy = article.cloneNode(true) as HTMLElement;
      const title = copy.querySelector('h1')?.textContent?.trim() ?? '';
      // Prose only: code blocks, reference tables and the title do not count towards the length.
      copy.querySelectorAll('pre, table, h1').forEach((node) => node.remove());
      const text = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
      return {title, text, words: text.split(' ').filter((word) => /[A-Za-z0-9]/.test(word)).length};
    });
    expect(result, `${route}: a doc article`).not.toBeNull();
    const minimum = route.startsWith('/docs/faq/') ? FAQ_MINIMUM : PAGE_MINIMUM;
    expect(result!.title.length, `${route}: a title`).toBeGreaterThanOrEqual(3);
    expect(result!.words, `${route}: words of prose`).toBeGreaterThanOrEqual(minimum);
    expect(result!.text.match(PLACEHOLDERS)?.[0], `${route}: placeholder text`).toBeUndefined();
  });
}
