import {readFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {parse} from 'node-html-parser';

/**
 * Reads the production build from disk: every docs route of the specification
 * outside the API reference has a finished page of the required length.
 */
const buildDir = join(__dirname, '..', '..', 'build');
const routes = readFileSync(join(__dirname, '..', 'fixtures', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/docs/') && !line.startsWith('/docs/api/') && !line.startsWith('/docs/category/'));

const FAQ_MINIMUM = 120;
const PAGE_MINIMUM = 250;
const PLACEHOLDERS = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder text/i;

function proseOf(route: string): {title: string; words: number; text: string} {
  const file = join(buildDir, route, 'index.html');
  if (!existsSync(file)) {
    throw new Error(`${route}: no page in the build (${file})`);
  }
  const root = parse(readFileSync(file, 'utf8'));
  const article = root.querySelector('article .theme-doc-markdown');
  if (!article) {
    throw new Error(`${route}: no doc article`);
  }
  const title = article.querySelector('h1')?.text.trim() ?? '';
  // Prose only: code blocks and reference tables do not count towards the length.
  for (const node of article.querySelectorAll('pre, table, h1')) {
    node.remove();
  }
  const text = article.text.replace(/\s+/g, ' ').trim();
  const words = text.split(' ').filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return {title, words, text};
}

test('the specification lists 37 docs pages outside the API reference', () => {
  expect(routes).toHaveLength(37);
});

for (const route of routes) {
  test(`${route} is a finished page`, () => {
    const {title, words, text} = proseOf(route);
    expect(title.length, 'page title').toBeGreaterThan(2);
    const minimum = route.startsWith('/docs/faq/') ? FAQ_MINIMUM : PAGE_MINIMUM;
    expect(words, `${route} has ${words} words of prose`).toBeGreaterThanOrEqual(minimum);
    expect(text).not.toMatch(PLACEHOLDERS);
  });
}
