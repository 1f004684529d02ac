import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {resolveSearch} from '../../src/config/search';

const root = path.resolve(__dirname, '../..');

describe('search backend from the environment', () => {
  it('is embedded when no Algolia variable is set', () => {
    expect(resolveSearch({})).toMatchObject({backend: 'embedded', indexName: 'statlas'});
    expect(resolveSearch({ALGOLIA_APP_ID: '  '})).toMatchObject({backend: 'embedded'});
  });

  it('is hosted when all three are set', () => {
    expect(
      resolveSearch({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'statlas'}),
    ).toEqual({backend: 'hosted', appId: 'APP', apiKey: 'key', indexName: 'statlas'});
  });

  it('fails naming the missing variables when only some are set', () => {
    expect(() => resolveSearch({ALGOLIA_APP_ID: 'APP'})).toThrow(/appId or apiKey is missing.*ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/);
    expect(() => resolveSearch({ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'statlas'})).toThrow(/ALGOLIA_APP_ID/);
  });
});

describe('DocSearch operator files', () => {
  it('the crawler config targets the statlas index with the shipped index settings', () => {
    let config: Record<string, unknown> = {};
    class Crawler {
      constructor(c: Record<string, unknown>) {
        config = c;
      }
    }
    new Function('Crawler', readFileSync(path.join(root, 'search/docsearch-crawler.js'), 'utf8'))(Crawler);
    const settings = JSON.parse(readFileSync(path.join(root, 'search/index-settings.json'), 'utf8'));
    expect((config.actions as Array<{indexName: string}>)[0]!.indexName).toBe('statlas');
    expect((config.initialIndexSettings as Record<string, unknown>).statlas).toEqual(settings);
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag']));
  });
});
