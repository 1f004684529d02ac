/**
 * Dev-server index: `docusaurus start` never runs postBuild, so in development the plugin builds
 * the same kind of index from the Markdown sources the docs and blog plugins loaded. It is an
 * approximation (MDX components are dropped, anchors follow Docusaurus' slug rules), good enough
 * to try search while writing.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {createSlugger} from '@docusaurus/utils';
import {parse as parseYaml} from 'yaml';

import type {ExtractedPage} from './types';
import {NAVIGATION_HEADINGS, pageKindFor, searchableBlocks, sectionFor} from './rules';
import {sectionsByDocId, type SidebarItem} from '../../site-model/sidebar';

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
  // Docusaurus' own slugger, so anchors are the ids the built headings get.
  const slugger = createSlugger();
  let inFence = false;
  let skipBelow = 0;
  let paragraph: string[] = [];
  const flush = () => {
    const text = stripInline(paragraph.join(' '));
    if (text) blocks.push({kind: 'text', text});
    paragraph = [];
  };
  const lines = body.split('\n');
  lines.forEach((raw, n) => {
    const line = raw.trimEnd();
    if (/^\s*(```|~~~)/.test(line)) {
      flush();
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const heading = /^(#{2,6})\s+(.*?)(?:\s*\{#([\w-]+)\})?\s*$/.exec(line);
    if (heading) {
      flush();
      const text = stripInline(heading[2]!);
      const level = heading[1]!.length;
      const anchor = heading[3] ?? slugger.slug(text);
      if (skipBelow && level > skipBelow) return;
      skipBelow = NAVIGATION_HEADINGS.test(text) ? level : 0;
      if (!skipBelow) blocks.push({kind: 'heading', level, text, anchor});
      return;
    }
    if (skipBelow) return;
    if (/^\s*$/.test(line) || /^(import|export)\s/.test(line) || /^\s*<\/?[A-Z]/.test(line) || /^:::/.test(line)) {
      flush();
      return;
    }
    const item = /^\s*(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
    const cells = /^\s*\|(.*)\|\s*$/.exec(line);
    if (item) {
      flush();
      paragraph.push(item[1]!);
      flush();
    } else if (cells) {
      flush();
      // The separator row, and the header row above it (th in HTML, not content).
      if (/^[\s|:-]+$/.test(cells[1]!) || /^\s*\|[\s|:-]+\|\s*$/.test(lines[n + 1] ?? '')) return;
      for (const cell of cells[1]!.split('|')) {
        paragraph.push(cell);
        flush();
      }
    } else {
      paragraph.push(line.replace(/^>\s?/, ''));
    }
  });
  flush();
  return blocks;
}

function readSource(source: string, siteDir: string): string {
  try {
    return readFileSync(source.replace(/^@site/, siteDir), 'utf8');
  } catch {
    return '';
  }
}

/** Build pages from the content the docs and blog plugins loaded (`allContentLoaded`). */
export function pagesFromContent(
  allContent: Record<string, Record<string, unknown>>,
  siteDir: string,
): ExtractedPage[] {
  const pages: ExtractedPage[] = [];
  for (const [pluginName, instances] of Object.entries(allContent)) {
    for (const [pluginId, content] of Object.entries(instances ?? {})) {
      if (pluginName === 'docusaurus-plugin-content-docs') {
        const versions = (content as {loadedVersions?: Array<Record<string, unknown>>}).loadedVersions ?? [];
        for (const version of versions) {
          const sections = sectionsByDocId((version.sidebars ?? {}) as Record<string, SidebarItem[]>);
          const tag = `docs-${pluginId}-${String(version.versionName)}`;
          for (const doc of (version.docs ?? []) as Array<Record<string, string>>) {
            const route = doc.permalink!;
            const lvl0 = sectionFor(route, sections.get(doc.id!));
            pages.push({
              path: route,
              lvl0,
              title: doc.title!,
              description: doc.description,
              kind: pageKindFor(route),
              language: 'en',
              tag,
              blocks: markdownBlocks(readSource(doc.source!, siteDir)),
            });
          }
        }
      }
      if (pluginName === 'docusaurus-plugin-content-blog') {
        for (const post of (content as {blogPosts?: Array<{metadata: Record<string, string>; content: string}>})
          .blogPosts ?? []) {
          pages.push({
            path: post.metadata.permalink!,
            lvl0: sectionFor(post.metadata.permalink!, undefined),
            title: post.metadata.title!,
            description: post.metadata.description,
            kind: pageKindFor(post.metadata.permalink!),
            language: 'en',
            tag: 'default',
            blocks: searchableBlocks(post.metadata.permalink!, markdownBlocks(post.content)),
          });
        }
      }
    }
  }
  return pages;
}

/** Sidebar items as sidebars.ts writes them: a doc id, or a category of further items. */
type WrittenItem =
  string | {type: string; label?: string; id?: string; link?: {type: string; id?: string}; items?: WrittenItem[]};

/** Sidebars as sidebars.ts writes them, in the shape the docs plugin loads them. */
function loadedSidebars(sidebars: Record<string, WrittenItem[]>): Record<string, SidebarItem[]> {
  const item = (x: WrittenItem): SidebarItem =>
    typeof x === 'string'
      ? {type: 'doc', id: x}
      : x.type === 'category'
        ? ({...x, items: (x.items ?? []).map(item)} as SidebarItem)
        : (x as SidebarItem);
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, items.map(item)]));
}

/**
 * Pages straight from the Markdown sources, without Docusaurus: what `npm run search` searches when
 * there is no build. The permalink follows the front matter's `slug` and `id` as the docs and blog
 * plugins do for this site (no number prefixes, no date paths); the generated API pages count when
 * `npm run gen:api` has written them.
 *
 * @public plugins/search/cli.mjs loads this module through jiti, which knip does not follow.
 */
export function pagesFromSources(siteDir: string, sidebars: Record<string, WrittenItem[]> = {}): ExtractedPage[] {
  const sections = sectionsByDocId(loadedSidebars(sidebars));
  const files = (dir: string): string[] =>
    readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) =>
      entry.isDirectory()
        ? files(path.join(dir, entry.name))
        : /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')
          ? [path.join(dir, entry.name)]
          : [],
    );
  const pages: ExtractedPage[] = [];
  for (const file of [...files('docs'), ...files('blog')]) {
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    const front = (parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '') ?? {}) as Record<string, unknown>;
    const [root, ...rest] = file.replace(/\.mdx?$/, '').split(path.sep);
    const dir = rest.slice(0, -1).join('/');
    const slug = typeof front.slug === 'string' ? front.slug : undefined;
    const id = [dir, String(front.id ?? rest.at(-1))].filter(Boolean).join('/');
    const route =
      root === 'blog'
        ? `/blog/${slug ?? rest.join('/')}`
        : `/docs${slug?.startsWith('/') ? slug : `/${dir ? `${dir}/` : ''}${slug ?? String(front.id ?? rest.at(-1))}`}`;
    const title = String(front.title ?? /^#\s+(.*)$/m.exec(source)?.[1] ?? rest.at(-1));
    pages.push({
      path: route,
      lvl0: sectionFor(route, root === 'docs' ? sections.get(id) : undefined),
      title,
      ...(typeof front.description === 'string' ? {description: front.description} : {}),
      kind: pageKindFor(route),
      language: 'en',
      tag: root === 'blog' ? 'default' : 'docs-default-current',
      blocks: searchableBlocks(route, markdownBlocks(source)),
    });
  }
  return pages;
}
