/**
 * Dev-server index: `docusaurus start` never runs postBuild, so in development the plugin builds
 * the same kind of index from the Markdown sources the docs and blog plugins loaded. It is an
 * approximation (MDX components are dropped, anchors follow Docusaurus' slug rules), good enough
 * to try search while writing.
 */
import {readFileSync} from 'node:fs';

import type {ExtractedPage} from '../../src/search/types';
import {NAVIGATION_HEADINGS} from './extract';

/** Docusaurus' heading ids: lower-case, punctuation dropped, spaces to dashes (github-slugger). */
export function slugify(text: string, used: Map<string, number>): string {
  const base = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
  const n = used.get(base) ?? 0;
  used.set(base, n + 1);
  return n === 0 ? base : `${base}-${n}`;
}

/** Markdown inline syntax to plain text. */
export function stripInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{[^}]*\}/g, (m) => (m.startsWith('{/*') ? '' : m))
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function markdownBlocks(source: string): ExtractedPage['blocks'] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const blocks: ExtractedPage['blocks'] = [];
  const used = new Map<string, number>();
  let inFence = false;
  let skipBelow = 0;
  let paragraph: string[] = [];
  const flush = () => {
    const text = stripInline(paragraph.join(' '));
    if (text) blocks.push({kind: 'text', text});
    paragraph = [];
  };
  for (const raw of body.split('\n')) {
    const line = raw.trimEnd();
    if (/^\s*(```|~~~)/.test(line)) {
      flush();
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = /^(#{2,6})\s+(.*?)(?:\s*\{#([\w-]+)\})?\s*$/.exec(line);
    if (heading) {
      flush();
      const text = stripInline(heading[2]!);
      const level = heading[1]!.length;
      const anchor = heading[3] ?? slugify(text, used);
      if (skipBelow && level > skipBelow) continue;
      skipBelow = NAVIGATION_HEADINGS.test(text) ? level : 0;
      if (!skipBelow) blocks.push({kind: 'heading', level, text, anchor});
      continue;
    }
    if (skipBelow) continue;
    if (/^\s*$/.test(line) || /^(import|export)\s/.test(line) || /^\s*<\/?[A-Z]/.test(line) || /^:::/.test(line)) {
      flush();
      continue;
    }
    const item = /^\s*(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
    const cells = /^\s*\|(.*)\|\s*$/.exec(line);
    if (item) {
      flush();
      paragraph.push(item[1]!);
      flush();
    } else if (cells) {
      flush();
      if (/^[\s|:-]+$/.test(cells[1]!)) continue;
      for (const cell of cells[1]!.split('|')) {
        paragraph.push(cell);
        flush();
      }
    } else {
      paragraph.push(line.replace(/^>\s?/, ''));
    }
  }
  flush();
  return blocks;
}

interface SidebarItem {
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

/** Top-level sidebar category of each doc id. */
function sectionsBySidebar(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const map = new Map<string, string>();
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      if (item.type !== 'category' || !item.label) continue;
      for (const id of docIdsIn(item)) if (!map.has(id)) map.set(id, item.label);
    }
  }
  return map;
}

function readSource(source: string, siteDir: string): string {
  try {
    return readFileSync(source.replace(/^@site/, siteDir), 'utf8');
  } catch {
    return '';
  }
}

/** Build pages from the content the docs and blog plugins loaded (`allContentLoaded`). */
export function pagesFromContent(allContent: Record<string, Record<string, unknown>>, siteDir: string): ExtractedPage[] {
  const pages: ExtractedPage[] = [];
  for (const [pluginName, instances] of Object.entries(allContent)) {
    for (const [pluginId, content] of Object.entries(instances ?? {})) {
      if (pluginName === 'docusaurus-plugin-content-docs') {
        const versions = (content as {loadedVersions?: Array<Record<string, unknown>>}).loadedVersions ?? [];
        for (const version of versions) {
          const sections = sectionsBySidebar((version.sidebars ?? {}) as Record<string, SidebarItem[]>);
          const tag = `docs-${pluginId}-${String(version.versionName)}`;
          for (const doc of (version.docs ?? []) as Array<Record<string, string>>) {
            const path = doc.permalink!;
            const lvl0 = /^\/docs\/(api|category\/statlas-api)(\/|$)/.test(path) ? 'API' : sections.get(doc.id!) ?? 'Documentation';
            pages.push({
              path,
              lvl0,
              title: doc.title!,
              description: doc.description,
              language: 'en',
              tag,
              blocks: markdownBlocks(readSource(doc.source!, siteDir)),
            });
          }
        }
      }
      if (pluginName === 'docusaurus-plugin-content-blog') {
        for (const post of (content as {blogPosts?: Array<{metadata: Record<string, string>; content: string}>}).blogPosts ?? []) {
          pages.push({
            path: post.metadata.permalink!,
            lvl0: 'Blog',
            title: post.metadata.title!,
            description: post.metadata.description,
            language: 'en',
            tag: 'default',
            blocks: markdownBlocks(post.content),
          });
        }
      }
    }
  }
  return pages;
}
