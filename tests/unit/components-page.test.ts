/**
 * The writers' components page (/components) is built but kept out of the reader's way: not in the
 * sidebar, the sitemap or the search index, and marked noindex for search engines. Reads the build
 * (`npm run build`).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {parse} from 'node-html-parser';
import {describe, expect, it} from 'vitest';

const build = path.resolve(__dirname, '../../build');
const read = (file: string) => readFileSync(path.join(build, file), 'utf8');

describe('/components', () => {
  it('is built, with an example per component', () => {
    expect(
      existsSync(path.join(build, 'components/index.html')),
      'build/components/index.html: run `npm run build`',
    ).toBe(true);
    // The build minifies HTML: attribute quotes are optional.
    expect(read('components/index.html').match(/class="?component-example[" >]/g)?.length).toBeGreaterThanOrEqual(18);
  });

  it('tells search engines not to index it', () => {
    expect(read('components/index.html')).toMatch(/<meta[^>]+name="?robots"?[^>]+content="noindex/);
  });

  it('is not in the sitemap', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('/docs/usage/messages</loc>');
    expect(sitemap).not.toMatch(/\/components<\/loc>/);
  });

  it('is not in the search index', () => {
    const index = JSON.parse(read('search-index.json')) as {p: Array<[string]>};
    expect(index.p.length).toBeGreaterThan(30);
    expect(index.p.map(([p]) => p)).not.toContain('/components');
  });

  it('is not linked from the docs sidebar', () => {
    // Parsed, not matched as text: the minified HTML writes most hrefs without quotes.
    const sidebar = parse(read('docs/guide/welcome/index.html')).querySelector('nav[aria-label="Docs sidebar"]');
    const hrefs = sidebar?.querySelectorAll('a[href]').map((a) => a.getAttribute('href')) ?? [];
    expect(hrefs, 'the sidebar links the guide').toContain('/docs/guide/setup');
    expect(hrefs).not.toContain('/components');
  });
});
