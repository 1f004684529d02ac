/**
 * A developer who pastes an API error body, or types its `error` code, into search lands on the API errors
 * page first: for every error of the spec, with the engine the browser runs over the built index. Needs a
 * build (`npm run build`), like messages-search.test.ts.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {apiErrors, bodyLine} from '../../plugins/api-reference/errors';
import {API_ERRORS_ROUTE} from '../../src/config/apiRoutes';
import {SearchEngine} from '../../plugins/search/engine/engine';
import {decodeIndex} from '../../plugins/search/engine/indexFormat';
import {topPages} from './search-relevance';

const root = path.resolve(__dirname, '../..');
const indexFile = path.join(root, 'build/search-index.json');
/** What a developer pastes: the body, cut at a word boundary to fit the search box's 64 characters. */
function pastedQuery(text: string): string {
  if (text.length <= 64) return text;
  const cut = text.slice(0, 65);
  return cut.slice(0, cut.lastIndexOf(' ')).trim();
}

const errors = apiErrors(parse(readFileSync(path.join(root, 'openapi/statlas.yaml'), 'utf8')));

describe('searching for an API error', () => {
  it('has a built index with the API errors page', () => {
    expect(existsSync(indexFile), 'build/search-index.json: run `npm run build` first').toBe(true);
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {p: Array<[string]>};
    expect(index.p.map(([p]) => p)).toContain(API_ERRORS_ROUTE);
  });

  const engine = existsSync(indexFile)
    ? new SearchEngine(decodeIndex(JSON.parse(readFileSync(indexFile, 'utf8')) as Parameters<typeof decodeIndex>[0]))
    : undefined;

  for (const error of errors) {
    for (const [how, query] of [
      ['its pasted body', pastedQuery(bodyLine(error.body))],
      ['its pasted body without spaces', pastedQuery(JSON.stringify(error.body))],
    ] as const) {
      it(`finds the errors page first for ${error.status} ${error.code} by ${how}: ${query}`, () => {
        expect(engine, 'no built index').toBeDefined();
        expect(topPages(engine!, query)[0]).toBe(API_ERRORS_ROUTE);
      });
    }
    // A code that is also a schema's name (`unauthorized`, the UnauthorizedError body) may put that page first.
    it(`finds the errors page among the first 3 for ${error.code}`, () => {
      expect(engine, 'no built index').toBeDefined();
      expect(topPages(engine!, error.code).slice(0, 3)).toContain(API_ERRORS_ROUTE);
    });
  }

  it('finds the errors page first for rate_limited, the code no other page is named after', () => {
    expect(engine, 'no built index').toBeDefined();
    expect(topPages(engine!, 'rate_limited')[0]).toBe(API_ERRORS_ROUTE);
  });
});
