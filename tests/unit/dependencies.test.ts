import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {API_DOCS_DIR} from '../../src/config/apiRoutes';
import {checkDependencies, packageName, sourceFiles, specifiersOf} from '../../scripts/check-deps.mjs';

describe('dependency declarations', () => {
  it(
    'every package the code imports is declared, and @docusaurus/* and openapi-docs are exact and equal',
    {timeout: 60_000},
    () => {
      expect(checkDependencies()).toEqual([]);
    },
  );

  it('reads the config, sources, tests, scripts and MDX pages', () => {
    const files = sourceFiles();
    for (const file of [
      'docusaurus.config.ts',
      'sidebars.ts',
      'src/config/openapi.ts',
      'plugins/search/index.ts',
      'scripts/bench.mjs',
      'tests/e2e/search.spec.ts',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => file.startsWith('docs/') && file.endsWith('.mdx'))).toBe(true);
    expect(files.some((file) => file.startsWith(`${API_DOCS_DIR}/`))).toBe(false);
  });
});

describe('specifiersOf', () => {
  const names = (file: string, text: string) => specifiersOf(file, text).map(({specifier}) => specifier);

  it('finds static, type-only, dynamic and re-export imports, require and require.resolve', () => {
    const code = [
      "import a from 'pkg-a';",
      "import type {B} from '@scope/pkg-b/sub/path';",
      "export {c} from 'pkg-c';",
      "const d = await import('pkg-d');",
      "const e = require('pkg-e');",
      "const f = require.resolve('pkg-f/styles.scss');",
      "import './local';",
    ].join('\n');
    expect(names('src/x.ts', code)).toEqual([
      'pkg-a',
      '@scope/pkg-b/sub/path',
      'pkg-c',
      'pkg-d',
      'pkg-e',
      './local',
      'pkg-f/styles.scss',
    ]);
  });

  it('reads MDX import statements, multi-line ones too, and skips code fences', () => {
    const mdx = [
      '---',
      'title: T',
      '---',
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  One,',
      '  Two,',
      "} from 'pkg-multi';",
      '',
      'Text that says import nothing from here.',
      '',
      '```js',
      "import hidden from 'pkg-in-fence';",
      '```',
    ].join('\n');
    expect(names('docs/a.mdx', mdx)).toEqual(['@theme/Tabs', 'pkg-multi']);
  });

  it('reads plugin, theme and preset names only in the site config', () => {
    const config =
      "export default {presets: ['classic'], themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi-docs'], title: 'plain'};";
    expect(names('docusaurus.config.ts', config)).toEqual([
      '@docusaurus/preset-classic',
      '@docusaurus/theme-mermaid',
      'docusaurus-theme-openapi-docs',
    ]);
    expect(names('plugins/x/index.ts', "if (name === 'docusaurus-plugin-content-docs') {}")).toEqual([]);
  });

  it('names the package of a deep import', () => {
    expect(packageName('algoliasearch/dist/lite/builds/browser')).toBe('algoliasearch');
    expect(packageName('@docusaurus/theme-common/internal')).toBe('@docusaurus/theme-common');
  });
});

describe('checkDependencies on a sample project', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'check-deps-'));
  afterAll(() => rmSync(root, {recursive: true, force: true}));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  };

  it('names the file and the package of each undeclared, untyped or loosely pinned dependency', () => {
    write(
      'package.json',
      JSON.stringify({
        dependencies: {
          '@docusaurus/core': '3.10.2',
          '@docusaurus/theme-mermaid': '^3.10.2',
          declared: '1.0.0',
          untyped: '1.0.0',
        },
        devDependencies: {'@docusaurus/types': '3.9.0'},
      }),
    );
    write('node_modules/declared/package.json', JSON.stringify({name: 'declared', types: 'index.d.ts'}));
    write('node_modules/untyped/package.json', JSON.stringify({name: 'untyped'}));
    write(
      'src/page.tsx',
      "import x from 'declared';\nimport y from 'untyped';\nimport z from 'transitive/deep';\nimport fs from 'node:fs';\nimport L from '@theme/Layout';\n",
    );
    write('docs/page.mdx', "import Thing from 'from-mdx';\n\nText.\n");

    expect(checkDependencies(root)).toEqual([
      "src/page.tsx: import 'untyped': untyped has no type declarations and package.json does not declare @types/untyped",
      "src/page.tsx: import 'transitive/deep' names package transitive, which package.json does not declare",
      "docs/page.mdx: import 'from-mdx' names package from-mdx, which package.json does not declare",
      "package.json: @docusaurus/theme-mermaid is '^3.10.2'; pin it to an exact version",
      'package.json: @docusaurus/core@3.10.2, @docusaurus/theme-mermaid@^3.10.2, @docusaurus/types@3.9.0 must share one version',
    ]);
  });
});
