/**
 * Every component a page uses is imported, or the page crashes when it renders: a capitalised JSX tag
 * (`<PlanBadge …>`) in an MDX page needs an `import` line, unless the MDX components map provides it
 * (Docusaurus's, which src/theme/MDXComponents spreads: Head, Details, Admonition, Mermaid) or a remark
 * plugin writes it into the page at build time (DiscordMessage, ChannelList, MessageReference, Limit,
 * Fact). A Markdown (`.md`) page renders no components at all: a tag there needs the page renamed to
 * `.mdx`. Tags in code are text and pass.
 */
import {globalTags, importLine, knownComponents, nearest} from '../fix';
import {body, readText} from '../source';
import type {ContentFile, ContentProblem, ContentRule} from '../types';

const rule = 'mdx-import';

/** Names an `import` line brings into the page: `import A from`, `import {B, C as D} from`, `import * as E from`. */
export function importedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const m of body(source).matchAll(/^import\s+([\s\S]*?)\s+from\s+['"][^'"]+['"];?/gm)) {
    const clause = m[1];
    const braces = clause.match(/\{([\s\S]*)\}/)?.[1];
    if (braces)
      for (const part of braces.split(','))
        names.add(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!
            .trim(),
        );
    const rest = clause.replace(/\{[\s\S]*\}/, '').replace(/,/g, ' ');
    const star = rest.match(/\*\s+as\s+(\w+)/);
    if (star) names.add(star[1]);
    for (const word of rest.replace(/\*\s+as\s+\w+/, '').split(/\s+/)) if (/^\w+$/.test(word)) names.add(word);
  }
  // `export const X = …` defines a component on the page.
  for (const m of body(source).matchAll(/^export\s+(?:const|function)\s+(\w+)/gm)) names.add(m[1]);
  return names;
}

export const mdxImports: ContentRule = (file: ContentFile) => {
  const markdown = file.file.endsWith('.md');
  const imported = importedNames(file.source);
  const problems: ContentProblem[] = [];
  const reported = new Set<string>();
  let fenced = false;
  readText(file.source)
    .split('\n')
    .forEach((line, i) => {
      if (/^\s*(`{3,}|~{3,})/.test(line)) {
        fenced = !fenced;
        return;
      }
      if (fenced) return;
      const prose = line.replace(/`[^`]*`/g, ' ').replace(/\{\/\*.*?\*\/\}/g, ' ');
      for (const m of prose.matchAll(/<([A-Z][A-Za-z0-9]*)(?:\.[A-Za-z]+)?(?=[\s/>])/g)) {
        const name = m[1];
        if (reported.has(name)) continue;
        if (markdown) {
          reported.add(name);
          problems.push({
            file: file.file,
            line: i + 1,
            rule,
            message: `<${name}> in a Markdown (.md) page is not rendered: rename the file to .mdx${importLine(name) ? ` and add \`${importLine(name)}\` after the front matter` : ''}`,
          });
          continue;
        }
        if (imported.has(name) || globalTags.has(name)) continue;
        reported.add(name);
        const line = importLine(name);
        const guess = line ? null : nearest(name, [...knownComponents(), ...globalTags]);
        problems.push({
          file: file.file,
          line: i + 1,
          rule,
          message: line
            ? `<${name}> is used without its import, and the page crashes: add \`${line}\` after the front matter`
            : `<${name}> is no component the docs know${guess ? `; did you mean <${guess}>?` : ''} (components are in src/components; import one with \`import Name from '@site/src/components/Name';\`)`,
        });
      }
    });
  return problems;
};
