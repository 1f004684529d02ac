import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {commands, type Command} from '../../src/data/commands';
import {roleConditions} from '../../src/data/roleConditions';

/**
 * Every command written in the docs and the blog must match src/data/commands.ts: a known command,
 * known option names and, for choice options, a known value. Role reward examples must also use a
 * limit their condition accepts.
 */
const root = join(__dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'api' ? [] : files(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

const byLength = [...commands].sort((a, b) => b.name.length - a.name.length);

interface Usage {
  readonly file: string;
  readonly text: string;
  readonly command: Command;
  readonly rest: string;
}

/** Command usages in code spans and code blocks: `/stats top type:voice` or `s!stats server`. */
function usages(): Usage[] {
  const found: Usage[] = [];
  for (const path of [...files(join(root, 'docs')), ...files(join(root, 'blog'))]) {
    const source = readFileSync(path, 'utf8');
    const snippets = [
      ...Array.from(source.matchAll(/```[a-z]*\n([\s\S]*?)```/g), (m) => m[1].split('\n')).flat(),
      ...Array.from(source.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g), (m) => m[1]),
    ];
    for (const snippet of snippets) {
      const text = snippet.trim();
      const match = text.match(/^(?:\/|s!)(.*)$/);
      if (!match) continue;
      const command = byLength.find((c) => match[1] === c.name || match[1].startsWith(`${c.name} `));
      if (!command) continue;
      found.push({file: relative(root, path), text, command, rest: match[1].slice(command.name.length)});
    }
  }
  return found;
}

const all = usages();

describe('commands in the docs and blog', () => {
  it('finds command usages to check', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it('use only options the command has, with allowed choice values', () => {
    const problems: string[] = [];
    for (const usage of all) {
      if (usage.command.name === 'settings set' && usage.text.startsWith('s!')) continue;
      let freeText = false;
      for (const m of usage.rest.matchAll(/(?:^|\s)([a-z_]+):(\S*)/g)) {
        const [, name, value] = m;
        const option = usage.command.options.find((o) => o.name === name);
        if (!option) {
          if (!freeText) problems.push(`${usage.file}: ${usage.text} (unknown option ${name})`);
          continue;
        }
        if (option.type === 'string') freeText = true;
        if (option.choices && value && !value.startsWith('<') && !option.choices.includes(value)) {
          problems.push(`${usage.file}: ${usage.text} (${name}:${value} is not one of ${option.choices.join(', ')})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('give every required option in full examples', () => {
    const problems: string[] = [];
    for (const usage of all) {
      if (!/[a-z_]+:/.test(usage.rest) || usage.command.name === 'settings set') continue;
      for (const option of usage.command.options.filter((o) => o.required)) {
        if (!new RegExp(`(?:^|\\s)${option.name}:`).test(usage.rest)) {
          problems.push(`${usage.file}: ${usage.text} (missing ${option.name})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('write role rewards that the statroles data allows', () => {
    const problems: string[] = [];
    for (const usage of all.filter((u) => u.command.name === 'rolereward create' && /condition:[a-z]/.test(u.rest))) {
      const condition = roleConditions.find((c) => c.id === usage.rest.match(/condition:([a-z_]+)/)?.[1]);
      const limit = usage.rest.match(/limit:([a-z_]+)/)?.[1];
      if (!condition || !limit || !(condition.limitTypes as readonly string[]).includes(limit)) {
        problems.push(`${usage.file}: ${usage.text} (limit does not fit the condition)`);
      }
      if (/\slist:/.test(usage.rest) !== (condition?.id === 'top_rank')) {
        problems.push(`${usage.file}: ${usage.text} (list: goes with top_rank, and only there)`);
      }
    }
    expect(problems).toEqual([]);
  });
});
