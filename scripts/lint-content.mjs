#!/usr/bin/env node
/**
 * npm run lint:content: runs the content rules of plugins/content-check on every docs and blog source
 * and prints each problem as `file:line: rule: message`. Exits 1 when there is any. The build runs the
 * same rules through the plugin.
 */
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {checkSite, formatProblem} = jiti('../plugins/content-check/load.ts');

const {files, problems} = await checkSite(root);
for (const problem of problems) console.log(formatProblem(problem));
if (problems.length > 0) {
  console.error(
    `lint:content: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} of ${files} files`,
  );
  process.exit(1);
}
console.log(`lint:content: ${files} files, no problems`);
