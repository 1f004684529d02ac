import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

import {listFiles} from '../../scripts/list-files.mjs';

/**
 * The docs render reference data through components, never by copying it: one permission matrix in
 * the whole docs, and both plan pages on the same PlanMatrix component.
 */
const docsDir = join(__dirname, '..', '..', 'docs');

/** The Markdown and MDX files under dir, leaving out the generated API pages. */
function mdxFiles(dir: string): string[] {
  return listFiles(dir, {keep: (file) => /\.mdx?$/.test(file), skipDir: (_, name) => name === 'api'}).map((file) =>
    join(dir, file),
  );
}

const files = mdxFiles(docsDir).map((path) => ({path: relative(docsDir, path), text: readFileSync(path, 'utf8')}));
const using = (tag: RegExp) => files.filter((file) => tag.test(file.text)).map((file) => file.path);

describe('reference components in the docs', () => {
  it('the permission matrix is rendered on the permission levels page only, once', () => {
    expect(using(/<PermissionMatrix\b/)).toEqual(['usage/settings/permissions.mdx']);
    const page = files.find((file) => file.path === 'usage/settings/permissions.mdx')!;
    expect(page.text.match(/<PermissionMatrix\b/g)).toHaveLength(1);
  });

  it('premium-upgrades and upgrade-matrix both render the full PlanMatrix', () => {
    for (const path of ['usage/premium-upgrades.mdx', 'resources/upgrade-matrix.mdx']) {
      const page = files.find((file) => file.path === path);
      expect(page, path).toBeDefined();
      expect(page!.text, path).toMatch(/<PlanMatrix\s*\/>/);
    }
  });

  it('every command group page renders its CommandReference', () => {
    for (const group of ['general', 'stats', 'management']) {
      const page = files.find((file) => file.path === `usage/commands/${group}.mdx`);
      expect(page?.text, group).toContain(`<CommandReference group="${group}"`);
    }
  });

  it('every settings category page renders its SettingsTable with anchors', () => {
    for (const category of ['bot', 'stats', 'permissions']) {
      const page = files.find((file) => file.path === `usage/settings/${category}.mdx`);
      expect(page?.text, category).toMatch(new RegExp(`<SettingsTable category="${category}" anchors`));
    }
  });

  it('no page hard-codes a plan price', () => {
    for (const file of files) {
      expect(file.text, file.path).not.toMatch(/[$€£]\s?\d+(?:[.,]\d+)?\s*(?:\/|per)\s*(?:month|year)/i);
    }
  });
});
