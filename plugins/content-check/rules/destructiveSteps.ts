/**
 * A command that cannot be undone (`destroys` in src/data/commands.ts) says what it destroys: one of
 * its `words` as a whole word (or that word with an `s`), outside code, within `destroysWithin` lines
 * before or after the line that shows it. "count" inside "counter" does not count.
 */
import {commandOf, readText, usagesIn} from '../source';
import type {ContentFile, ContentRule} from '../types';

/** Lines either side of a destructive command in which the page must say what it destroys. */
export const destroysWithin = 8;

/** The exact forms a destroys word is accepted in: the word, and a single word with an `s`. */
export function acceptedForms(words: readonly string[]): string[] {
  return words.flatMap((word) => (/\s|s$/.test(word) ? [word] : [word, `${word}s`]));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const destructiveSteps: ContentRule = (file: ContentFile) => {
  const lines = readText(file.source).split('\n');
  return usagesIn(file.file, file.source).flatMap((usage) => {
    const destroys = commandOf(usage.text)?.command.destroys;
    if (!destroys) return [];
    const forms = acceptedForms(destroys.words);
    const wholeWord = new RegExp(`(?<![\\w-])(?:${forms.map(escape).join('|')})(?![\\w-])`, 'i');
    const near = lines
      .slice(Math.max(0, usage.line - 1 - destroysWithin), usage.line + destroysWithin)
      .filter((line) => !/^\s*```/.test(line))
      .map((line) => line.replace(/`[^`]*`/g, ''))
      .join(' ');
    if (wholeWord.test(near)) return [];
    let example = `This cannot be undone: it removes ${destroys.what}.`;
    if (!wholeWord.test(example))
      example = `This cannot be undone: it puts ${destroys.what} back to the ${destroys.words[0]}.`;
    return [
      {
        file: file.file,
        line: usage.line,
        rule: 'destructive-step',
        message: `${usage.text}: say what it destroys (${destroys.what}) within ${destroysWithin} lines, using one of the words ${forms.map((f) => `"${f}"`).join(', ')}, e.g. "${example}"`,
      },
    ];
  });
};
