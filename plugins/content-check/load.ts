/**
 * Reads the docs and blog sources the content rules run on, and runs the rules. Front matter that does
 * not parse is a problem naming the file and line, not a crash.
 *
 * Front matter is parsed here with `yaml`, not with @docusaurus/utils' parser: that one goes through
 * gray-matter, which caches a file's text before parsing it, so in `docusaurus start` a file whose front
 * matter failed once parses "fine", as empty, on the next reload.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {parse, YAMLParseError} from 'yaml';
import {rules as defaultRules} from './rules';
import type {ContentFile, ContentProblem, ContentRule} from './types';

/** The folders whose Markdown and MDX sources are checked. docs/api is generated from the OpenAPI spec. */
export const contentDirs = ['docs', 'blog'];

function walk(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(`${sep}docs${sep}api`) ? [] : walk(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** Repo-relative paths (with `/`) of every checked source under `siteDir`. */
export function contentPaths(siteDir: string): string[] {
  return contentDirs
    .flatMap((dir) => walk(join(siteDir, dir)))
    .map((path) => relative(siteDir, path).split(sep).join('/'));
}

/** Parses one source into a ContentFile, or a problem when its front matter does not parse. */
export async function readContentFile(file: string, source: string): Promise<ContentFile | ContentProblem> {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return {file, source, frontMatter: {}};
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (end < 0) return {file, line: 1, rule: 'front-matter', message: 'front matter has no closing --- line'};
  try {
    const parsed: unknown = parse(lines.slice(1, end).join('\n'));
    if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed))) {
      return {file, line: 2, rule: 'front-matter', message: 'front matter is not a mapping of keys to values'};
    }
    return {file, source, frontMatter: (parsed ?? {}) as Record<string, unknown>};
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const line = error instanceof YAMLParseError && error.linePos ? error.linePos[0].line + 1 : 1;
    return {file, line, rule: 'front-matter', message: `front matter does not parse: ${reason}`};
  }
}

/** Runs the rules on one file; a rule that throws is reported as a problem of that file. */
export function checkFile(file: ContentFile, rules: readonly ContentRule[] = defaultRules): ContentProblem[] {
  return rules.flatMap((rule) => {
    try {
      return rule(file);
    } catch (error) {
      return [
        {
          file: file.file,
          line: 1,
          rule: rule.name || 'rule',
          message: `the rule failed on this file: ${String(error)}`,
        },
      ];
    }
  });
}

/** Every problem of every docs and blog source under `siteDir`, in file and line order. */
export async function checkSite(
  siteDir: string,
  rules: readonly ContentRule[] = defaultRules,
): Promise<{files: number; problems: ContentProblem[]}> {
  const paths = contentPaths(siteDir);
  const problems: ContentProblem[] = [];
  for (const file of paths) {
    const read = await readContentFile(file, readFileSync(join(siteDir, file), 'utf8'));
    if ('rule' in read) problems.push(read);
    else problems.push(...checkFile(read, rules));
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {files: paths.length, problems};
}

/** One problem as `file:line: rule: message`, the form editors and CI annotate. */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}: ${problem.rule}: ${problem.message}`;
}
