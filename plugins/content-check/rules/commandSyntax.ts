/**
 * Every command a page shows exists with those options: a known command, named slash options
 * (`type:messages`), choices from the data and every required option. `s!` forms take values in
 * order and are only checked for their command. `<…>` and `[…]` mark placeholders in syntax lines.
 */
import {roleConditions} from '../../../src/data/roleConditions';
import {commandOf, usagesIn, type Usage} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const rule = 'command-syntax';

function problemsOf(usage: Usage): ContentProblem[] {
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
    return [at(`no command "${words.slice(0, 2).join(' ')}" in src/data/commands.ts`)];
  }
  const {command, rest} = found;
  if (usage.text.startsWith('s!')) return [];
  const faults: ContentProblem[] = [];
  const named = Array.from(rest.matchAll(/(?:^|\s)\[?([a-z_]+):(\S*)/g));
  const leading = (named.length > 0 ? rest.slice(0, named[0].index) : rest).trim();
  if (leading && !/^[<[]/.test(leading) && command.options.length > 0) {
    faults.push(at(`slash options are named, as name:value; "${leading}" has no name`));
  }
  let freeText = false;
  for (const [, name, raw] of named) {
    const value = raw.replace(/\]$/, '');
    const option = command.options.find((o) => o.name === name);
    if (!option) {
      if (!freeText) faults.push(at(`/${command.name} has no option ${name}`));
      continue;
    }
    if (option.type === 'string') freeText = true;
    if (option.choices && value && !value.startsWith('<') && !option.choices.includes(value)) {
      faults.push(at(`${name}:${value} is not one of ${option.choices.join(', ')}`));
    }
  }
  if (named.length > 0 && !/[<[]/.test(rest)) {
    for (const option of command.options.filter((o) => o.required)) {
      if (!named.some(([, name]) => name === option.name)) faults.push(at(`missing required option ${option.name}`));
    }
  }
  if (command.name === 'rolereward create' && /condition:[a-z]/.test(rest)) {
    const condition = roleConditions.find((c) => c.id === rest.match(/condition:([a-z_]+)/)?.[1]);
    const limit = rest.match(/limit:([a-z_]+)/)?.[1];
    if (!condition || !limit || !(condition.limitTypes as readonly string[]).includes(limit)) {
      faults.push(at(`limit:${limit ?? '(none)'} does not fit condition ${condition?.id ?? '(unknown)'}`));
    }
    if (/\slist:/.test(rest) !== (condition?.id === 'top_rank'))
      faults.push(at('list: goes with condition:top_rank, and only there'));
  }
  return faults;
}

export const commandSyntax: ContentRule = (file: ContentFile) => usagesIn(file.file, file.source).flatMap(problemsOf);
