import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';

import {checkPins} from '../../scripts/check-pins.mjs';

const root = path.resolve(__dirname, '../..');
const knip = path.join(root, 'node_modules/.bin/knip');

interface KnipFileIssues {
  file: string;
  dependencies: {name: string}[];
  unlisted: {name: string}[];
  files: {name: string}[];
}

/** knip's findings on a project, with its exit code (1 when it finds anything). */
async function runKnip(cwd: string): Promise<{code: number; issues: KnipFileIssues[]}> {
  try {
    const {stdout} = await promisify(execFile)(knip, ['--reporter', 'json', '--no-progress'], {cwd});
    return {code: 0, issues: JSON.parse(stdout).issues};
  } catch (error) {
    const {code, stdout} = error as {code: number; stdout: string};
    return {code, issues: JSON.parse(stdout).issues};
  }
}

describe('knip', () => {
  it(
    'fails on an unused dependency, an unused file and an unlisted dependency, naming each',
    {timeout: 60_000},
    async () => {
      const {code, issues} = await runKnip(path.join(root, 'tests/fixtures/knip'));
      expect(code).toBe(1);
      const found = issues.flatMap((issue) => [
        ...issue.files.map(({name}) => `unused file ${name}`),
        ...issue.dependencies.map(({name}) => `${issue.file}: unused dependency ${name}`),
        ...issue.unlisted.map(({name}) => `${issue.file}: unlisted dependency ${name}`),
      ]);
      expect(found.sort()).toEqual([
        'package.json: unused dependency unused-dependency',
        'src/index.js: unlisted dependency unlisted-dependency',
        'unused file src/orphan.js',
      ]);
    },
  );
});

describe('checkPins', () => {
  it('passes the project’s package.json', () => {
    expect(checkPins(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')))).toEqual([]);
  });

  it('names each loosely pinned package and each group whose versions differ', () => {
    const manifest = {
      dependencies: {'@docusaurus/core': '3.10.2', '@docusaurus/theme-mermaid': '^3.10.2', other: '^1.0.0'},
      devDependencies: {'@docusaurus/types': '3.9.0', 'docusaurus-plugin-openapi-docs': '5.2.0'},
    };
    expect(checkPins(manifest)).toEqual([
      "package.json: @docusaurus/theme-mermaid is '^3.10.2'; pin it to an exact version",
      'package.json: @docusaurus/core@3.10.2, @docusaurus/theme-mermaid@^3.10.2, @docusaurus/types@3.9.0 must share one version',
    ]);
  });
});
