#!/usr/bin/env node
/**
 * The one dependency rule knip does not cover (decisions/knip.md): the packages whose internals the code uses
 * (@docusaurus/*, the two openapi-docs packages) are pinned to one exact version, the same within each group, so an
 * `npm update` never mixes versions whose internals differ. `npm run lint:deps` runs it after knip.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Packages whose versions must be exact and equal within each group. */
export const PINNED_GROUPS = [/^@docusaurus\//, /^docusaurus-(?:plugin|theme)-openapi-docs$/];

const EXACT = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/** The problems of a package.json's pins, as readable lines; empty when every group is exact and equal. */
export function checkPins(manifest) {
  const declared = {...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies};
  const problems = [];
  for (const group of PINNED_GROUPS) {
    const members = Object.entries(declared).filter(([name]) => group.test(name));
    for (const [name, range] of members) {
      if (!EXACT.test(range)) problems.push(`package.json: ${name} is '${range}'; pin it to an exact version`);
    }
    if (new Set(members.map(([, range]) => range)).size > 1) {
      const list = members.map(([name, range]) => `${name}@${range}`).join(', ');
      problems.push(`package.json: ${list} must share one version`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkPins(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')));
  for (const problem of problems) console.error(`check-pins: ${problem}`);
  if (problems.length > 0) process.exit(1);
}
