import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** The README's "Folder layout" table matches the tree. */
const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Folder layout'));
const listed = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1].replace(/\/$/, ''));

/** Folders a checkout has that the table must account for (tooling output and dot-folders aside). */
const ignored = new Set(['node_modules', 'build', 'build-hosted', 'screenshots', 'test-results', 'playwright-report']);
const topFolders = readdirSync(root).filter(
  (name) => !name.startsWith('.') && !ignored.has(name) && statSync(path.join(root, name)).isDirectory(),
);
const pluginFolders = readdirSync(path.join(root, 'plugins')).map((name) => `plugins/${name}`);

describe('README folder layout', () => {
  it('lists paths', () => {
    expect(listed.length).toBeGreaterThan(10);
  });

  it.each(listed)('%s exists', (entry) => {
    expect(existsSync(path.join(root, entry))).toBe(true);
  });

  it.each(topFolders)('%s/ is described', (folder) => {
    expect(listed.some((entry) => entry === folder || entry.startsWith(`${folder}/`))).toBe(true);
  });

  it.each(pluginFolders)('%s has its own row and an index.ts entry', (folder) => {
    expect(listed).toContain(folder);
    expect(existsSync(path.join(root, folder, 'index.ts'))).toBe(true);
  });
});
