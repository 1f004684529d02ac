/**
 * One example server, named the same everywhere: a page that names an example server ("a server
 * called Pixel Garden", "Pixel Garden is a gaming server") uses the name of src/data/exampleServer.ts,
 * best rendered as `{exampleServer.name}`. Also "on the Cozy Cove server", "Nebula Hub's members": a
 * capitalised name used as a server's is the example server's.
 */
import {exampleServer} from '../../../src/data/exampleServer';
import {proseLines} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const name = "([A-Z][\\w’']*(?: [A-Z][\\w’']*){0,3})";
/** "a server called X", "a community named X", "X Y is a gaming server". */
const patterns = [
  new RegExp(`\\b(?:server|community|guild) (?:called|named) \\**${name}`, 'g'),
  // "on the Cozy Cove server", "in the Nebula Hub community", "Nebula Hub's server".
  new RegExp(
    `\\b(?:[Oo]n|[Ii]n|[Ff]rom|[Ff]or|[Aa]t|of|to|join|joins|joined) (?:the |a |an )?\\**${name}\\** (?:server|community|guild|Discord server)\\b`,
    'g',
  ),
  new RegExp(`\\b${name}['’]s (?:server|community|members|owner|admins?|moderators|counters?)\\b`, 'g'),
  // A proper name of two or three capitalized words: "Pixel Garden is a gaming server".
  /\b([A-Z][\w’']+ [A-Z][\w’']+(?: [A-Z][\w’']+)?) is an? (?:[a-z]+ ){0,3}(?:server|community)\b/g,
];
/** Words that start such a sentence without naming a server. */
const notNames =
  /^(?:This|That|Your|Every|Each|The|A|An|It|Its|Their|Our|My|One|Any|Another|Statlas|Discord|Free|Premium|Ultimate|Say|Take|If|When|For|On|In|Example|Support|Test|Same|Other|Server|Community|Gaming)\b/;

export const exampleServerName: ContentRule = (file: ContentFile) => {
  const problems: ContentProblem[] = [];
  proseLines(file.source).forEach((line, i) => {
    for (const pattern of patterns) {
      for (const m of line.matchAll(pattern)) {
        const named = m[1];
        if (named === exampleServer.name || notNames.test(named) || exampleServer.name.startsWith(named)) continue;
        problems.push({
          file: file.file,
          line: i + 1,
          rule: 'example-server',
          message: `"${named}" names an example server: use ${exampleServer.name}, the one example server of these docs: write {exampleServer.name} (with \`import {exampleServer} from '@site/src/data/exampleServer';\` after the front matter)`,
        });
      }
    }
  });
  return problems;
};
