/**
 * One example server, named the same everywhere: a page that names an example server ("a server
 * called Pixel Garden", "Pixel Garden is a gaming server") uses the name of src/data/exampleServer.ts,
 * best rendered as `{exampleServer.name}`.
 */
import {exampleServer} from '../../../src/data/exampleServer';
import {proseLines} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const name = "([A-Z][\\w’']*(?: [A-Z][\\w’']*){0,3})";
/** "a server called X", "a community named X", "X Y is a gaming server". */
const patterns = [
  new RegExp(`\\b(?:server|community|guild) (?:called|named) \\**${name}`, 'g'),
  // A proper name of two or three capitalized words: "Pixel Garden is a gaming server".
  /\b([A-Z][\w’']+ [A-Z][\w’']+(?: [A-Z][\w’']+)?) is an? (?:[a-z]+ ){0,3}(?:server|community)\b/g,
];
/** Words that start such a sentence without naming a server. */
const notNames =
  /^(?:This|That|Your|Every|Each|The|A|An|It|Statlas|Discord|Free|Premium|Ultimate|Say|Take|If|When|For|On)\b/;

export const exampleServerName: ContentRule = (file: ContentFile) => {
  const problems: ContentProblem[] = [];
  proseLines(file.source).forEach((line, i) => {
    for (const pattern of patterns) {
      for (const m of line.matchAll(pattern)) {
        const named = m[1];
        if (named === exampleServer.name || notNames.test(named)) continue;
        problems.push({
          file: file.file,
          line: i + 1,
          rule: 'example-server',
          message: `"${named}" names an example server: use ${exampleServer.name} ({exampleServer.name}), the one example server of these docs`,
        });
      }
    }
  });
  return problems;
};
