/**
 * What the rules' messages share: the import line of each component a message suggests, the nearest
 * known name to a misspelt one, and what an editor's note on a blog post looks like.
 */
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

const componentsDir = join(__dirname, '..', '..', 'src', 'components');

/** Components of src/components, each imported from its folder. */
const siteComponents: readonly string[] = existsSync(componentsDir)
  ? readdirSync(componentsDir).filter(
      (name) => /^[A-Z]/.test(name) && existsSync(join(componentsDir, name, 'index.tsx')),
    )
  : [];

/** Theme components pages import. */
const themeComponents: Readonly<Record<string, string>> = {
  Tabs: '@theme/Tabs',
  TabItem: '@theme/TabItem',
  Admonition: '@theme/Admonition',
  CodeBlock: '@theme/CodeBlock',
};

/**
 * Tags a page uses without an import: the MDX components map (Docusaurus's own, which
 * src/theme/MDXComponents spreads) and the tags the remark plugins write into the page at build time
 * (plugins/discord-messages: DiscordMessage, ChannelList, MessageReference; plugins/inline-data:
 * Limit and Fact, whose import they drop, and NewIn and ReleaseHistory, from src/data/releases.ts;
 * plugins/api-reference/errors.ts: ApiErrors).
 */
export const globalTags: ReadonlySet<string> = new Set([
  'Head',
  'Details',
  'Admonition',
  'Mermaid',
  'DiscordMessage',
  'ChannelList',
  'MessageReference',
  'ApiErrors',
  'Limit',
  'Fact',
  'NewIn',
  'ReleaseHistory',
]);

/** Tags that need no import line at all: the remark plugins replace them. */
const noImport = new Set(['DiscordMessage', 'ChannelList', 'MessageReference', 'ApiErrors', 'NewIn', 'ReleaseHistory']);

/** The import line of a component, or null for a tag that needs none. */
export function importLine(component: string): string | null {
  if (noImport.has(component)) return null;
  if (component in themeComponents) return `import ${component} from '${themeComponents[component]}';`;
  if (siteComponents.includes(component) || component === 'Limit' || component === 'Fact')
    return `import ${component} from '@site/src/components/${component}';`;
  return null;
}

/** Every component a page can import, with its module. */
export function knownComponents(): string[] {
  return [...siteComponents, ...Object.keys(themeComponents)];
}

/**
 * A suggestion of a component, with what a writer pastes: `use <X … /> (import X from '…';)`. For
 * a tag written in at build time it says that no import is needed.
 */
export function withImport(jsx: string): string {
  const name = jsx.match(/^<([A-Z]\w*)/)?.[1] ?? '';
  const line = importLine(name);
  return line ? `${jsx} (with \`${line}\` after the front matter)` : `${jsx} (no import needed)`;
}

/** Levenshtein distance of two short strings. */
export function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length];
}

/**
 * The candidate nearest to `word`: a candidate that starts with it or that it starts with, else the
 * one at the smallest edit distance (at most half the word's length), else null.
 */
export function nearest(word: string, candidates: readonly string[]): string | null {
  const lower = word.toLowerCase();
  let best: string | null = null;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const c = candidate.toLowerCase();
    const score = c.startsWith(lower) || lower.startsWith(c) ? 0.5 : distance(lower, c);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return bestScore <= Math.max(2, Math.ceil(lower.length / 2)) ? best : null;
}

/**
 * An editor's note on a blog post: an admonition titled "Editor's note, " and the day it was written
 * (`7 December 2026` or `2026-12-07`), `:::note[Editor's note, 7 December 2026]` … `:::`, saying
 * what changed since the post. The release-history rule checks the date.
 */
export const editorsNoteOpening = /^\s*:::(?:note|info|tip|caution|warning)\[Editor['’]s note, ([^\]]+)\]/;

/** How a writer adds an editor's note, as the messages print it. */
export const editorsNoteExample = ":::note[Editor's note, 7 December 2026]\\n<what changed, in which release>\\n:::";

/** Lines (1-based) and dates of a post's editor's notes, with their text up to the closing `:::`. */
export function editorsNotes(source: string): {line: number; date: string; text: string}[] {
  const lines = source.split('\n');
  const notes: {line: number; date: string; text: string}[] = [];
  lines.forEach((line, i) => {
    const m = line.match(editorsNoteOpening);
    if (!m) return;
    const body: string[] = [];
    for (let j = i + 1; j < lines.length && !/^\s*:::\s*$/.test(lines[j]); j++) body.push(lines[j]);
    notes.push({line: i + 1, date: m[1], text: body.join('\n')});
  });
  return notes;
}
