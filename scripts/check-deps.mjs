#!/usr/bin/env node
/**
 * Checks that every package the project's code imports is declared in package.json, and that the
 * packages whose internals the code uses are pinned to one exact version.
 *
 * A package that is only installed because another one depends on it can disappear or change major
 * version on any `npm update`; declaring it makes the version the project relies on explicit.
 *
 * Scanned: docusaurus.config.ts, sidebars.ts, the Playwright and Vitest configs, src/, plugins/,
 * scripts/, tests/, search/, and the import lines of docs/ and blog/ MDX (not the generated
 * docs/api/). Found: import and export-from statements, import(), require(), require.resolve(), and
 * plugin, theme and preset names given as strings in docusaurus.config.ts and src/config/.
 * TypeScript files also need the types of what they import: a package that ships none needs its
 * @types package declared.
 *
 * Not packages: Node built-ins, relative paths, Docusaurus's aliases (@site/, @theme/,
 * @theme-original/, @theme-init/, @generated/ and the @docusaurus/ client modules that
 * @docusaurus/module-type-aliases declares) and the aliases this project defines (ALIASES below).
 *
 * Run `npm run check:deps`; `npm run test:unit` runs it too (tests/unit/dependencies.test.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

import {listFiles} from './list-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const FILES = ['docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts', 'vitest.config.ts'];
const DIRS = ['src', 'plugins', 'scripts', 'tests', 'search'];
const MDX_DIRS = ['docs', 'blog'];
const SKIP_DIRS = new Set(['node_modules', '.docusaurus', 'docs/api']);
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const TYPESCRIPT = /\.tsx?$/;
/** Files whose string literals name plugins, themes and presets. */
const CONFIG = /^(?:docusaurus\.config\.ts|src\/config\/.*)$/;

/** Module names the project itself provides, with where they are defined. */
export const ALIASES = {
  '@statlas/search-dev-index': 'a bundler alias set by plugins/search',
};

/** Packages whose versions must be exact and equal within each group (their internals are used). */
export const PINNED_GROUPS = [/^@docusaurus\//, /^docusaurus-(?:plugin|theme)-openapi-docs$/];

/** The package a module specifier names: 'a/b/c' -> 'a', '@s/a/b' -> '@s/a'. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Docusaurus's shorthand plugin names resolve to @docusaurus/ packages. */
function configModule(literal) {
  if (literal === 'classic') return '@docusaurus/preset-classic';
  if (/^(?:@[a-z0-9-]+\/)?(?:docusaurus-)?(?:plugin|theme|preset)-[a-z0-9-]+$/.test(literal)) return literal;
  if (/^@docusaurus\/(?:plugin|theme|preset)-[a-z0-9-]+$/.test(literal)) return literal;
  return undefined;
}

/** Files under root/dir, as paths relative to root; generated folders (SKIP_DIRS, by name or path) are left out. */
function walk(root, dir) {
  const skipDir = (relative, name) => SKIP_DIRS.has(name) || SKIP_DIRS.has(`${dir}/${relative}`);
  return listFiles(path.join(root, dir), {skipDir}).map((file) => `${dir}/${file}`);
}

/** The repository files the check reads, relative to the root. */
export function sourceFiles(root = ROOT) {
  const files = FILES.filter((file) => existsSync(path.join(root, file)));
  for (const dir of DIRS) files.push(...walk(root, dir).filter((file) => CODE.test(file) && !file.endsWith('.d.ts')));
  for (const dir of MDX_DIRS) files.push(...walk(root, dir).filter((file) => file.endsWith('.mdx')));
  return files;
}

/** The top-level import/export statements of an MDX file (not those inside code fences). */
function mdxModuleCode(text) {
  const statements = [];
  let fence = null;
  let open = null;
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && !fence) fence = marker;
    else if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    else if (fence) continue;
    else if (open !== null) open += `\n${line}`;
    else if (/^(?:import\s|export\s*[*{])/.test(line)) open = line;
    if (open !== null && /['"][^'"]+['"];?\s*$/.test(open)) {
      statements.push(open);
      open = null;
    }
  }
  return statements.join('\n');
}

/** Every module specifier a file names, with the kind of reference. */
export function specifiersOf(file, text) {
  const code = file.endsWith('.mdx') ? mdxModuleCode(text) : text;
  const found = ts
    .preProcessFile(code, true, true)
    .importedFiles.map(({fileName}) => ({specifier: fileName, kind: 'import'}));
  const config = CONFIG.test(file);
  if (!config && !code.includes('require.resolve')) return found;
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(source) === 'require.resolve' &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({specifier: node.arguments[0].text, kind: 'require.resolve'});
    } else if (config && ts.isStringLiteralLike(node) && configModule(node.text)) {
      found.push({specifier: configModule(node.text), kind: 'plugin name'});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function typeAliases(root) {
  const file = path.join(root, 'node_modules/@docusaurus/module-type-aliases/src/index.d.ts');
  if (!existsSync(file)) return new Set();
  const text = readFileSync(file, 'utf8');
  return new Set([...text.matchAll(/declare module '(@docusaurus\/[^'*]+)'/g)].map((match) => match[1]));
}

const BUILTINS = new Set(builtinModules);
const ALIAS_PREFIXES = ['@site/', '@theme/', '@theme-original/', '@theme-init/', '@generated/'];

function isModuleOfProject(specifier, docusaurusAliases) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return true;
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0])) return true;
  if (ALIAS_PREFIXES.some((prefix) => specifier.startsWith(prefix))) return true;
  return docusaurusAliases.has(specifier) || specifier in ALIASES;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Whether an installed package ships its own type declarations. */
function shipsTypes(root, name) {
  const dir = path.join(root, 'node_modules', name);
  if (!existsSync(path.join(dir, 'package.json'))) return true; // reported as not installed instead
  const manifest = readJson(path.join(dir, 'package.json'));
  if (manifest.types || manifest.typings || existsSync(path.join(dir, 'index.d.ts'))) return true;
  return JSON.stringify(manifest.exports ?? {}).includes('"types"');
}

function typesPackage(name) {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

/**
 * The problems found, as readable lines ('file: imports x, which package.json does not declare').
 * Empty when every import is declared and the pinned groups are exact and equal.
 */
export function checkDependencies(root = ROOT) {
  const manifest = readJson(path.join(root, 'package.json'));
  const declared = {...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies};
  const docusaurusAliases = typeAliases(root);
  const problems = [];

  for (const file of sourceFiles(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const {specifier, kind} of specifiersOf(file, text)) {
      if (isModuleOfProject(specifier, docusaurusAliases)) continue;
      const name = packageName(specifier);
      if (!(name in declared)) {
        problems.push(`${file}: ${kind} '${specifier}' names package ${name}, which package.json does not declare`);
      } else if (!existsSync(path.join(root, 'node_modules', name, 'package.json'))) {
        problems.push(`${file}: ${kind} '${specifier}' names package ${name}, which is not installed (run npm ci)`);
      } else if (
        TYPESCRIPT.test(file) &&
        !name.startsWith('@types/') &&
        !shipsTypes(root, name) &&
        !(typesPackage(name) in declared)
      ) {
        problems.push(
          `${file}: ${kind} '${specifier}': ${name} has no type declarations and package.json does not declare ${typesPackage(name)}`,
        );
      }
    }
  }

  for (const group of PINNED_GROUPS) {
    const members = Object.entries(declared).filter(([name]) => group.test(name));
    for (const [name, range] of members) {
      if (!/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(range))
        problems.push(`package.json: ${name} is '${range}'; pin it to an exact version`);
    }
    const versions = new Set(members.map(([, range]) => range));
    if (versions.size > 1) {
      problems.push(
        `package.json: ${members.map(([name, range]) => `${name}@${range}`).join(', ')} must share one version`,
      );
    }
  }
  return [...new Set(problems)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkDependencies();
  for (const problem of problems) console.error(`check-deps: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`check-deps: every import in ${sourceFiles().length} files is declared; pinned packages are exact`);
}
