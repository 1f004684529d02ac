/**
 * Readers' phrases: the words and questions readers search with, each filed under the one page that
 * answers it, in `phrases/<section>.yml` beside this file (a map of page path to a list of phrases).
 * They are search data, not page content: the embedded index holds them as each page's readers'
 * searches, and the hosted backend gets them as Algolia query rules (algolia.ts). The build stops on
 * a file that names a page the site does not have, lists a phrase for two pages (or twice), or has
 * an empty entry, and says in which file and on which line.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {LineCounter, isMap, isScalar, isSeq, parseDocument, type Node} from 'yaml';

import {queryWords} from './engine/text';

/** The folder of the phrase files. */
export const PHRASES_DIR = path.join(__dirname, 'phrases');

/** Where a phrase or a page's entry is written. */
export interface Place {
  readonly file: string;
  readonly line: number;
}

export interface PhraseSet {
  /** Page path -> its phrases, in file order. */
  readonly byPage: ReadonlyMap<string, readonly string[]>;
  /** Page path -> where its entry starts. */
  readonly pages: ReadonlyMap<string, Place>;
}

/** The problems found in the phrase files, one "file:line: what" a line. */
export class PhraseError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Readers' phrases (plugins/search/phrases) have ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'PhraseError';
  }
}

/** Two phrases are the same when the engine reads the same words in the same order ("Bots?" = "bot"). */
export const phraseKey = (phrase: string) => queryWords(phrase).join(' ');

/**
 * Reads every `*.yml` of `dir`. With `routes`, a page path that is not one of them is a problem too.
 * Throws a PhraseError listing every problem.
 */
export function loadPhrases(dir: string = PHRASES_DIR, routes?: ReadonlySet<string>): PhraseSet {
  const problems: string[] = [];
  const byPage = new Map<string, string[]>();
  const pages = new Map<string, Place>();
  const phrases = new Map<string, Place & {page: string}>();
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  for (const name of files) {
    const file = path.relative(process.cwd(), path.join(dir, name)) || name;
    const lines = new LineCounter();
    const doc = parseDocument(readFileSync(path.join(dir, name), 'utf8'), {lineCounter: lines, uniqueKeys: true});
    const lineOf = (node: Node | null | undefined) => (node?.range ? lines.linePos(node.range[0]).line : 1);
    const report = (node: Node | null | undefined, what: string) => problems.push(`${file}:${lineOf(node)}: ${what}`);
    for (const error of doc.errors) problems.push(`${file}:${error.linePos?.[0].line ?? 1}: ${error.message}`);
    if (doc.errors.length) continue;
    if (doc.contents === null) continue;
    if (!isMap(doc.contents)) {
      report(doc.contents, 'expected a map of page paths to lists of phrases');
      continue;
    }
    for (const pair of doc.contents.items) {
      const keyNode = pair.key as Node;
      const page = isScalar(keyNode) ? String(keyNode.value) : '';
      const place = {file, line: lineOf(keyNode)};
      if (!/^\/\S*$/.test(page)) {
        report(keyNode, `"${page}" is not a page path (it starts with "/")`);
        continue;
      }
      if (routes && !routes.has(page)) report(keyNode, `${page} is not a page of the site`);
      const known = pages.get(page);
      if (known) report(keyNode, `${page} is listed again (first at ${known.file}:${known.line})`);
      else pages.set(page, place);
      const list = pair.value as Node | null;
      if (!isSeq(list) || list.items.length === 0) {
        report(list ?? keyNode, `${page} has no phrases (an empty entry)`);
        continue;
      }
      for (const item of list.items as Node[]) {
        if (isScalar(item) && item.value !== null && typeof item.value !== 'string') {
          report(item, `${String(item.value)} under ${page}: a phrase is text, write it in quotes`);
          continue;
        }
        const phrase = isScalar(item) && typeof item.value === 'string' ? item.value.trim() : '';
        const key = phraseKey(phrase);
        if (!key) {
          report(item, `an empty phrase under ${page}`);
          continue;
        }
        const at = {file, line: lineOf(item), page};
        const first = phrases.get(key);
        if (first)
          report(
            item,
            first.page === page
              ? `"${phrase}" is listed twice for ${page} (first at ${first.file}:${first.line})`
              : `"${phrase}" is listed for two pages: ${page} and ${first.page} (at ${first.file}:${first.line})`,
          );
        else phrases.set(key, at);
        if (!first) byPage.set(page, [...(byPage.get(page) ?? []), phrase]);
      }
    }
  }
  if (problems.length) throw new PhraseError(problems);
  return {byPage, pages};
}

/** The routes of the pages search indexes, from the content the docs and blog plugins loaded. */
export function contentRoutes(allContent: Record<string, Record<string, unknown>>): Set<string> {
  const routes = new Set<string>();
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}))
    for (const version of (content as {loadedVersions?: Array<{docs?: Array<{permalink: string}>}>}).loadedVersions ??
      [])
      for (const doc of version.docs ?? []) routes.add(doc.permalink);
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}))
    for (const post of (content as {blogPosts?: Array<{metadata: {permalink: string}}>}).blogPosts ?? [])
      routes.add(post.metadata.permalink);
  return routes;
}
