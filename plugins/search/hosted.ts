/**
 * What hosted Algolia (DocSearch) needs besides the crawled pages, generated from the data the
 * embedded index reads, so that both backends promote the same page for the same phrase:
 *
 * - query rules: each readers' phrase (./phrases) is the pattern of a rule whose consequence puts
 *   its page first (an optional filter on `url_without_anchor`, which index-settings.json makes
 *   filterable), in the body Algolia's "save rules" batch endpoint takes;
 * - synonyms: the engine's synonym groups (SYNONYMS), in the body of its "save synonyms" batch endpoint.
 *
 * A hosted build writes both to `<build>/algolia/`; the README beside this file says how to upload them.
 */
import {SYNONYMS} from './engine/synonyms';
import type {PhraseSet} from './phrases';

/** The folder of a hosted build that holds the generated files. */
export const ALGOLIA_DIR = 'algolia';

/** Algolia accepts at most 25 conditions in one rule. */
export const MAX_CONDITIONS = 25;

/** The attribute the rules filter on: the page's address, on every DocSearch record of the page. */
export const PAGE_ATTRIBUTE = 'url_without_anchor';

export interface AlgoliaCondition {
  pattern: string;
  anchoring: 'is' | 'startsWith' | 'endsWith' | 'contains';
  /** Plurals and synonyms of the pattern's words match too, as the engine reads them. */
  alternatives: boolean;
}

export interface AlgoliaRule {
  objectID: string;
  description: string;
  enabled: boolean;
  conditions: AlgoliaCondition[];
  consequence: {params: {optionalFilters: string[]}};
}

export interface AlgoliaSynonym {
  objectID: string;
  type: 'synonym';
  synonyms: string[];
}

/**
 * A phrase as a rule pattern: braces start Algolia's `{facet:…}` placeholders and are dropped;
 * Algolia reads the rest of the punctuation as it reads a query's.
 */
export const rulePattern = (phrase: string) => phrase.replace(/[{}]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();

const slug = (route: string) =>
  route
    .replace(/^\//, '')
    .replace(/[^\w-]+/g, '-')
    .toLowerCase();

/**
 * One rule per page and 25 phrases (Algolia's limit of conditions a rule), each phrase a condition
 * met when the query is the phrase: the page then comes first, as the embedded index's readers'
 * searches put it first.
 */
export function algoliaRules(phrases: PhraseSet, siteUrl: string): AlgoliaRule[] {
  const rules: AlgoliaRule[] = [];
  for (const [route, list] of [...phrases.byPage].sort(([a], [b]) => a.localeCompare(b))) {
    const patterns = [...new Set(list.map(rulePattern).filter(Boolean))];
    const url = new URL(route, siteUrl).toString();
    for (let at = 0; at < patterns.length; at += MAX_CONDITIONS) {
      rules.push({
        objectID: `phrases-${slug(route)}-${at / MAX_CONDITIONS + 1}`,
        description: `Readers' phrases for ${route} (plugins/search/phrases)`,
        enabled: true,
        conditions: patterns
          .slice(at, at + MAX_CONDITIONS)
          .map((pattern) => ({pattern, anchoring: 'is', alternatives: true})),
        consequence: {params: {optionalFilters: [`${PAGE_ATTRIBUTE}:${url}`]}},
      });
    }
  }
  return rules;
}

/** The engine's synonym groups as Algolia's two-way synonyms. */
export function algoliaSynonyms(groups: readonly (readonly string[])[] = SYNONYMS): AlgoliaSynonym[] {
  return groups.map((group) => ({objectID: group.join('-'), type: 'synonym', synonyms: [...group]}));
}
