import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** src/data/README.md names every data module, its exports and the components that render it. */
const root = path.resolve(__dirname, '../..');
const dataDir = path.join(root, 'src/data');
const componentsDir = path.join(root, 'src/components');
const readme = readFileSync(path.join(dataDir, 'README.md'), 'utf8');

interface Row {
  readonly module: string;
  readonly exports: string[];
  readonly components: string[];
}

/** Names in backticks in one table cell, without a trailing `()`. */
const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1].replace(/\(\)$/, ''));

const rows: Row[] = readme
  .split('\n')
  .filter((line) => /^\| `[\w.-]+\.ts` \|/.test(line))
  .map((line) => {
    const [module, exports, components] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim());
    return {module: names(module)[0], exports: names(exports), components: names(components)};
  });

const modules = readdirSync(dataDir).filter((name) => name.endsWith('.ts'));

/** Every file of a component folder (index.tsx and its helpers). */
function componentSource(component: string): string {
  const dir = path.join(componentsDir, component);
  return readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

const components = readdirSync(componentsDir).filter((name) => existsSync(path.join(componentsDir, name, 'index.tsx')));

describe('src/data/README.md', () => {
  it('has one row per module of src/data', () => {
    expect(rows.map((row) => row.module).sort()).toEqual([...modules].sort());
  });

  describe.each(modules)('%s', (module) => {
    const row = rows.find((candidate) => candidate.module === module);
    const source = readFileSync(path.join(dataDir, module), 'utf8');
    // `@site/src/data/x`, or `../../data/x` in a module that plugins also import at build time (Node has no `@site`).
    const importPattern = new RegExp(`from '(@site/src|\\.\\./\\.\\.)/data/${module.replace(/\.ts$/, '')}'`);

    it('names exports the module has', () => {
      expect(row?.exports.length, `${module} row lists its exports`).toBeGreaterThan(0);
      for (const name of row?.exports ?? []) {
        expect(source, `${module} exports ${name}`).toMatch(
          new RegExp(`^export (const|function|type|interface) ${name}\\b`, 'm'),
        );
      }
    });

    it('lists exactly the components that import it', () => {
      const importers = components.filter((component) => importPattern.test(componentSource(component)));
      expect([...(row?.components ?? [])].sort()).toEqual(importers.sort());
    });
  });
});
