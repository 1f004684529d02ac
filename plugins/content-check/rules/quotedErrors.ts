/**
 * A quoted error ("Missing …", "… limit reached", "… could not be …") is a message of
 * src/data/messages.ts, rendered with `<BotMessage id="…" />`, so a reader can match a log line word for word.
 * Code blocks of API bodies and programs (json, http, bash, js, python) quote the API, and are left out.
 */
import {botMessages} from '../../../src/data/messages';
import {body} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

/** The messages, and "Missing Permissions", Discord's name for the error they end with. */
const messageTexts = new Set([...botMessages.map((m) => m.text), 'Missing Permissions']);

/** Code block languages whose text is API traffic or program code, not a bot message. */
const apiLanguages = new Set(['json', 'http', 'bash', 'js', 'javascript', 'ts', 'typescript', 'python']);

export const quotedErrors: ContentRule = (file: ContentFile) => {
  const found: ContentProblem[] = [];
  let fence: string | null = null;
  body(file.source)
    .split('\n')
    .forEach((line, i) => {
      const opens = line.match(/^\s*```(\w*)/);
      if (opens) {
        fence = fence === null ? opens[1] : null;
        return;
      }
      // API bodies and program code quote the API, not the bot.
      if (fence !== null && apiLanguages.has(fence)) return;
      for (const m of line.matchAll(/"([^"\n]+)"|`([^`\n]+)`/g)) {
        const quoted = m[1] ?? m[2];
        if (/\bMissing [A-Za-z]|limit reached|could not be/i.test(quoted) && !messageTexts.has(quoted)) {
          found.push({
            file: file.file,
            line: i + 1,
            rule: 'bot-message',
            message: `"${quoted}" is not a message of src/data/messages.ts: quote one with <BotMessage id="…" />`,
          });
        }
      }
    });
  return found;
};
