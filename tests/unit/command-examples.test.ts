import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

import {listFiles} from '../../scripts/list-files.mjs';
import {roleConditions} from '../../src/data/roleConditions';
import {checkDestructive, checkMessages, checkRunners, checkUsage, commandOf, usagesIn} from './commandCheck';

/**
 * What the docs and the blog tell a reader to run must work: every command shown parses against
 * src/data/commands.ts, the level said to run it may run it, destructive commands say what they
 * destroy, and quoted bot errors come from src/data/messages.ts. The rules are in ./commandCheck.ts.
 */
const root = join(__dirname, '..', '..');

/** The Markdown and MDX files under dir, leaving out the generated API pages. */
function files(dir: string): string[] {
  return listFiles(dir, {keep: (file) => /\.mdx?$/.test(file), skipDir: (_, name) => name === 'api'}).map((file) => join(dir, file));
}

const pages = [...files(join(root, 'docs')), ...files(join(root, 'blog'))].map((path) => ({
  file: relative(root, path),
  source: readFileSync(path, 'utf8'),
}));
const all = pages.flatMap((page) => usagesIn(page.file, page.source));

describe('commands in the docs and blog', () => {
  it('finds command usages to check', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it('name existing commands and options, with named options, valid choices and every required option', () => {
    expect(all.flatMap(checkUsage)).toEqual([]);
  });

  it('only say a level runs a command that level may run', () => {
    expect(pages.flatMap((page) => checkRunners(page.file, page.source))).toEqual([]);
  });

  it('say what a destructive command destroys wherever they show one', () => {
    expect(pages.flatMap((page) => checkDestructive(page.file, page.source))).toEqual([]);
  });

  it('quote bot errors from src/data/messages.ts', () => {
    expect(pages.flatMap((page) => checkMessages(page.file, page.source))).toEqual([]);
  });

  it('write role rewards that the statroles data allows', () => {
    const problems: string[] = [];
    for (const usage of all) {
      const found = commandOf(usage.text);
      if (found?.command.name !== 'rolereward create' || !/condition:[a-z]/.test(found.rest)) continue;
      const condition = roleConditions.find((c) => c.id === found.rest.match(/condition:([a-z_]+)/)?.[1]);
      const limit = found.rest.match(/limit:([a-z_]+)/)?.[1];
      if (!condition || !limit || !(condition.limitTypes as readonly string[]).includes(limit)) {
        problems.push(`${usage.file}:${usage.line}: ${usage.text} (limit does not fit the condition)`);
      }
      if (/\slist:/.test(found.rest) !== (condition?.id === 'top_rank')) {
        problems.push(`${usage.file}:${usage.line}: ${usage.text} (list: goes with top_rank, and only there)`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the checks catch the mistakes they exist for', () => {
  const check = (source: string) => usagesIn('page.mdx', source).flatMap(checkUsage);

  it('a manager told to run an admin-only command', () => {
    const page = 'Intro.\n\n2. A manager runs:\n\n   ```text\n   /rolereward sync\n   /settings set reward_announcements:#achievements\n   ```\n';
    expect(checkRunners('page.mdx', page)).toEqual([
      'page.mdx:3: "A manager runs" /settings set reward_announcements:#achievements (/settings set needs the admin level)',
    ]);
    expect(checkRunners('page.mdx', 'An admin runs `/settings set prefix:?` and `/rolereward sync`.')).toEqual([]);
    expect(checkRunners('page.mdx', 'Any member runs `/ping`, then an admin runs `/data reset`.')).toEqual([]);
    expect(checkRunners('page.mdx', 'Any member runs `/logs set channel:#log`.')).toHaveLength(1);
  });

  it('slash options written by position, unknown commands and options, bad choices, missing required options', () => {
    expect(check('```text\n/stats top messages 30d 10\ns!stats top messages 30d 10\n```')).toEqual([
      'page.mdx:2: /stats top messages 30d 10 (slash options are named, as name:value; "messages 30d 10" has no name)',
    ]);
    expect(check('Run `/stats topp type:voice`.')).toEqual(['page.mdx:1: /stats topp type:voice (no command "stats topp" in src/data/commands.ts)']);
    expect(check('Run `/stats top type:voice range:7d`.')).toEqual(['page.mdx:1: /stats top type:voice range:7d (/stats top has no option range)']);
    expect(check('Run `/stats top type:members`.')).toEqual([
      'page.mdx:1: /stats top type:members (type:members is not one of messages, voice, activity)',
    ]);
    expect(check('Run `/stats top period:7d`.')).toEqual(['page.mdx:1: /stats top period:7d (missing required option type)']);
    expect(check('The `/stats` commands and `/stats top [period]` and `/docs/guide/welcome`.')).toEqual([]);
  });

  it('a quoted error that is not one of the bot messages', () => {
    expect(checkMessages('page.mdx', '| "Missing access: role is above Statlas" | Drag the role. |')).toEqual([
      'page.mdx:1: "Missing access: role is above Statlas" (quote a message from src/data/messages.ts with <BotMessage id="…" />)',
    ]);
    expect(checkMessages('page.mdx', 'The log shows "Missing permission: Manage Channels".')).toHaveLength(1);
    expect(checkMessages('page.mdx', 'The log shows `Role reward @Regular could not be granted: Missing Permissions`.')).toEqual([]);
  });

  it('a destructive command suggested without saying what it destroys', () => {
    expect(checkDestructive('page.mdx', 'To see the effect at once, run `/data reset`.')).toEqual([
      'page.mdx:1: /data reset (say what it destroys: every statistic of the server)',
    ]);
    expect(checkDestructive('page.mdx', '`/data reset` wipes every statistic of the server.')).toEqual([]);
    expect(checkDestructive('page.mdx', 'This deletes everything:\n\n```text\n/data delete\n```\n')).toEqual([]);
    const far = `\`/data delete\` ends it.${'\n'.repeat(10)}Statlas deletes everything.`;
    expect(checkDestructive('page.mdx', far)).toHaveLength(1);
  });
});
