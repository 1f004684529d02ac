/**
 * The discord-messages content rule (plugins/content-check/rules/discordMessages.ts): a page that
 * draws a Discord message or channel list as text, types out a Statlas message, or names a message id
 * that src/data/messages.ts does not have, fails with its file and line.
 *
 * Fixtures in tests/fixtures/content-check/discord-messages: `designed/` were written with the rule,
 * `held-out/` in the same sitting but never used to change it. `fail-*` files must give at least one
 * problem, `pass-*` files none. Until the content-check plugin runs every rule in the build, the last
 * block runs this rule over every page of docs/ and blog/.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';

import type {ContentFile} from '../../plugins/content-check/types';
import {discordMessages} from '../../plugins/content-check/rules/discordMessages';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/content-check/discord-messages');

function contentFile(absolute: string): ContentFile {
  const source = readFileSync(absolute, 'utf8');
  const front = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return {
    file: path.relative(root, absolute),
    source,
    frontMatter: front ? ((parseYaml(front[1]!) ?? {}) as Record<string, unknown>) : {},
  };
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'api' ? [] : files(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

describe.each(['designed', 'held-out'])('%s fixtures', (set) => {
  const dir = path.join(fixtures, set);
  const names = readdirSync(dir);

  it('have failing and passing pages', () => {
    expect(names.filter((name) => name.startsWith('fail-')).length).toBeGreaterThanOrEqual(3);
    expect(names.filter((name) => name.startsWith('pass-')).length).toBeGreaterThanOrEqual(1);
  });

  for (const name of names) {
    it(name, () => {
      const problems = discordMessages(contentFile(path.join(dir, name)));
      if (name.startsWith('fail-')) expect(problems.length, `${name} should fail`).toBeGreaterThan(0);
      else expect(problems).toEqual([]);
    });
  }
});

describe('problems', () => {
  const at = (name: string) => discordMessages(contentFile(path.join(fixtures, 'designed', name)));

  it('name the file, the line and the rule, and say what to use instead', () => {
    expect(at('fail-app-tag.mdx')[0]).toEqual({
      file: 'tests/fixtures/content-check/discord-messages/designed/fail-app-tag.mdx',
      line: 8,
      rule: 'discord-messages',
      message: expect.stringContaining('<DiscordMessage id='),
    });
  });

  it('point at the first line that imitates a channel list', () => {
    expect(at('fail-channel-list.mdx').map((p) => p.line)).toEqual([6, 8, 10]);
  });

  it('name the message a typed-out line belongs to', () => {
    expect(at('fail-typed-log-line.md')[0]!.message).toContain('<DiscordMessage id="rewardGranted" />');
  });

  it('list the known ids for an unknown one', () => {
    const [problem] = at('fail-unknown-id.mdx');
    expect(problem!.line).toBe(7);
    expect(problem!.message).toMatch(/pingPong.*known: .*ping/);
  });
});

describe('every page of docs/ and blog/', () => {
  const pages = [...files(path.join(root, 'docs')), ...files(path.join(root, 'blog'))];

  it('is read', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  for (const page of pages) {
    it(path.relative(root, page), () => {
      expect(discordMessages(contentFile(page))).toEqual([]);
    });
  }
});
