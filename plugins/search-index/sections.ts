/**
 * The section (lvl0) of each doc, from the sidebar data the docs plugin loaded: the label of the
 * top-level sidebar category that holds it.
 */
export interface SidebarItem {
  type: string;
  label?: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

function docIdsIn(item: SidebarItem): string[] {
  const own = item.type === 'doc' || item.type === 'ref' ? [item.id ?? ''] : [];
  const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
  return [...own, ...link, ...(item.items ?? []).flatMap(docIdsIn)];
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

interface LoadedDocs {
  loadedVersions?: Array<{sidebars?: Record<string, SidebarItem[]>; docs?: Array<{id: string; permalink: string}>}>;
}

/** Top-level sidebar category label of each doc permalink, from `allContentLoaded`'s content. */
export function sectionsByPermalink(allContent: Record<string, Record<string, unknown>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as LoadedDocs).loadedVersions ?? []) {
      const byId = sectionsByDocId(version.sidebars ?? {});
      for (const doc of version.docs ?? []) {
        const section = byId.get(doc.id);
        if (section) map.set(doc.permalink, section);
      }
    }
  }
  return map;
}
