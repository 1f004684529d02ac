/**
 * The example server's facts, as pages, posts and the API spec state them, agree with the example
 * world of src/data/exampleServer.ts (and the counter variable examples of src/data/counterVariables.ts,
 * which show the same server):
 *
 * - a snowflake ID (17 to 20 digits) is an ID of the example world: the server, a channel, a role, a
 *   member or a counter;
 * - a counter name with a number ("Members: 12,408", "Online: 1,932", "Boosts: 14"), in prose, code or
 *   alt text, shows the example server's figure;
 * - a sentence that names the example server (Pixel Harbor, `{exampleServer.name}`, "the example
 *   server") and gives one of its figures ("2,315 online", "64 in voice", "21 boosts", "12,408
 *   members") or its plan ("on the Free plan") gives the example world's;
 * - in openapi/statlas.yaml, an example object of the example server (its `guildId`) gives its
 *   figures (`members`, `humans`, `bots`, `online`, `voice`, `boosts`) as the example world has them.
 *
 * Numbers may be written in any locale (12,408, 12.408, 12 408). The message names the file's line,
 * the value of the data and where it lives.
 */
import * as world from '../../../src/data/exampleServer';
import {counterVariables} from '../../../src/data/counterVariables';
import {plans, type PlanId} from '../../../src/data/plans';
import {proseLines, readText} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const rule = 'example-world';
const server = world.exampleServer as unknown as Record<string, unknown> & {name: string; id: string};
const format = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Every snowflake of the example world, with the path to it in the data. */
export const worldIds: ReadonlyMap<string, string> = (() => {
  const ids = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' && /^\d{17,20}$/.test(value)) ids.set(value, path);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(server, 'exampleServer');
  return ids;
})();

/** The figures a page may give for each of the server's counts: the data's, wherever it holds them. */
type FigureKey = 'members' | 'humans' | 'bots' | 'online' | 'voice' | 'boosts';
const figureKeys: readonly FigureKey[] = ['members', 'humans', 'bots', 'online', 'voice', 'boosts'];

/** The server's own figure for each count (shown in messages), and every figure of that name in the world. */
export const worldFigures: ReadonlyMap<FigureKey, {now: number; path: string; all: Set<number>}> = (() => {
  const figures = new Map<FigureKey, {now: number; path: string; all: Set<number>}>();
  const counts = (server.counts ?? server) as Record<string, unknown>;
  for (const key of figureKeys) {
    const fromData = typeof counts[key] === 'number' ? (counts[key] as number) : undefined;
    const variable = counterVariables.find((v) => v.id === key)?.example;
    const now = fromData ?? variable;
    if (now === undefined) continue;
    const all = new Set([now, ...(variable === undefined ? [] : [variable])]);
    // Members of roles and of the member series are members too.
    const walk = (value: unknown, inSeries: boolean) => {
      if (Array.isArray(value)) value.forEach((v) => walk(v, inSeries));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) {
          if (k === key && typeof v === 'number' && inSeries) all.add(v);
          else walk(v, inSeries || k === 'roleDetails' || k === 'memberSeries');
        }
    };
    walk(server, false);
    const path =
      fromData !== undefined ? `exampleServer${server.counts ? '.counts' : ''}.${key}` : `counter variable {${key}}`;
    figures.set(key, {now, path, all});
  }
  return figures;
})();

/** Words a page uses for each count. */
const unitWords: Record<FigureKey, string> = {
  members: 'members?(?!\\s+(?:online|in voice))',
  humans: 'humans?',
  bots: 'bots?',
  online: 'online|members online',
  voice: 'in voice|members in voice',
  boosts: 'boosts?|server boosts',
};
/** Counter names: "Members: 12,408". */
const counterLabels: Record<string, FigureKey> = {
  members: 'members',
  online: 'online',
  'in voice': 'voice',
  voice: 'voice',
  boosts: 'boosts',
  humans: 'humans',
  bots: 'bots',
};

const numberPattern = '(\\d{1,3}(?:[,.\\u202f ]\\d{3})+|\\d+)';
const valueOf = (text: string) => Number(text.replace(/[,.\u202f ]/g, ''));

/** A sentence is about the example server when it names it. */
const namesServer = new RegExp(
  `${server.name.replace(/ /g, '\\s+')}|\\{exampleServer\\.name\\}|\\bthe example (?:server|community)\\b`,
  'i',
);

function differs(key: FigureKey, value: number): {now: number; path: string} | null {
  const figure = worldFigures.get(key);
  if (!figure || figure.all.has(value)) return null;
  return figure;
}

function figureProblem(file: string, line: number, said: string, key: FigureKey, now: number, path: string) {
  // Keep the page's locale: "Members: 3.912" becomes "Members: 12.408".
  const separator = said.match(/\d([.\u202f ])\d{3}\b/)?.[1];
  const written = separator ? format(now).replace(/,/g, separator) : format(now);
  return {
    file,
    line,
    rule,
    message: `"${said}" is not the example server's ${key}: src/data/exampleServer.ts has ${format(now)} (${path}); write ${written}${path.startsWith('exampleServer') ? ` or {${path}.toLocaleString('en-US')}` : ''}`,
  };
}

/** Problems of one line of any kind of source: IDs and counter names. */
function lineProblems(file: string, line: string, number: number): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const m of line.matchAll(/(?<![\w/.-])(\d{17,20})(?![\w-])/g)) {
    const path = worldIds.get(m[1]);
    if (path) {
      // `channels=…`, `channelId: …`, `{role:…}`, `userId: …`: the ID is of that kind.
      const before = line.slice(Math.max(0, m.index! - 24), m.index).toLowerCase();
      const said = /(?:channel|channels)\W*$/.test(before)
        ? 'channel'
        : /(?:role|roles)\W*$/.test(before)
          ? 'role'
          : /(?:user|userid|member|members)\W*$/.test(before)
            ? 'member'
            : null;
      const kind = /channel|counters/i.test(path)
        ? 'channel'
        : /role/i.test(path)
          ? 'role'
          : /members/.test(path)
            ? 'member'
            : 'server';
      if (said && said !== kind) {
        problems.push({
          file,
          line: number,
          rule,
          message: `${m[1]} is a ${kind} ID of the example server (${path}), not a ${said} ID: take the ${said}'s ID from src/data/exampleServer.ts`,
        });
      }
      continue;
    }
    problems.push({
      file,
      line: number,
      rule,
      message: `${m[1]} is no ID of the example server: take the ID of the server, channel, role or member you mean from src/data/exampleServer.ts (the server is ${server.id}; IDs there: ${[...worldIds.values()].slice(0, 4).join(', ')}${worldIds.size > 4 ? ', …' : ''})`,
    });
  }
  const labels = Object.keys(counterLabels).join('|');
  // Counter names are capitalised ("Members: 12,408"), or all capitals on a category ("MEMBERS: 12,408").
  for (const m of line.matchAll(new RegExp(`(?<![\\w{])(${labels}):\\s*${numberPattern}(?![\\d])`, 'gi'))) {
    if (!/^(?:[A-Z][a-z]|[A-Z]+\b)/.test(m[1])) continue;
    const key = counterLabels[m[1].toLowerCase()];
    const wrong = differs(key, valueOf(m[2]));
    if (wrong) problems.push(figureProblem(file, number, m[0], key, wrong.now, wrong.path));
  }
  return problems;
}

const planPattern = new RegExp(`\\bon (?:the )?(${plans.map((p) => p.name).join('|')})(?: plan)?\\b`);

export const exampleFacts: ContentRule = (file: ContentFile) => {
  if (/\.ya?ml$/.test(file.file)) return specProblems(file);
  const problems: ContentProblem[] = [];
  const raw = readText(file.source).split('\n');
  raw.forEach((line, i) => problems.push(...lineProblems(file.file, line, i + 1)));
  const prose = proseLines(file.source);
  prose.forEach((line, i) => {
    for (const sentence of line.split(/(?<=[.?!])\s+|\|/)) {
      if (!namesServer.test(sentence)) continue;
      for (const key of figureKeys) {
        for (const m of sentence.matchAll(
          new RegExp(`(?<![\\w.,])${numberPattern}\\s+(?:${unitWords[key]})\\b`, 'gi'),
        )) {
          const wrong = differs(key, valueOf(m[1]));
          if (wrong) problems.push(figureProblem(file.file, i + 1, m[0], key, wrong.now, wrong.path));
        }
      }
      const plan = sentence.match(planPattern);
      const own = server.plan as PlanId | undefined;
      if (plan && own && plans.find((p) => p.name === plan[1])!.id !== own) {
        const name = plans.find((p) => p.id === own)!.name;
        problems.push({
          file: file.file,
          line: i + 1,
          rule,
          message: `"${plan[0]}": the example server is on ${name} (exampleServer.plan in src/data/exampleServer.ts); write "on ${name}", or make the example about your server instead of ${server.name}`,
        });
      }
    }
  });
  return problems;
};

/** The spec: IDs everywhere, and the server's counts in every example object of the example server that gives them. */
function specProblems(file: ContentFile): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const lines = file.source.split('\n');
  lines.forEach((line, i) => {
    if (/^\s*#/.test(line)) return;
    problems.push(...lineProblems(file.file, line, i + 1).filter((p) => !p.message.startsWith('"')));
  });
  lines.forEach((line, i) => {
    if (!new RegExp(`^\\s*guildId:\\s*'?${server.id}'?\\s*$`).test(line)) return;
    const indent = line.search(/\S/);
    // The object's own keys: the lines at its indent, up to the first line indented less.
    const own: {key: string; value: string; line: number}[] = [];
    for (let j = i; j < lines.length; j++) {
      const at = lines[j].search(/\S/);
      if (at >= 0 && at < indent) break;
      const m = lines[j].match(/^\s*([A-Za-z]+):\s*(\S.*)$/);
      if (at === indent && m) own.push({key: m[1], value: m[2], line: j + 1});
    }
    // The server's counts: an object with members and online (not a series, a member or a channel count).
    if (!own.some((o) => o.key === 'members') || !own.some((o) => o.key === 'online')) return;
    for (const {key, value, line: at} of own) {
      if (!(figureKeys as readonly string[]).includes(key) || !/^\d+$/.test(value)) continue;
      const wrong = differs(key as FigureKey, Number(value));
      if (wrong)
        problems.push(figureProblem(file.file, at, `${key}: ${value}`, key as FigureKey, wrong.now, wrong.path));
    }
  });
  return problems;
}
