/**
 * The readers' phrases dataset (plugins/search/phrases): read and checked before the build renders
 * anything, so a phrase for a page the site does not have, a phrase on two pages or an empty entry
 * stops `npm run build` with the file and line to fix.
 */
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import searchIndexPlugin from '../../plugins/search';
import {PhraseError, loadPhrases, phraseKey} from '../../plugins/search/phrases';

const fixtures = path.resolve(__dirname, '../fixtures/search-phrases');
const ROUTES = new Set(['/docs/guide/setup', '/docs/guide/invite']);

/** The problems a fixture folder has, or [] when it loads. */
function problemsOf(name: string): string[] {
  try {
    loadPhrases(path.join(fixtures, name), ROUTES);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(PhraseError);
    return [...(error as PhraseError).problems];
  }
}

describe("readers' phrases", () => {
  it('reads each page path with its phrases in order', () => {
    const {byPage, pages} = loadPhrases(path.join(fixtures, 'valid'), ROUTES);
    expect(byPage.get('/docs/guide/setup')).toEqual(['how do I set up the bot', '404']);
    expect(byPage.get('/docs/guide/invite')).toEqual(['add the bot to my server']);
    expect(pages.get('/docs/guide/invite')).toMatchObject({line: 4});
  });

  it('names the file and line of a phrase for a page the site does not have', () => {
    const problems = problemsOf('unknown-page');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/unknown-page\/guide\.yml:3: \/docs\/guide\/no-such-page is not a page of the site/);
  });

  it('names both places of a phrase listed for two pages, read as the engine reads it', () => {
    const problems = problemsOf('two-pages');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /two-pages\/usage\.yml:3: .*for two pages: \/docs\/guide\/invite and \/docs\/guide\/setup/,
    );
    expect(problems[0]).toMatch(/two-pages\/guide\.yml:2/);
    expect(phraseKey('How do I set up the bot?')).toBe(phraseKey('how do i set up the bot'));
  });

  it('names the file and line of an empty phrase and of a page without phrases', () => {
    const problems = problemsOf('empty');
    expect(problems).toEqual([
      expect.stringMatching(/empty\/guide\.yml:3: an empty phrase under \/docs\/guide\/setup/),
      expect.stringMatching(/empty\/guide\.yml:4: \/docs\/guide\/invite has no phrases/),
    ]);
  });

  it("the site's own phrases load, each page path a docs page or a post", () => {
    const {byPage} = loadPhrases();
    expect(byPage.size).toBeGreaterThan(0);
    for (const page of byPage.keys()) expect(page).toMatch(/^\/(docs|blog)\/[\w./-]+$/);
  });

  it('stop the build: the plugin checks them against the loaded pages before rendering', async () => {
    const plugin = searchIndexPlugin({siteDir: fixtures, generatedFilesDir: fixtures} as never, {
      backend: 'hosted',
      phrasesDir: path.join(fixtures, 'unknown-page'),
    });
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {loadedVersions: [{docs: [...ROUTES].map((permalink) => ({permalink}))}]},
      },
    };
    await expect(plugin.allContentLoaded!({allContent} as never)).rejects.toThrow(/guide\.yml:3: .*no-such-page/);
    const valid = searchIndexPlugin({siteDir: fixtures, generatedFilesDir: fixtures} as never, {
      backend: 'hosted',
      phrasesDir: path.join(fixtures, 'valid'),
    });
    await expect(valid.allContentLoaded!({allContent} as never)).resolves.toBeUndefined();
  });
});
