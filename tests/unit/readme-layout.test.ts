import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {listFiles} from '../../scripts/list-files.mjs';

/**
 * The README and the writers' guide stay true: the README is short and starts with the two commands,
 * its "Folder layout" table matches the tree, every file either links exists, every `npm run` script
 * either names is in package.json, and every environment variable the README documents is read by
 * the code.
 */
const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const guide = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
const docs = {'README.md': readme, 'CONTRIBUTING.md': guide};
const {scripts} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The text of the `## heading` section, up to the next `## `. */
function sectionOf(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

const layout = sectionOf(readme, 'Folder layout');
const listed = [...layout.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]!.replace(/\/$/, ''));

/** Folders a checkout has that the table must account for (tooling output and dot-folders aside). */
const ignored = new Set(['node_modules', 'build', 'build-hosted', 'screenshots', 'test-results', 'playwright-report']);
const topFolders = readdirSync(root).filter(
  (name) => !name.startsWith('.') && !ignored.has(name) && statSync(path.join(root, name)).isDirectory(),
);
const pluginFolders = readdirSync(path.join(root, 'plugins')).map((name) => `plugins/${name}`);

describe('README', () => {
  it('is under 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(200);
  });

  it('starts with the two commands, and what they run exists', () => {
    const blocks = [...readme.matchAll(/^```bash\n([\s\S]*?)\n```$/gm)].map((match) => match[1]!.trim());
    expect(blocks.slice(0, 2)).toEqual(['bash scripts/setup.sh && npm run build && npm run serve', 'bash .ci/run']);
    expect(readme.indexOf('```bash')).toBeLessThan(readme.indexOf('\n## ', readme.indexOf('## Two commands') + 1));
    for (const file of ['scripts/setup.sh', '.ci/run']) expect(existsSync(path.join(root, file)), file).toBe(true);
    for (const script of ['build', 'serve']) expect(scripts[script], `npm run ${script}`).toBeDefined();
  });

  it('links the writers’ guide', () => {
    expect(readme).toContain('](CONTRIBUTING.md)');
  });

  it('documents the hosted services’ variables, each read by the code', () => {
    const table = sectionOf(readme, 'Configuration');
    const documented = [...table.matchAll(/^\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) \|/gm)].flatMap((match) =>
      [...match[1]!.matchAll(/`([A-Z_]+)`/g)].map((name) => name[1]!),
    );
    for (const name of ['GTAG_MEASUREMENT_ID', 'ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME']) {
      expect(documented, name).toContain(name);
    }
    const code = ['docusaurus.config.ts', 'playwright.config.ts', 'src', 'plugins', 'scripts', 'tests']
      .flatMap((entry) =>
        statSync(path.join(root, entry)).isDirectory()
          ? listFiles(path.join(root, entry), {keep: (file: string) => /\.(ts|tsx|mjs|js)$/.test(file)}).map(
              (file: string) => path.join(entry, file),
            )
          : [entry],
      )
      // This test names them too.
      .filter((file) => !file.endsWith('readme-layout.test.ts'))
      .map((file) => readFileSync(path.join(root, file), 'utf8'))
      .join('\n');
    for (const name of documented) expect(code, `${name} is read somewhere`).toContain(name);
  });
});

describe.each(Object.entries(docs))('%s', (name, text) => {
  it('links only to files that exist', () => {
    const targets = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('/'));
    expect(targets.length, `${name} links files`).toBeGreaterThan(0);
    expect(targets.filter((target) => !existsSync(path.join(root, target)))).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const named = [...text.matchAll(/\bnpm run ([a-z][\w:-]*)/g)].map((match) => match[1]!);
    expect(named.length, `${name} names npm scripts`).toBeGreaterThan(0);
    expect([...new Set(named)].filter((script) => !(script in scripts))).toEqual([]);
  });
});

describe('README folder layout', () => {
  it('lists paths', () => {
    expect(listed.length).toBeGreaterThan(0);
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
