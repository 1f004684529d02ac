/**
 * Every command a page shows exists with those options: a known command, named slash options
 * (`type:messages`), choices from the data and every required option. `s!` forms take values in
 * order and are only checked for their command. `<…>` and `[…]` mark placeholders in syntax lines.
 *
 * Required options: a command in a code block, or one the prose tells the reader to run ("Run
 * `/rolereward delete`.", "then run `/counter edit`"), shows its required options, unless the rest of
 * its sentence names each missing one ("run `/counter delete` on each counter", "with the same
 * `type`"). A command only named ("`/logs set` chooses the log channel", "a manager runs `/logs set`
 * to choose it") passes.
 *
 * Each message suggests the nearest command, option or choice, and a complete example from
 * src/data/commands.ts.
 */
import {commands, type Command} from '../../../src/data/commands';
import {roleConditions} from '../../../src/data/roleConditions';
import {nearest} from '../fix';
import {commandOf, units, usagesIn, type Usage} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const rule = 'command-syntax';

/** Words writers use for a command or option that has another name. */
const synonyms: Readonly<Record<string, string>> = {
  guild: 'server',
  user: 'member',
  users: 'member',
  msgs: 'messages',
  leaderboard: 'top',
  range: 'period',
  days: 'period',
  count: 'limit',
  add: 'create',
  new: 'create',
  remove: 'delete',
  show: 'view',
  get: 'view',
  channel: 'channel',
};

/** The command nearest to what a snippet names, or the commands of its group. */
function nearestCommand(words: readonly string[]): string {
  const [root, sub] = words;
  const group = commands.filter((c) => c.name.split(' ')[0] === root && c.name.includes(' '));
  if (group.length > 0 && sub) {
    const subs = group.map((c) => c.name.split(' ')[1]);
    const guess = subs.includes(synonyms[sub] ?? '') ? synonyms[sub] : nearest(sub, subs);
    if (guess) return `did you mean /${root} ${guess}?`;
    return `the /${root} commands are ${group.map((c) => `/${c.name}`).join(', ')}`;
  }
  const guess = nearest(
    words.slice(0, 2).join(' '),
    commands.map((c) => c.name),
  );
  return guess ? `did you mean /${guess}?` : 'see the commands overview (/docs/usage/commands/overview)';
}

/** An example of the command with every required option, from its examples in the data. */
export function completeExample(command: Command): string {
  const required = command.options.filter((o) => o.required);
  const example = command.examples.find((e) => required.every((o) => e.input.includes(` ${o.name}:`)));
  return example?.input ?? `/${command.name} ${required.map((o) => `${o.name}:<${o.name}>`).join(' ')}`;
}

/**
 * True when the text before a command tells the reader to run it: "Run `…`", "2. Run `…`", "then run
 * `…`", "…, run `…`". "A manager runs `…`", "can run `…`" and "to run `…`" name the command, and pass.
 */
const runBefore = /(?:^|[.!?:;,]\s+|\d+\.\s+|[-*]\s+|\b(?:then|and|or|first)\s+)(?:run|type|enter)\s*$/i;

function problemsOf(usage: Usage, text: string | null): ContentProblem[] {
  const at = (message: string): ContentProblem => ({
    file: usage.file,
    line: usage.line,
    rule,
    message: `${usage.text}: ${message}`,
  });
  const found = commandOf(usage.text);
  if (!found) {
    const words = usage.text.replace(/^(?:\/|s!)/, '').split(/\s+/);
    // `/stats` alone names the group; `/stats topp` names a command that does not exist.
    if (words.length === 1) return [];
    return [at(`no command /${words.slice(0, 2).join(' ')} in src/data/commands.ts; ${nearestCommand(words)}`)];
  }
  const {command, rest} = found;
  if (usage.text.startsWith('s!')) return [];
  const faults: ContentProblem[] = [];
  const named = Array.from(rest.matchAll(/(?:^|\s)\[?([a-z_]+):(\S*)/g));
  const leading = (named.length > 0 ? rest.slice(0, named[0].index) : rest).trim();
  if (leading && !/^[<[]/.test(leading) && command.options.length > 0) {
    faults.push(
      at(
        `slash options are named, as name:value; "${leading}" has no name: write it as in ${completeExample(command)}`,
      ),
    );
  }
  const optionNames = command.options.map((o) => o.name);
  let freeText = false;
  for (const [, name, raw] of named) {
    const value = raw.replace(/\]$/, '');
    const option = command.options.find((o) => o.name === name);
    if (!option) {
      if (freeText) continue;
      const guess = optionNames.includes(synonyms[name] ?? '') ? synonyms[name] : nearest(name, optionNames);
      const options = optionNames.length > 0 ? `its options are ${optionNames.join(', ')}` : 'it takes no option';
      faults.push(at(`/${command.name} has no option ${name}; ${guess ? `did you mean ${guess}:? ` : ''}(${options})`));
      continue;
    }
    if (option.type === 'string') freeText = true;
    if (option.choices && value && !value.startsWith('<') && !option.choices.includes(value)) {
      const guess = nearest(value, option.choices);
      faults.push(
        at(
          `${name}:${value} is not one of ${option.choices.join(', ')}${guess ? `; did you mean ${name}:${guess}?` : ''}`,
        ),
      );
    }
  }
  if (!/[<[]/.test(rest)) {
    const missing = command.options.filter((o) => o.required && !named.some(([, name]) => name === o.name));
    // Shown as a step (a code block, "run `…`", or with options already), or only named in prose.
    const shown = text === null || named.length > 0 || runs(text, usage.text);
    const after = text === null ? '' : sentenceAfter(text, usage.text);
    const unnamed = missing.filter((o) => text === null || !new RegExp(`\\b${o.name}s?\\b`, 'i').test(after));
    if (shown && unnamed.length > 0) {
      faults.push(
        at(
          `missing required option${unnamed.length > 1 ? 's' : ''} ${unnamed.map((o) => `${o.name}:`).join(', ')}; write it in full, e.g. \`${completeExample(command)}\``,
        ),
      );
    }
  }
  if (command.name === 'rolereward create' && /condition:[a-z]/.test(rest)) {
    const condition = roleConditions.find((c) => c.id === rest.match(/condition:([a-z_]+)/)?.[1]);
    const limit = rest.match(/limit:([a-z_]+)/)?.[1];
    if (!condition || !limit || !(condition.limitTypes as readonly string[]).includes(limit)) {
      const choices = command.options.find((o) => o.name === 'limit')?.choices ?? [];
      const selecting = condition?.limitTypes.filter((id) => choices.includes(id)) ?? [];
      const fits = condition ? ` (${condition.id} takes limit:${selecting.join(' or limit:')})` : '';
      faults.push(at(`limit:${limit ?? '(none)'} does not fit condition ${condition?.id ?? '(unknown)'}${fits}`));
    }
    if (/\slist:/.test(rest) !== (condition?.id === 'top_rank'))
      faults.push(at('list: goes with condition:top_rank, and only there'));
  }
  return faults;
}

/** The snippet's occurrences in a unit's text, as `code`. */
function positions(text: string, snippet: string): number[] {
  const found: number[] = [];
  for (let i = text.indexOf(`\`${snippet}\``); i >= 0; i = text.indexOf(`\`${snippet}\``, i + 1)) found.push(i);
  return found;
}

/** True when some occurrence of the command is asked to be run. */
function runs(text: string, snippet: string): boolean {
  return positions(text, snippet).some((i) => runBefore.test(text.slice(0, i)));
}

/** The rest of the sentence after the command that is run, code spans unwrapped. */
function sentenceAfter(text: string, snippet: string): string {
  const at = positions(text, snippet).find((i) => runBefore.test(text.slice(0, i))) ?? positions(text, snippet)[0];
  if (at === undefined) return '';
  return text
    .slice(at + snippet.length + 2)
    .split(/(?<=[.?!])\s/)[0]
    .replace(/`/g, '');
}

export const commandSyntax: ContentRule = (file: ContentFile) => {
  const all = units(file.source);
  return usagesIn(file.file, file.source).flatMap((usage) => {
    const unit = all[usage.unit];
    return problemsOf(usage, unit.code ? null : unit.lines.join('\n'));
  });
};
