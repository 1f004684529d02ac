import type {CompactIndex, ExtractedPage, RecordType, SearchRecord} from './types';

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Longest text kept for one content record; longer blocks are cut at a word boundary. */
export const MAX_CONTENT_CHARS = 600;

function clip(text: string): string {
  if (text.length <= MAX_CONTENT_CHARS) return text;
  const cut = text.slice(0, MAX_CONTENT_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > MAX_CONTENT_CHARS * 0.6 ? cut.slice(0, space) : cut;
}

/** Turn extracted pages into the compact index served to the browser. */
export function encodeIndex(pages: ExtractedPage[]): CompactIndex {
  const sections: string[] = [];
  const facets: Array<[string, string]> = [];
  const index: CompactIndex = {v: 1, s: sections, f: facets, p: [], r: []};
  const sectionId = (name: string) => {
    let i = sections.indexOf(name);
    if (i < 0) i = sections.push(name) - 1;
    return i;
  };
  const facetId = (language: string, tag: string) => {
    let i = facets.findIndex(([l, t]) => l === language && t === tag);
    if (i < 0) i = facets.push([language, tag]) - 1;
    return i;
  };
  for (const page of pages) {
    const pageId = index.p.push([page.path, sectionId(page.lvl0), facetId(page.language, page.tag), page.title]) - 1;
    index.r.push([pageId, 1, '', clip((page.description ?? '').trim())]);
    // Current heading texts for levels 2..6 and the anchor of the nearest heading.
    const heads: string[] = [];
    let anchor = '';
    for (const block of page.blocks) {
      if (block.kind === 'heading') {
        const depth = block.level - 2; // 0 for h2
        heads.length = depth;
        heads[depth] = block.text;
        // Fill gaps (an h4 straight under an h2) with empty strings.
        for (let i = 0; i < depth; i += 1) heads[i] ??= '';
        anchor = block.anchor;
        index.r.push([pageId, block.level, anchor, '', ...heads]);
      } else if (block.text.trim()) {
        index.r.push([pageId, 0, anchor, clip(block.text.trim()), ...heads]);
      }
    }
  }
  return index;
}

/** Expand the compact index into DocSearch-shaped records (urls stay relative). */
export function decodeIndex(index: CompactIndex): SearchRecord[] {
  if (!index || index.v !== 1 || !Array.isArray(index.r)) {
    throw new Error('Unsupported search index format');
  }
  return index.r.map(([pageId, level, anchor, content, ...heads], i) => {
    const [path, sectionId, facetId, title] = index.p[pageId]!;
    const [language, tag] = index.f[facetId]!;
    const hierarchy: SearchRecord['hierarchy'] = {
      lvl0: index.s[sectionId] ?? null,
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    heads.forEach((text, d) => {
      const key = LEVELS[d];
      if (key) hierarchy[key] = text || null;
    });
    const type: RecordType = level === 0 ? 'content' : (`lvl${level}` as RecordType);
    return {
      objectID: String(i),
      url: anchor ? `${path}#${anchor}` : path,
      type,
      content: level <= 1 && content ? content : null,
      hierarchy,
      language,
      docusaurus_tag: tag,
    };
  });
}
