/**
 * The order in which the DocSearch dialog shows pages: it groups hits by section (lvl0) and, inside
 * a section, by page (lvl1), each group in the order of its first hit, and keeps 5 hits a section.
 * Shared by the relevance suite, the benches and `npm run search`.
 */
import type {SearchEngine} from './engine';

/** The filters the dialog sends on this site (contextual search: English, docs or pages). */
export const CONTEXT_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** Hits the dialog keeps per section, as DocSearch's `maxResultsPerGroup` default. */
export const DIALOG_HITS_PER_SECTION = 5;

export interface DialogHit {
  url: string;
  hierarchy: {lvl0?: string | null; lvl1?: string | null};
}

/** Pages in the order the dialog shows them: hits grouped by section, then by page, first hit first. */
export function dialogPages(hits: DialogHit[]): string[] {
  return dialogGroups(hits).map((page) => page.path);
}

/** The pages the dialog shows, in its order, with their section and title. */
export function dialogGroups(hits: DialogHit[]): Array<{path: string; section: string; title: string}> {
  const sections = new Map<string, DialogHit[]>();
  for (const hit of hits) {
    const group = sections.get(hit.hierarchy.lvl0 ?? '') ?? [];
    if (group.length < DIALOG_HITS_PER_SECTION) group.push(hit);
    sections.set(hit.hierarchy.lvl0 ?? '', group);
  }
  const pages: Array<{path: string; section: string; title: string}> = [];
  for (const [section, group] of sections) {
    const byTitle = new Map<string, string[]>();
    for (const hit of group) {
      const list = byTitle.get(hit.hierarchy.lvl1 ?? '') ?? [];
      list.push(hit.url.replace(/^https?:\/\/[^/]+/, '').split('#')[0]!);
      byTitle.set(hit.hierarchy.lvl1 ?? '', list);
    }
    for (const [title, urls] of byTitle)
      for (const url of urls) if (!pages.some((p) => p.path === url)) pages.push({path: url, section, title});
  }
  return pages;
}

/** The pages the dialog shows for `query`, in its order. */
export function topPages(engine: SearchEngine, query: string): string[] {
  const {hits} = engine.search({query, facetFilters: CONTEXT_FILTERS});
  return dialogPages(hits);
}
