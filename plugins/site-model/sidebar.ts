/**
 * The sidebar items the docs plugin loads (only the fields the site model reads), and the section
 * of each doc: the label of the top-level sidebar category that holds it.
 */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
    }
  | {type: 'link' | 'html'};

/** What the docs plugin loaded for one version: its docs and its sidebars. */
export interface LoadedDocsVersion {
  readonly docs: ReadonlyArray<{id: string; permalink: string}>;
  readonly sidebars: Record<string, SidebarItem[]>;
}

function docIdsIn(item: SidebarItem): string[] {
  if (item.type === 'doc' || item.type === 'ref') return [item.id];
  if (item.type !== 'category') return [];
  const link = item.link?.type === 'doc' ? [item.link.id] : [];
  return [...link, ...item.items.flatMap(docIdsIn)];
}

/** Top-level sidebar category label of each doc id. */
export function sectionsByDocId(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const map = new Map<string, string>();
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      if (item.type !== 'category' || !item.label) continue;
      for (const id of docIdsIn(item)) if (!map.has(id)) map.set(id, item.label);
    }
  }
  return map;
}

/** The versions the default docs plugin loaded, from `allContentLoaded`'s content. */
export function loadedDocsVersions(allContent: Record<string, Record<string, unknown>>): LoadedDocsVersion[] {
  return Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap(
    (content) => (content as {loadedVersions?: LoadedDocsVersion[]}).loadedVersions ?? [],
  );
}

/** Top-level sidebar category label of each doc permalink. */
export function sectionsByPermalink(allContent: Record<string, Record<string, unknown>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const version of loadedDocsVersions(allContent)) {
    const byId = sectionsByDocId(version.sidebars ?? {});
    for (const doc of version.docs ?? []) {
      const section = byId.get(doc.id);
      if (section) map.set(doc.permalink, section);
    }
  }
  return map;
}
