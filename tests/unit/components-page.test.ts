/**
 * The writers' components page (/components) is built but kept out of the reader's way: not in the
 * sidebar, the sitemap or the search index, and marked noindex for search engines. Reads the build
 * (`npm run build`).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {parse} from 'node-html-parser';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const build = path.join(root, 'build');
const read = (file: string) => readFileSync(path.join(build, file), 'utf8');

/** The MDX sources of the docs and blog that writers write (the generated API pages aside). */
function sources(): string[] {
  return ['docs', 'blog'].flatMap((folder) =>
    readdirSync(path.join(root, folder), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file) && !file.startsWith(`api${path.sep}`))
      .map((file) => path.join(folder, file)),
  );
}

/** Every component a docs or blog page uses, by its JSX name (a `TabItem` is shown with its `Tabs`). */
function componentsUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sources()) {
    const text = readFileSync(path.join(root, file), 'utf8').replace(/^(`{3,})[\s\S]*?^\1/gm, '');
    for (const [, name] of text.matchAll(/<([A-Z][A-Za-z0-9]*)\b/g)) {
      const shown = name === 'TabItem' ? 'Tabs' : name!;
      if (!used.has(shown)) used.set(shown, file);
    }
  }
  return used;
}

describe('/components', () => {
  it('is built, with an example of every component the docs and blog use', () => {
    expect(
      existsSync(path.join(build, 'components/index.html')),
      'build/components/index.html: run `npm run build`',
    ).toBe(true);
    // The build minifies HTML: attribute quotes are optional.
    const shown = new Set(
      [...read('components/index.html').matchAll(/data-component="?([A-Za-z0-9]+)/g)].map((match) => match[1]),
    );
    const used = componentsUsed();
    expect(used.size, 'components in docs/ and blog/').toBeGreaterThan(0);
    const missing = [...used].filter(([name]) => !shown.has(name)).map(([name, file]) => `${name} (used in ${file})`);
    expect(missing, 'components without an example on src/pages/components.mdx').toEqual([]);
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
