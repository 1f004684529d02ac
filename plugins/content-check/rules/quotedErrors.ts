/**
 * Every reply and log entry a page quotes is a message of src/data/messages.ts, in its words, so a
 * reader can match what appears in the server word for word. A quote is taken as Statlas's by its
 * place, not by its words:
 *
 * - a quoted sentence ("…", “…”, or `…` of three words or more) after a verb of saying whose subject
 *   is Statlas, the bot, a command, the log or a reply ("Statlas replies", "the log shows", "it
 *   answers", "logs", "says", "writes", "posts", "responds", "reads") or after a noun of one ("a reply
 *   such as", "the log entry", "the error");
 * - a blockquote right after a sentence of that kind;
 * - a quote in a table column headed "What you see", "Message", "Reply", "Error" or "Log entry";
 * - a quote that reads like a Statlas error anywhere ("Missing …", "… limit reached", "… could not be …");
 * - `<DiscordMessage>` or `<BotMessage>` written with its own text (`text="…"` or children) or without an id.
 *
 * Names, numbers, #channels, @mentions and permission levels are example values: a quote matches a
 * message with other values in their places, and "…" stands for any words. Discord's own messages
 * ("This interaction failed") are not Statlas's and pass. Code blocks of API bodies and programs quote
 * the API, and are left out; code blocks of text are the discord-messages rule's.
 *
 * The message names the nearest message id, to quote with `<BotMessage id="…" />`.
 */
import {botMessages, messagePlainText} from '../../../src/data/messages';
import {withImport} from '../fix';
import {readText} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const rule = 'bot-message';

/** Discord's own messages, which pages quote when Statlas does not answer. Not Statlas's words. */
export const discordClientMessages: readonly string[] = [
  'Missing Permissions',
  'Missing Access',
  'The application did not respond',
  'This interaction failed',
  'This command is outdated, please try again in a few minutes',
  'Only you can see this',
];

/** Example values become placeholders, so a quote with other names or numbers still matches. */
export function normalise(text: string): string {
  return text
    .replace(/[`*_]/g, '')
    .replace(/[“”„]/g, '"')
    .replace(/[’‘]/g, "'")
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[a-z_]+\}/g, '0')
    .replace(/@[\w-]+(?: [A-Z][\w-]*)*/g, '@x')
    .replace(/#[\w-]+/g, '#x')
    .replace(/\b(?:everyone|viewer|manager|admin)\b/gi, 'level')
    .replace(/[+−-]?\d[\d,.]*/g, '0')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!:;,]+$/, '')
    .toLowerCase();
}

const known = [
  ...botMessages.map((m) => ({id: m.id as string, text: normalise(messagePlainText(m).replace(/\n/g, ' '))})),
  ...discordClientMessages.map((text) => ({id: '', text: normalise(text)})),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when a quote is (a part of) a message, "…" standing for any words. */
export function isMessage(quote: string): boolean {
  const pattern = normalise(quote)
    .split(/\s*(?:…|\.\.\.)\s*/)
    .map(escape)
    .join('.*');
  if (!pattern) return true;
  const re = new RegExp(pattern);
  return known.some((m) => re.test(m.text));
}

/** The message whose words are nearest to a quote's. */
export function nearestMessage(quote: string): string | null {
  const words = new Set(
    normalise(quote)
      .split(/\W+/)
      .filter((w) => w.length > 2),
  );
  let best: string | null = null;
  let bestScore = 0;
  for (const message of botMessages) {
    const theirs = new Set(
      normalise(`${message.title} ${messagePlainText(message)}`)
        .split(/\W+/)
        .filter((w) => w.length > 2),
    );
    const shared = [...words].filter((w) => theirs.has(w)).length;
    const score = shared / Math.max(1, new Set([...words, ...theirs]).size);
    if (score > bestScore) {
      best = message.id;
      bestScore = score;
    }
  }
  return bestScore >= 0.2 ? best : null;
}

/** Code block languages whose text is API traffic or program code, not a bot message. */
const apiLanguages = new Set(['json', 'http', 'bash', 'sh', 'js', 'javascript', 'ts', 'typescript', 'python', 'yaml']);

/** A subject that speaks for Statlas, then a verb of saying, right before a quote. */
const saidBy =
  /\b(?:statlas|the bot|bot|it|log(?: channel)?|logs|reply|replies|answer|entry|command|`\/[^`]+`|embed|message)\s+(?:then\s+|now\s+|only\s+|also\s+|still\s+)?(?:repl(?:y|ies|ied)|answer(?:s|ed)?|says?|said|logs?|logged|shows?|showed|responds?|responded|posts?|posted|writes?|wrote|reads?|prints?|printed|sends?|sent)\b[^.?!|"“`]{0,40}$/i;
/** "logs …" with Statlas as the sentence's subject, and nouns of a message: "a reply such as", "the error". */
const saidAs =
  /(?:\b(?:repl(?:y|ies)|answer|log entry|entry|error|message|notice)\s+(?:such as|like|saying|that says|reading)?\s*|\bstatlas\b[^.?!|"“]{0,60}\b(?:logs|replies|answers|writes|posts)\s+(?:a\s+|an\s+)?)$/i;
/** The header of a table column that quotes what a reader sees. */
const seenHeader = /^(?:what you see|you see|message|reply|error|log entry|what statlas (?:says|replies))$/i;

/** The words of a Statlas error, wherever it is quoted. */
const errorWords = /\bMissing [A-Za-z]|limit reached|could not be/i;

/** Quotes of a line, with their text and whether their place makes them Statlas's. */
function quotesOf(line: string): {quote: string; placed: boolean}[] {
  const found: {quote: string; placed: boolean}[] = [];
  for (const m of line.matchAll(/"([^"\n]+)"|“([^”\n]+)”|`([^`\n]+)`/g)) {
    const quote = m[1] ?? m[2] ?? m[3];
    const code = m[3] !== undefined;
    const before =
      line
        .slice(0, m.index)
        .split(/[.?!|]\s/)
        .pop() ?? '';
    if (code && (quote.trim().split(/\s+/).length < 3 || /^(?:\/|s!|\{|<|[a-z_]+:)/.test(quote.trim()))) {
      if (errorWords.test(quote)) found.push({quote, placed: true});
      continue;
    }
    const placed = saidBy.test(before) || saidAs.test(before.trimEnd() + ' ') || saidAs.test(before);
    // One word ("added") is too short to be a message quoted in full.
    if (placed && quote.trim().split(/\s+/).length >= 2) found.push({quote, placed});
    else if (errorWords.test(quote)) found.push({quote, placed: true});
  }
  return found;
}

function problem(file: string, line: number, quote: string): ContentProblem {
  const id = nearestMessage(quote);
  const fix = id
    ? `if it is ${id}, quote it with ${withImport(`<BotMessage id="${id}" />`)}; otherwise add the message to src/data/messages.ts and quote it by its id`
    : `add the message to src/data/messages.ts (id, kind, text) and quote it with ${withImport('<BotMessage id="…" />')}`;
  return {file, line, rule, message: `"${quote}" is not a message of src/data/messages.ts: ${fix}`};
}

export const quotedErrors: ContentRule = (file: ContentFile) => {
  const found: ContentProblem[] = [];
  let fence: string | null = null;
  const lines = readText(file.source).split('\n');
  let seenColumn = -1;
  lines.forEach((line, i) => {
    const opens = line.match(/^\s*(`{3,}|~{3,})(\w*)/);
    if (opens) {
      fence = fence === null ? opens[2] : null;
      return;
    }
    if (fence !== null) {
      // API bodies and program code quote the API; text blocks are the discord-messages rule's, but a quoted error counts.
      if (apiLanguages.has(fence)) return;
      for (const m of line.matchAll(/"([^"\n]+)"/g))
        if (errorWords.test(m[1]) && !isMessage(m[1])) found.push(problem(file.file, i + 1, m[1]));
      return;
    }
    // A blockquote after a sentence that introduces a reply or a log entry.
    if (/^\s*>\s?\S/.test(line) && !/^\s*>/.test(lines[i - 1] ?? '')) {
      let j = i - 1;
      while (j >= 0 && lines[j].trim() === '') j--;
      const intro = lines[j] ?? '';
      if (/:\s*$/.test(intro) && (saidBy.test(intro.replace(/:\s*$/, '')) || saidAs.test(intro.replace(/:\s*$/, '')))) {
        const quote = lines
          .slice(i)
          .filter((_, k, all) => all.slice(0, k + 1).every((l) => /^\s*>/.test(l)))
          .map((l) => l.replace(/^\s*>\s?/, ''))
          .join(' ')
          .trim();
        if (!isMessage(quote)) found.push(problem(file.file, i + 1, quote));
      }
    }
    for (const match of line.matchAll(/<(DiscordMessage|BotMessage)\b([^>]*?)(\/?)>/g)) {
      const attributes = match[2];
      if (!/\bid=/.test(attributes) || /\btext=/.test(attributes) || match[3] !== '/') {
        const text =
          attributes.match(/\btext=["']([^"']*)["']/)?.[1] ?? line.slice(match.index! + match[0].length).split('<')[0];
        const id = text ? nearestMessage(text) : null;
        found.push({
          file: file.file,
          line: i + 1,
          rule,
          message: `<${match[1]}> draws a message of src/data/messages.ts by its id alone: write ${withImport(`<${match[1]} id="${id ?? '…'}" />`)}${id ? '' : ', after adding the message to the data'}`,
        });
      }
    }
    const reported = new Set<string>();
    for (const {quote} of quotesOf(line)) {
      if (!isMessage(quote)) found.push(problem(file.file, i + 1, quote));
      reported.add(quote);
    }
    // A troubleshooting table's "What you see" (or "Message", "Reply", "Log entry") column quotes what appeared.
    const cells = line.split('|').slice(1, -1);
    if (/^\s*\|/.test(line) && /^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? '')) {
      seenColumn = cells.findIndex((cell) => seenHeader.test(cell.trim()));
      return;
    }
    if (!/^\s*\|/.test(line)) seenColumn = -1;
    else if (seenColumn >= 0 && cells[seenColumn] && !/^[\s:-]+$/.test(cells[seenColumn])) {
      for (const m of cells[seenColumn].matchAll(/"([^"\n]+)"|“([^”\n]+)”/g)) {
        const quote = m[1] ?? m[2];
        if (reported.has(quote) || quote.trim().split(/\s+/).length < 2) continue;
        if (!isMessage(quote)) found.push(problem(file.file, i + 1, quote));
      }
    }
  });
  return found;
};
