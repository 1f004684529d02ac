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
import {rules as defaultRules, specRules} from './rules';
import type {ContentFile, ContentProblem, ContentRule} from './types';

/** The folders whose Markdown and MDX sources are checked. docs/api is generated from the OpenAPI spec. */
export const contentDirs = ['docs', 'blog'];

/** The OpenAPI spec, whose examples show the example server: checked by `specRules` (./rules). */
export const specPaths = ['openapi/statlas.yaml'];

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
    return frontMatterProblem(file, lines, error);
  }
}

/** What to do about each YAML error a writer meets in front matter. */
const frontMatterFixes: Readonly<Record<string, string>> = {
  BLOCK_AS_IMPLICIT_KEY: 'indent every list item (`  - …`) the same, under its key',
  DUPLICATE_KEY: 'keep one of the two keys',
  BAD_INDENT: 'indent the line like the others of its list or mapping',
  TAB_AS_INDENT: 'indent with spaces, not tabs',
  MISSING_CHAR: 'close the quote or bracket that this line opens',
  MULTILINE_IMPLICIT_KEY: 'close the quote of the line above, or quote a value that runs over several lines',
};

/**
 * A front matter error, at the file's line (the YAML parser counts from the front matter's first line)
 * and whole: what is wrong, the line, and the fix. A value with `: ` in it is the most common cause.
 */
function frontMatterProblem(file: string, lines: readonly string[], error: unknown): ContentProblem {
  if (!(error instanceof YAMLParseError)) {
    return {file, line: 1, rule: 'front-matter', message: `front matter does not parse: ${String(error)}`};
  }
  const [yamlLine, column] = error.linePos ? [error.linePos[0].line, error.linePos[0].col] : [1, 1];
  let line = yamlLine + 1;
  // An unclosed quote is reported where the parser gave up: point at the line that opens it.
  if (error.code === 'MISSING_CHAR' && /quote/.test(error.message)) {
    for (let i = line - 1; i >= 1; i--) {
      if (((lines[i - 1] ?? '').match(/"/g) ?? []).length % 2 === 1) {
        line = i;
        break;
      }
    }
  }
  const reason = error.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '');
  const text = (lines[line - 1] ?? '').trim();
  const value = text.match(/^([\w-]+):\s+(.*:\s.*)$/);
  const fix = value
    ? `quote the value, which holds ": ": ${value[1]}: '${value[2].replace(/'/g, "''")}'`
    : (frontMatterFixes[error.code] ?? 'check the YAML of this line (key: value, lists as `  - item`)');
  return {
    file,
    line,
    rule: 'front-matter',
    message: `front matter does not parse: ${reason} (line ${line}${line === yamlLine + 1 ? `, column ${column}` : ''}: "${text}"); ${fix}`,
  };
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
  if (rules === defaultRules) {
    for (const file of specPaths) {
      let source: string;
      try {
        source = readFileSync(join(siteDir, file), 'utf8');
      } catch {
        continue;
      }
      problems.push(...checkFile({file, source, frontMatter: {}}, specRules));
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {files: paths.length, problems};
}

/** One problem as `file:line: rule: message`, the form editors and CI annotate. */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}: ${problem.rule}: ${problem.message}`;
}
