import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {CONTENT_SELECTOR, PAGE_KINDS, SKIP_SELECTOR, pageKindFor} from '../../plugins/search/indexer/rules';
import {resolveSearch} from '../../plugins/search/config';
import {MAX_CONDITIONS, algoliaRules, algoliaSynonyms, rulePattern} from '../../plugins/search/hosted';
import {loadPhrases} from '../../plugins/search/phrases';
import {HITS_PER_PAGE_GROUP, RANKING, allowedTypos} from '../../plugins/search/engine/engine';
import {SYNONYMS} from '../../plugins/search/engine/synonyms';
import {queryWords, tokenize} from '../../plugins/search/engine/text';

const root = path.resolve(__dirname, '../..');

describe('search backend from the environment', () => {
  it('is embedded when no Algolia variable is set', () => {
    expect(resolveSearch({})).toMatchObject({backend: 'embedded', indexName: 'statlas'});
    expect(resolveSearch({ALGOLIA_APP_ID: '  '})).toMatchObject({backend: 'embedded'});
  });

  it('is hosted when all three are set', () => {
    expect(resolveSearch({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'statlas'})).toEqual({
      backend: 'hosted',
      appId: 'APP',
      apiKey: 'key',
      indexName: 'statlas',
    });
  });

  it('fails naming the missing variables when only some are set', () => {
    expect(() => resolveSearch({ALGOLIA_APP_ID: 'APP'})).toThrow(
      /appId or apiKey is missing.*ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/,
    );
    expect(() => resolveSearch({ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'statlas'})).toThrow(/ALGOLIA_APP_ID/);
  });
});

const algolia = path.join(root, 'plugins/search/algolia');

/** The crawler config, run with a stand-in for Algolia's `Crawler`. */
function crawlerConfig(): Record<string, unknown> {
  let config: Record<string, unknown> = {};
  class Crawler {
    constructor(c: Record<string, unknown>) {
      config = c;
    }
  }
  new Function('Crawler', readFileSync(path.join(algolia, 'docsearch-crawler.js'), 'utf8'))(Crawler);
  return config;
}

/** What the crawler's record extractor removes and asks DocSearch for on a page at `pathname`. */
function crawlerExtraction(pathname: string) {
  const removed: string[] = [];
  let recordProps: Record<string, unknown> = {};
  const chain: Record<string, unknown> = {};
  for (const m of ['filter', 'first', 'find']) chain[m] = () => chain;
  chain.text = () => '';
  chain.attr = () => 'stat channels, live counters'; // a keywords meta, which the crawler does not read
  chain.length = 0;
  const $ = (selector: string) => ({...chain, remove: () => removed.push(selector)});
  const helpers = {docsearch: (o: {recordProps: Record<string, unknown>}) => (recordProps = o.recordProps)};
  const [action] = crawlerConfig().actions as Array<{recordExtractor: (a: unknown) => unknown}>;
  action!.recordExtractor({url: new URL(`https://docs.statlas.app${pathname}`), $, helpers});
  return {removed, recordProps};
}

const split = (selectors: string) => selectors.split(',').map((s) => s.trim().replace(/^article /, ''));

describe('hosted Algolia files', () => {
  const settings = JSON.parse(readFileSync(path.join(algolia, 'index-settings.json'), 'utf8'));

  it('the crawler config targets the statlas index with the shipped index settings', () => {
    const config = crawlerConfig();
    expect((config.actions as Array<{indexName: string}>)[0]!.indexName).toBe('statlas');
    expect((config.initialIndexSettings as Record<string, unknown>).statlas).toEqual(settings);
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag']));
  });

  it('the crawler extracts with the rules of the embedded index', () => {
    const {removed, recordProps} = crawlerExtraction('/docs/guide/welcome');
    expect(split(removed.join(','))).toEqual(split(SKIP_SELECTOR));
    const headings = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((k) => recordProps[k]);
    expect(split([...headings, recordProps.content].join(','))).toEqual(split(CONTENT_SELECTOR));
    expect(crawlerExtraction('/docs/api/get-activities').recordProps.lvl0).toMatchObject({defaultValue: 'API'});
    // A blog post or legal page is indexed by the lead of the page and of each section, as leadBlocks keeps.
    for (const route of ['/blog/2021-07-11-newsletter', '/docs/legal/developer-terms']) {
      expect(split(crawlerExtraction(route).recordProps.content as string)).toEqual(
        [':first-child:not(h2)', 'h2 + *', 'h3 + *', 'h4 + *', 'h5 + *', 'h6 + *'].map((s, i) =>
          i ? s : `.markdown > ${s}`,
        ),
      );
    }
  });

  it('states the ranking choices of the embedded engine', () => {
    // Page grouping: at most HITS_PER_PAGE_GROUP hits per page.
    expect(settings.distinct).toBe(HITS_PER_PAGE_GROUP);
    expect(settings.attributeForDistinct).toBe('url_without_anchor');
    // Titles first, then headings, then text, the section name last, as the field weights. Readers'
    // phrases reach Algolia as query rules, not as an attribute of the crawled pages.
    expect(settings.searchableAttributes.slice(0, 2)).toEqual([
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
    ]);
    expect(settings.searchableAttributes.at(-1)).toBe('unordered(hierarchy.lvl0)');
    expect(JSON.stringify(settings.searchableAttributes)).not.toContain('keywords');
    // Field weights are against the text's 1.
    expect(RANKING.fields.title).toBeGreaterThan(RANKING.fields.heading);
    expect(RANKING.fields.heading).toBeGreaterThan(1);
    expect(crawlerExtraction('/docs/guide/welcome').recordProps.keywords).toBeUndefined();
    // The prior: the crawler's pageRank is the prior of the page's kind, times 100.
    for (const route of [
      '/docs/api/get-activities',
      '/blog/2021-07-11-newsletter',
      '/docs/guide/welcome',
      '/docs/usage/commands/stats',
      '/docs/legal/developer-terms',
      '/docs/usage/messages',
    ]) {
      expect(crawlerExtraction(route).recordProps.pageRank, route).toBe(String(pageKindFor(route).prior * 100));
    }
    expect(PAGE_KINDS.reference.prior).toBeLessThan(1);
    expect(PAGE_KINDS.post.prior).toBeLessThan(1);
    // Ties in the same order: typo, attribute, proximity, exact, then pageRank (custom).
    expect(settings.ranking.filter((c: string) => c !== 'words' && c !== 'filters')).toEqual([
      'typo',
      'attribute',
      'proximity',
      'exact',
      'custom',
    ]);
    expect(settings.customRanking[0]).toBe('desc(weight.pageRank)');
    expect(RANKING.proximity).toBeGreaterThan(0);
    // Typos: 1 from 4 letters, 2 from 8, none in numbers.
    expect(allowedTypos('a'.repeat(settings.minWordSizefor1Typo - 1))).toBe(0);
    expect(allowedTypos('a'.repeat(settings.minWordSizefor1Typo))).toBe(1);
    expect(allowedTypos('a'.repeat(settings.minWordSizefor2Typos))).toBe(2);
    expect(settings.allowTyposOnNumericTokens).toBe(false);
    expect(allowedTypos('20245')).toBe(0);
    // Plurals, camelCase and snake_case names.
    expect(settings.ignorePlurals).toBe(true);
    expect(queryWords('counters')).toEqual(['counter']);
    expect(settings.camelCaseAttributes).toEqual(['hierarchy', 'content']);
    expect(queryWords('RateLimitHeaders')).toEqual(['rate', 'limit', 'header']);
    // Negative contractions, with or without the apostrophe, as the docs write them.
    for (const typed of ["didn't", 'didnt', 'didn’t'])
      expect(queryWords(`role ${typed} work`)).toEqual(['role', 'did', 'not', 'work']);
    expect(queryWords("can't wont")).toEqual(['can', 'not', 'will', 'not']);
    expect(settings.separatorsToIndex).toBe('_');
    expect(tokenize('track_bots')).toContain('track_bots');
    // When no record holds every word, records holding some of them follow.
    expect(settings.removeWordsIfNoResults).toBe('allOptional');
  });

  it('hosted synonyms are the synonym groups of the engine', () => {
    const hosted = algoliaSynonyms();
    expect(hosted.every((s) => s.type === 'synonym' && typeof s.objectID === 'string')).toBe(true);
    expect(new Set(hosted.map((s) => s.objectID)).size).toBe(hosted.length);
    expect(hosted.map((s) => s.synonyms)).toEqual(SYNONYMS.map((g) => [...g]));
    // Groups hold query words as the engine makes them: normalized and singular.
    for (const group of SYNONYMS) for (const word of group) expect(queryWords(word)).toEqual([word]);
  });

  it("every readers' phrase reaches the hosted rules, as a rule that puts its page first, in the shape Algolia's API takes", () => {
    const phrases = loadPhrases();
    const rules = algoliaRules(phrases, 'https://docs.statlas.app');
    const filterable = settings.attributesForFaceting.map((a: string) =>
      a.replace(/^(filterOnly|searchable)\((.*)\)$/, '$2'),
    );
    const promoted = new Map<string, string>();
    const wrong: string[] = [];
    for (const rule of rules) {
      // The body of POST /1/indexes/{index}/rules/batch: an array of rules.
      expect(Object.keys(rule).sort()).toEqual(['conditions', 'consequence', 'description', 'enabled', 'objectID']);
      expect(rule.objectID).toMatch(/^[\w-]{1,64}$/);
      expect(rule.conditions.length).toBeGreaterThan(0);
      expect(rule.conditions.length).toBeLessThanOrEqual(MAX_CONDITIONS);
      expect(Object.keys(rule.consequence)).toEqual(['params']);
      expect(Object.keys(rule.consequence.params)).toEqual(['optionalFilters']);
      const [filter] = rule.consequence.params.optionalFilters;
      const [attribute, ...value] = filter!.split(':');
      expect(filterable).toContain(attribute);
      for (const condition of rule.conditions) {
        const keys = Object.keys(condition).sort().join();
        if (keys !== 'alternatives,anchoring,pattern') wrong.push(`${rule.objectID}: condition keys ${keys}`);
        if (!['is', 'startsWith', 'endsWith', 'contains'].includes(condition.anchoring))
          wrong.push(`${condition.pattern}: anchoring ${condition.anchoring}`);
        if (!/^[^{}]+$/.test(condition.pattern)) wrong.push(`${condition.pattern}: braces or empty`);
        if (promoted.has(condition.pattern)) wrong.push(`${condition.pattern}: in two rules`);
        promoted.set(condition.pattern, new URL(value.join(':')).pathname);
      }
    }
    expect(new Set(rules.map((r) => r.objectID)).size).toBe(rules.length);
    let count = 0;
    for (const [page, list] of phrases.byPage)
      for (const phrase of list) {
        count += 1;
        const got = promoted.get(rulePattern(phrase));
        if (got !== page) wrong.push(`"${phrase}" of ${page} promotes ${got ?? 'nothing'}`);
      }
    expect(wrong).toEqual([]);
    expect(count).toBeGreaterThan(0);
  }, 30_000); // reads and checks every phrase file: about a second idle
});
