/**
 * A quoted error ("Missing …", "… limit reached", "… could not be …") is a message of
 * src/data/messages.ts, rendered with `<BotMessage id="…" />`, so a reader can match a log line word for word.
 */
import {botMessages} from '../../../src/data/messages';
import {body} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

/** The messages, and "Missing Permissions", Discord's name for the error they end with. */
const messageTexts = new Set([...botMessages.map((m) => m.text), 'Missing Permissions']);

export const quotedErrors: ContentRule = (file: ContentFile) => {
  const found: ContentProblem[] = [];
  body(file.source)
    .split('\n')
    .forEach((line, i) => {
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
