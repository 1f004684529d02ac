/**
 * Content rule: Statlas's messages are drawn from src/data/messages.ts, never typed into a page.
 *
 * A page fails when
 * - a code block imitates a Discord message or channel list: a sender line with an APP or BOT tag
 *   ("Statlas  APP"), a line that is only the bot's name, Discord's "Only you can see this" or
 *   "Today at 14:32" chrome, a channel category header ("TEXT CHANNELS", "VOICE CHANNELS", "SERVER
 *   STATS"), or two or more channel rows ("# general");
 * - a code block holds the words of a message of the data (a reply or log entry typed out);
 * - `<DiscordMessage id="…">` or `<BotMessage id="…">` names a message that is not in the data.
 *
 * The fix is the same each time: show the message with `<DiscordMessage id="…" />` (or inline with
 * `<BotMessage id="…" />`), the channel list with `<ChannelList counters={[…]} />`, and add a
 * message that is missing to src/data/messages.ts.
 */
import {botMessages} from '../../../src/data/messages';
import {nearest, withImport} from '../fix';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

/** "; did you mean rewardGranted?" for the id nearest to a misspelt one. */
const nearestId = (id: string) => {
  const guess = nearest(id, [...ids]);
  return guess ? `; did you mean ${guess}?` : '';
};

const RULE = 'discord-messages';
const BOT_NAME = 'Statlas';

const ids = new Set<string>(botMessages.map((message) => message.id));

/** Every line of every message (content, embed title and footer) long enough to be its own words, with its id. */
const messageLines: ReadonlyArray<readonly [string, string]> = botMessages
  .flatMap((message) =>
    [...message.text.split('\n'), message.embed?.title ?? '', message.embed?.footer ?? ''].map(
      (line) => [normalise(line), message.id] as const,
    ),
  )
  .filter(([line]) => line.length >= 10);

function normalise(text: string): string {
  return text.replace(/`/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** What makes a line of a code block look like Discord's interface, and why. */
const IMITATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\s*\S.*?\s+(APP|BOT)\s*$/, 'a sender line with an APP tag'],
  [new RegExp(`^\\s*${BOT_NAME}\\s*:?\\s*$`, 'i'), 'a line with only the bot’s name, as above a Discord message'],
  [/only you can see this/i, 'Discord’s ephemeral-reply note'],
  [/^\s*(today|yesterday) at \d{1,2}:\d{2}/i, 'a Discord timestamp'],
  [/^\s*[^\w\s]*\s*(TEXT|VOICE) CHANNELS\s*$/i, 'a channel category header'],
  [/^\s*[^\w\s]*\s*SERVER STATS\s*$/, 'a channel category header'],
];

/** A channel row of a drawn channel list: "# general", "🔊 Members: 12,408". */
const CHANNEL_ROW = /^\s*(#\s+[a-z0-9][\w-]*\s*$|(🔊|🔈)\s*\S)/u;

interface Block {
  readonly start: number; // 1-based line of the opening fence
  /** The fence's language, '' when it has none. */
  readonly lang: string;
  readonly lines: string[];
}

/** Languages of plain text, where `# name` lines are channel rows rather than comments. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

function codeBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let open: {fence: string; start: number; lang: string; lines: string[]} | null = null;
  source.split('\n').forEach((line, index) => {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (!open) {
      if (fence) open = {fence: fence[1]!, start: index + 1, lang: fence[2]!.toLowerCase(), lines: []};
      return;
    }
    if (fence && fence[1]!.startsWith(open.fence) && line.trim() === fence[1]) {
      blocks.push({start: open.start, lang: open.lang, lines: open.lines});
      open = null;
      return;
    }
    open.lines.push(line);
  });
  return blocks;
}

function blockProblems(file: string, block: Block): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (offset: number, message: string) =>
    problems.push({file, line: block.start + 1 + offset, rule: RULE, message});
  let channelRows = 0;
  block.lines.forEach((line, offset) => {
    const imitation = IMITATIONS.find(([pattern]) => pattern.test(line));
    if (imitation) {
      report(
        offset,
        `code block imitates Discord (${imitation[1]}: "${line.trim()}"); draw it with ${withImport('<DiscordMessage id="…" />')}, or a channel list with ${withImport("<ChannelList counters={['Members: {members}']} />")}`,
      );
      return;
    }
    if (PLAIN.has(block.lang) && CHANNEL_ROW.test(line) && ++channelRows === 2) {
      report(
        offset,
        `code block draws a channel list ("${line.trim()}"); use ${withImport("<ChannelList counters={['Members: {members}']} />")}`,
      );
      return;
    }
    const words = normalise(line);
    const quoted = words.length >= 10 ? messageLines.find(([text]) => words.includes(text)) : undefined;
    if (quoted) {
      report(
        offset,
        `code block types out a Statlas message ("${line.trim()}"); show it with ${withImport(`<DiscordMessage id="${quoted[1]}" />`)}`,
      );
    }
  });
  return problems;
}

export const discordMessages: ContentRule = ({file, source}: ContentFile) => {
  const problems: ContentProblem[] = [];
  for (const block of codeBlocks(source)) problems.push(...blockProblems(file, block));
  source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/<(DiscordMessage|BotMessage)\b[^>]*?\bid=["']([^"']*)["']/g)) {
      if (!ids.has(match[2]!)) {
        problems.push({
          file,
          line: index + 1,
          rule: RULE,
          message: `<${match[1]} id="${match[2]}"> names no message of src/data/messages.ts${nearestId(match[2]!)} (known: ${[...ids].join(', ')})`,
        });
      }
    }
  });
  return problems.sort((a, b) => a.line - b.line);
};
