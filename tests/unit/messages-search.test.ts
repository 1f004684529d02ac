/**
 * A reader who pastes a Statlas message from Discord into search lands on the messages page: for every
 * message of src/data/messages.ts, its text (as much as the search box takes, 64 characters) finds
 * /docs/usage/messages among the first 3 pages the dialog shows, with the engine the browser runs over
 * the built index, for every message. Needs a build (`npm run build`), like search-relevance.test.ts.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {botMessages, messagePlainText} from '../../src/data/messages';
import {SearchEngine} from '../../plugins/search/engine/engine';
import {decodeIndex} from '../../plugins/search/engine/indexFormat';
import {topPages} from './search-relevance';

const root = path.resolve(__dirname, '../..');
const indexFile = path.join(root, 'build/search-index.json');
const MESSAGES_PAGE = '/docs/usage/messages';
/** The search input's maximum length. */
const MAX_QUERY = 64;

/** What a reader pastes: the message's words, cut at a word boundary to fit the search box. */
export function pastedQuery(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_QUERY) return flat;
  const cut = flat.slice(0, MAX_QUERY + 1);
  return cut.slice(0, cut.lastIndexOf(' ')).trim();
}

describe('pasting a message into search', () => {
  it('has a built index to search', () => {
    expect(existsSync(indexFile), 'build/search-index.json: run `npm run build` first').toBe(true);
  });

  const engine = existsSync(indexFile)
    ? new SearchEngine(decodeIndex(JSON.parse(readFileSync(indexFile, 'utf8')) as Parameters<typeof decodeIndex>[0]))
    : undefined;

  it('has the messages page in the index', () => {
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {p: Array<[string]>};
    expect(index.p.map(([p]) => p)).toContain(MESSAGES_PAGE);
  });

  it('cuts a long message at a word boundary within the search box', () => {
    expect(pastedQuery('Role reward granted: @Regular to @mira_builds (messages 512 ≥ 500) and more words here')).toBe(
      'Role reward granted: @Regular to @mira_builds (messages 512 ≥',
    );
  });

  // A page that quotes a message in context (a troubleshooting section) may rank above the list, but
  // the list, where the message is a whole entry, stays in the first 3.
  it('finds the messages page among the first 3 pages the dialog shows for every message', () => {
    expect(engine, 'no built index').toBeDefined();
    const misses = botMessages
      .map((message) => pastedQuery(messagePlainText(message)))
      .filter((query) => !topPages(engine!, query).slice(0, 3).includes(MESSAGES_PAGE));
    expect(botMessages.length).toBeGreaterThan(15);
    expect(misses, 'not in the first 3').toEqual([]);
  });
});
