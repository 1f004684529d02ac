/**
 * A command that cannot be undone (`destroys` in src/data/commands.ts) says what it destroys: one of
 * its `words`, outside code, within `destroysWithin` lines before or after the line that shows it.
 */
import {body, commandOf, usagesIn} from '../source';
import type {ContentFile, ContentRule} from '../types';

/** Lines either side of a destructive command in which the page must say what it destroys. */
export const destroysWithin = 8;

export const destructiveSteps: ContentRule = (file: ContentFile) => {
  const lines = body(file.source).split('\n');
  return usagesIn(file.file, file.source).flatMap((usage) => {
    const destroys = commandOf(usage.text)?.command.destroys;
    if (!destroys) return [];
    const near = lines
      .slice(Math.max(0, usage.line - 1 - destroysWithin), usage.line + destroysWithin)
      .filter((line) => !/^\s*```/.test(line))
      .map((line) => line.replace(/`[^`]*`/g, ''))
      .join(' ')
      .toLowerCase();
    if (destroys.words.some((word) => near.includes(word))) return [];
    return [
      {
        file: file.file,
        line: usage.line,
        rule: 'destructive-step',
        message: `${usage.text}: say what it destroys (${destroys.what})`,
      },
    ];
  });
};
