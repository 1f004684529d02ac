/**
 * One separator in menu paths: "›", as in **Server Settings › Roles › Statlas**. A page that writes
 * a path with "->" or "→" between its items reads differently from every other page, and a reader
 * searching for one form misses the other. Code (fenced or inline) is left alone.
 */
import {proseLines} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const otherSeparator = /\s(->|→|=>)\s/g;

export const menuPaths: ContentRule = (file: ContentFile) => {
  const problems: ContentProblem[] = [];
  proseLines(file.source).forEach((line, i) => {
    for (const m of line.matchAll(otherSeparator)) {
      problems.push({
        file: file.file,
        line: i + 1,
        rule: 'menu-paths',
        message: `"${m[1]}" between menu items: write "›", as in **Server Settings › Roles**`,
      });
    }
  });
  return problems;
};
