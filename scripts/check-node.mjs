// Runs before `npm run build` and `npm start` (the prebuild and prestart scripts): prints the Node that runs the
// site and stops, with the fix, when it is older than package.json's "engines" allows.
import {readFileSync} from 'node:fs';

const {engines} = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// The lowest version of the first range (e.g. "^22.19.0 || ^24.0.0" -> 22.19.0).
const minimum = /(\d+)\.(\d+)\.(\d+)/.exec(engines.node).slice(1).map(Number);
/** The script this runs before: build or start. */
const step = (process.env.npm_lifecycle_event ?? 'prebuild').replace(/^pre/, '');
const current = process.versions.node.split('.').map(Number);
console.log(`${step}: node v${process.versions.node} (${process.execPath})`);
const older =
  current[0] !== minimum[0]
    ? current[0] < minimum[0]
    : current[1] !== minimum[1]
      ? current[1] < minimum[1]
      : current[2] < minimum[2];
if (older) {
  console.error(
    `${step}: Node ${minimum.join('.')} or newer is needed (package.json "engines": ${engines.node}). ` +
      'Run `bash scripts/setup.sh`: it links Node 22 into node_modules/.bin, where npm scripts find it.',
  );
  process.exit(1);
}
