// Runs before `npm run build` (the prebuild script): prints the Node that builds the site and
// stops the build, with the fix, when it is older than package.json's "engines" allows.
import {readFileSync} from 'node:fs';

const {engines} = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// The lowest version of the first range (e.g. "^22.19.0 || ^24.0.0" -> 22.19.0).
const minimum = /(\d+)\.(\d+)\.(\d+)/.exec(engines.node).slice(1).map(Number);
const current = process.versions.node.split('.').map(Number);
console.log(`build: node v${process.versions.node} (${process.execPath})`);
const older =
  current[0] !== minimum[0]
    ? current[0] < minimum[0]
    : current[1] !== minimum[1]
      ? current[1] < minimum[1]
      : current[2] < minimum[2];
if (older) {
  console.error(
    `build: Node ${minimum.join('.')} or newer is needed (package.json "engines": ${engines.node}). ` +
      'Run `bash scripts/setup.sh`: it links Node 22 into node_modules/.bin, where npm scripts find it.',
  );
  process.exit(1);
}
