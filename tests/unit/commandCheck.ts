/**
 * Checks what a docs or blog page tells the reader to run against src/data: the commands themselves,
 * who runs them, whether a destructive command says what it destroys, and the bot messages quoted.
 * Each fault is a string that starts with `file:line`.
 *
 * Conventions the checks parse:
 * - A command is any inline code span or code block line that starts with `/` or `s!` followed by a
 *   command's first word (`/stats`, `s!counter`). Slash forms name their options (`type:messages`);
 *   text forms (`s!`) take values in order. `<…>` and `[…]` mark placeholders in syntax lines.
 * - "Who runs it": a sentence with "an admin runs", "a manager runs", "a viewer runs", "any member
 *   runs" (also "can run", and "the owner" for admin) covers the commands in the rest of that
 *   sentence and, when the sentence ends with a colon, the code block right after it. Every such
 *   command must be allowed to that level.
 * - Destructive commands (`destroys` in src/data/commands.ts) must have one of their `words`, outside
 *   code, within `destroysWithin` lines before or after the line that shows them.
 * - A quoted error ("Missing …", "… limit reached", "… could not be …") must be a message from
 *   src/data/messages.ts, rendered with `<BotMessage id="…" />`.
 */
import {commands, type Command} from '../../src/data/commands';
import {botMessages} from '../../src/data/messages';
import {permits, type PermissionLevelId} from '../../src/data/permissions';

export interface Usage {
  readonly file: string;
  /** 1-based line of the snippet. */
  readonly line: number;
  readonly text: string;
  /** Index of the unit (paragraph, list item, table row or code block) the snippet is in. */
  readonly unit: number;
}

interface Unit {
  readonly start: number;
  readonly lines: readonly string[];
  readonly code: boolean;
}

const byLength = [...commands].sort((a, b) => b.name.length - a.name.length);
const roots = new Set(commands.map((c) => c.name.split(' ')[0]));

/** Splits a page into paragraphs, list items, table rows, headings and fenced code blocks. */
export function units(source: string): Unit[] {
  const lines = source.split('\n');
  const found: Unit[] = [];
  let current: {start: number; lines: string[]; code: boolean} | null = null;
  const close = () => {
    if (current && current.lines.length > 0) found.push(current);
    current = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*```/.test(line)) {
      close();
      const block: string[] = [];
      let j = i + 1;
      while (j < lines.length && !/^\s*```/.test(lines[j])) block.push(lines[j++]);
      found.push({start: i + 2, lines: block, code: true});
      i = j;
      continue;
    }
    if (line.trim() === '') {
      close();
      continue;
    }
    const startsUnit = /^\s*(?:[-*]|\d+\.)\s|^\s*\||^#/.test(line);
    if (startsUnit) close();
    if (!current) current = {start: i + 1, lines: [], code: false};
    current.lines.push(line);
    if (/^\s*\||^#/.test(line)) close();
  }
  close();
  return found;
}

/** Every command snippet of a page, with its line and unit. */
export function usagesIn(file: string, source: string): Usage[] {
  const found: Usage[] = [];
  units(source).forEach((unit, index) => {
    unit.lines.forEach((line, offset) => {
      const snippets = unit.code ? [line] : Array.from(line.matchAll(/`([^`\n]+)`/g), (m) => m[1]);
      for (const snippet of snippets) {
        const text = snippet.trim();
        const m = text.match(/^(?:\/|s!)([a-z]+)/);
        if (m && roots.has(m[1])) found.push({file, line: unit.start + offset, text, unit: index});
      }
    });
  });
  return found;
}

/** The command a snippet names, or null when the words after the slash name no command. */
export function commandOf(text: string): {command: Command; rest: string} | null {
  const body = text.replace(/^(?:\/|s!)/, '');
  const command = byLength.find((c) => body === c.name || body.startsWith(`${c.name} `));
  return command ? {command, rest: body.slice(command.name.length)} : null;
}

/** Faults of one command snippet: unknown command or option, positional slash options, bad choices, missing required options. */
export function checkUsage(usage: Usage): string[] {
  const where = `${usage.file}:${usage.line}: ${usage.text}`;
  const found = commandOf(usage.text);
  if (!found) {
    const words = usage.text.replace(/^(?:\/|s!)/, '').split(/\s+/);
    // `/stats` alone names the group; `/stats topp` names a command that does not exist.
    if (words.length === 1) return [];
    return [`${where} (no command "${words.slice(0, 2).join(' ')}" in src/data/commands.ts)`];
  }
  const {command, rest} = found;
  if (usage.text.startsWith('s!')) return [];
  const faults: string[] = [];
  const named = Array.from(rest.matchAll(/(?:^|\s)\[?([a-z_]+):(\S*)/g));
  const leading = (named.length > 0 ? rest.slice(0, named[0].index) : rest).trim();
  if (leading && !/^[<[]/.test(leading) && command.options.length > 0) {
    faults.push(`${where} (slash options are named, as name:value; "${leading}" has no name)`);
  }
  let freeText = false;
  for (const [, name, raw] of named) {
    const value = raw.replace(/\]$/, '');
    const option = command.options.find((o) => o.name === name);
    if (!option) {
      if (!freeText) faults.push(`${where} (/${command.name} has no option ${name})`);
      continue;
    }
    if (option.type === 'string') freeText = true;
    if (option.choices && value && !value.startsWith('<') && !option.choices.includes(value)) {
      faults.push(`${where} (${name}:${value} is not one of ${option.choices.join(', ')})`);
    }
  }
  if (named.length > 0 && !/[<[]/.test(rest)) {
    for (const option of command.options.filter((o) => o.required)) {
      if (!named.some(([, name]) => name === option.name)) faults.push(`${where} (missing required option ${option.name})`);
    }
  }
  return faults;
}

const runnerLevels: Record<string, PermissionLevelId> = {
  admin: 'admin',
  owner: 'admin',
  manager: 'manager',
  viewer: 'viewer',
  member: 'everyone',
};

/** Faults where a page says a level runs a command that level may not run. */
export function checkRunners(file: string, source: string): string[] {
  const all = units(source);
  const faults: string[] = [];
  const runner = /\b(?:an?|any|the)\s+(admin|owner|manager|viewer|member)s?\s+(?:then\s+)?(?:runs|can run)\b/gi;
  all.forEach((unit, index) => {
    if (unit.code) return;
    const text = unit.lines.join('\n');
    for (const m of text.matchAll(runner)) {
      const level = runnerLevels[m[1].toLowerCase()];
      // The phrase covers the rest of its sentence, up to the next runner phrase.
      const after = text.slice(m.index + m[0].length).split(new RegExp(runner.source, 'i'))[0];
      const sentence = after.replace(/`[^`]*`/g, (code) => code.replace(/\./g, '\u0000')).split(/\.(?:\s|$)/)[0];
      const snippets = Array.from(sentence.replace(/\u0000/g, '.').matchAll(/`([^`\n]+)`/g), (s) => s[1]);
      const next = all[index + 1];
      if (/:\s*$/.test(sentence) && next?.code) snippets.push(...next.lines.map((l) => l.trim()));
      const line = unit.start + text.slice(0, m.index).split('\n').length - 1;
      for (const snippet of snippets) {
        const found = /^(?:\/|s!)/.test(snippet) ? commandOf(snippet) : null;
        if (found && !permits(level, found.command.permission)) {
          faults.push(`${file}:${line}: "${m[0]}" ${snippet} (/${found.command.name} needs the ${found.command.permission} level)`);
        }
      }
    }
  });
  return faults;
}

/** Lines either side of a destructive command in which the page must say what it destroys. */
export const destroysWithin = 8;

/** Faults where a destructive command is shown without saying what it destroys. */
export function checkDestructive(file: string, source: string): string[] {
  const lines = source.split('\n');
  const faults: string[] = [];
  for (const usage of usagesIn(file, source)) {
    const destroys = commandOf(usage.text)?.command.destroys;
    if (!destroys) continue;
    const text = lines
      .slice(Math.max(0, usage.line - 1 - destroysWithin), usage.line + destroysWithin)
      .filter((line) => !/^\s*```/.test(line))
      .map((line) => line.replace(/`[^`]*`/g, ''))
      .join(' ')
      .toLowerCase();
    if (!destroys.words.some((word) => text.includes(word))) {
      faults.push(`${usage.file}:${usage.line}: ${usage.text} (say what it destroys: ${destroys.what})`);
    }
  }
  return faults;
}

/** The messages, and "Missing Permissions", Discord's name for the error they end with. */
const messageTexts = new Set([...botMessages.map((m) => m.text), 'Missing Permissions']);

/** Faults where a page quotes an error the bot prints without taking it from src/data/messages.ts. */
export function checkMessages(file: string, source: string): string[] {
  const faults: string[] = [];
  source.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/"([^"\n]+)"|`([^`\n]+)`/g)) {
      const quoted = m[1] ?? m[2];
      if (/\bMissing [A-Za-z]|limit reached|could not be/i.test(quoted) && !messageTexts.has(quoted)) {
        faults.push(`${file}:${i + 1}: "${quoted}" (quote a message from src/data/messages.ts with <BotMessage id="…" />)`);
      }
    }
  });
  return faults;
}
