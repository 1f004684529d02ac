import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';

/**
 * Every docs route of the route list (tests/fixtures/routes.txt) outside the API reference has a finished
 * page of the required length in the production build.
 */
const routes = readFileSync(join(__dirname, '..', 'fixtures', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/docs/') && !line.startsWith('/docs/api/') && !line.startsWith('/docs/category/'));

const FAQ_MINIMUM = 120;
const PAGE_MINIMUM = 250;
const PLACEHOLDERS = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder text/i;

test('the route list has 37 docs pages outside the API reference', () => {
  expect(routes).toHaveLength(37);
});

test('every docs page is finished and long enough', async ({page}) => {
  test.setTimeout(180_000);
  // Block scripts: the server-rendered HTML is what is measured, and the walk stays fast.
  await page.route('**/*.js', (route) => route.abort());
  const problems: string[] = [];
  for (const route of routes) {
    const response = await page.goto(route, {waitUntil: 'domcontentloaded'});
    if (response?.status() !== 200) {
      problems.push(`${route}: status ${response?.status()}`);
      continue;
    }
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
    if (!result) {
      problems.push(`${route}: no doc article`);
      continue;
    }
    const minimum = route.startsWith('/docs/faq/') ? FAQ_MINIMUM : PAGE_MINIMUM;
    if (result.title.length < 3) problems.push(`${route}: no title`);
    if (result.words < minimum) problems.push(`${route}: ${result.words} words of prose, fewer than ${minimum}`);
    const placeholder = result.text.match(PLACEHOLDERS);
    if (placeholder) problems.push(`${route}: placeholder text "${placeholder[0]}"`);
  }
  expect(problems).toEqual([]);
});
