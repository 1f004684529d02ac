import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

/** Docs figures come in a light and a dark file, the dark or light twin written by scripts/figure-variants.mjs. */
const root = join(__dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'api' ? [] : files(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

describe('docs figures', () => {
  const figures = files(join(root, 'docs')).flatMap((path) =>
    Array.from(readFileSync(path, 'utf8').matchAll(/<Figure src="([^"]+)" alt="([^"]*)"/g), (m) => ({path, src: m[1], alt: m[2]})),
  );

  it('have a light and a dark file and alt text', () => {
    expect(figures.length).toBeGreaterThanOrEqual(9);
    for (const {path, src, alt} of figures) {
      expect(alt.length, `${path}: alt text of ${src}`).toBeGreaterThan(40);
      for (const mode of ['light', 'dark']) expect(existsSync(join(root, 'static', `${src}.${mode}.svg`)), `${path}: ${src}.${mode}.svg`).toBe(true);
    }
  });

  it('are shown with <Figure>, never as a single-mode Markdown image', () => {
    const single = files(join(root, 'docs')).filter((path) => /!\[[^\]]*\]\(\/img\/docs\//.test(readFileSync(path, 'utf8')));
    expect(single).toEqual([]);
  });

  it('have twins that match their drawing', () => {
    expect(() => execFileSync(process.execPath, [join(root, 'scripts', 'figure-variants.mjs'), '--check'], {stdio: 'pipe'})).not.toThrow();
  });
});
