/** The menu-paths content rule (plugins/content-check/rules/menuPaths.ts): "›" between menu items. */
import {describe, expect, it} from 'vitest';

import {rules} from '../../plugins/content-check/rules';
import {menuPaths} from '../../plugins/content-check/rules/menuPaths';

const page = (source: string) => ({file: 'docs/page.mdx', source, frontMatter: {}});
const run = (source: string) => menuPaths(page(source)).map((p) => `${p.line}: ${p.message}`);

describe('menu paths', () => {
  it('reports "->" and "→" between menu items, with the line', () => {
    expect(run('Intro.\n\nOpen **Server Settings -> Roles**.')).toEqual([
      '3: "->" between menu items: write "›", as in **Server Settings › Roles**',
    ]);
    expect(run('Open Server Settings → Roles → Statlas.')).toHaveLength(2);
  });

  it('passes "›" and leaves code alone', () => {
    expect(run('Open **Server Settings › Roles › Statlas**.')).toEqual([]);
    expect(run('Inline `a -> b` is code.\n\n```text\nAdmin -> admin\n```')).toEqual([]);
  });

  it('is one of the content rules', () => {
    expect(rules).toContain(menuPaths);
  });
});
