import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {listFiles} from '../../scripts/list-files.mjs';
import {contrast, minContrast, texts} from '../../scripts/figure-variants.mjs';

/** Docs figures come in a light and a dark file, the dark or light twin written by scripts/figure-variants.mjs. */
const root = join(__dirname, '..', '..');

function svgs(dir: string): string[] {
  return listFiles(dir, {keep: (file) => file.endsWith('.svg')}).map((file) => join(dir, file));
}

/** The Markdown and MDX files under dir, leaving out the generated API pages. */
function files(dir: string): string[] {
  return listFiles(dir, {keep: (file) => /\.mdx?$/.test(file), skipDir: (_, name) => name === 'api'}).map((file) =>
    join(dir, file),
  );
}

describe('docs figures', () => {
  const figures = files(join(root, 'docs')).flatMap((path) =>
    Array.from(readFileSync(path, 'utf8').matchAll(/<Figure src="([^"]+)" alt="([^"]*)"/g), (m) => ({
      path,
      src: m[1],
      alt: m[2],
    })),
  );

  it('have a light and a dark file and alt text', () => {
    // Every <Figure> of the sources is read (src first, then alt), so none escapes the checks below.
    const tags = files(join(root, 'docs')).reduce(
      (sum, path) => sum + (readFileSync(path, 'utf8').match(/<Figure\b/g)?.length ?? 0),
      0,
    );
    expect(figures.length, '<Figure src="…" alt="…"> in docs/').toBe(tags);
    for (const {path, src, alt} of figures) {
      expect(alt.length, `${path}: alt text of ${src}`).toBeGreaterThan(40);
      for (const mode of ['light', 'dark'])
        expect(existsSync(join(root, 'static', `${src}.${mode}.svg`)), `${path}: ${src}.${mode}.svg`).toBe(true);
    }
  });

  it('are shown with <Figure>, never as a single-mode Markdown image', () => {
    const single = files(join(root, 'docs')).filter((path) =>
      /!\[[^\]]*\]\(\/img\/docs\//.test(readFileSync(path, 'utf8')),
    );
    expect(single).toEqual([]);
  });

  it('have twins that match their drawing', () => {
    // The check compares each drawn file (marked `<!-- source -->`) with its twin and skips unmarked
    // files, so every figure must have exactly one drawn file for it to cover the figure.
    const drawn = [...new Set(figures.map((figure) => figure.src))].map(
      (src) =>
        [
          src,
          ['light', 'dark'].filter((mode) =>
            readFileSync(join(root, 'static', `${src}.${mode}.svg`), 'utf8').includes('<!-- source -->'),
          ),
        ] as const,
    );
    expect(
      drawn.filter(([, modes]) => modes.length !== 1),
      'figures without exactly one drawn file',
    ).toEqual([]);
    expect(() =>
      execFileSync(process.execPath, [join(root, 'scripts', 'figure-variants.mjs'), '--check'], {stdio: 'pipe'}),
    ).not.toThrow();
  }, 30_000);

  describe('text reaches 4.5:1 on the shape it sits on', () => {
    const all = svgs(join(root, 'static', 'img', 'docs'));
    it('in every drawn and generated file', () => {
      // At least the two files of every figure the docs show.
      expect(all.length).toBeGreaterThanOrEqual(2 * new Set(figures.map((figure) => figure.src)).size);
    });
    for (const path of all) {
      it(path.slice(root.length + 1), () => {
        const found = texts(readFileSync(path, 'utf8'));
        expect(found.length).toBeGreaterThan(3);
        const weak = found
          .map((t) => ({...t, ratio: Math.round(contrast(t.fill, t.background) * 100) / 100}))
          .filter((t) => t.ratio < minContrast)
          .map((t) => `"${t.label}" ${t.fill} on ${t.background}: ${t.ratio}:1`);
        expect(weak).toEqual([]);
      });
    }
  });

  it('the contrast helper matches WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
