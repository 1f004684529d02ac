#!/usr/bin/env node
/**
 * Runs before `npm start` (the prestart script): the docs sidebar includes the generated API
 * reference's sidebar (docs/api/sidebar.ts), which is not committed, so a fresh clone's dev server
 * would stop on a missing module. This generates the API pages first, as `npm run build` does
 * (lint:api, clean:api, gen:api), when docs/api/sidebar.ts is missing, older than the spec, its page
 * templates or the API reference plugin, or when STATLAS_OPENAPI_URL names a spec to fetch. Otherwise
 * it only says the pages are current, so a second start costs nothing.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const siteDir = process.cwd();
const sidebar = path.join(siteDir, 'docs', 'api', 'sidebar.ts');
/** What the generated pages are made from. */
const sources = ['openapi', 'plugins/api-reference', 'src/config/apiRoutes.ts'];

function newestMtime(target) {
  const full = path.join(siteDir, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newestMtime(path.join(target, name))));
}

/** Why the pages must be generated, or undefined when they are current. */
function reason() {
  if (!fs.existsSync(sidebar)) return 'docs/api/ has not been generated yet';
  if (process.env.STATLAS_OPENAPI_URL?.trim()) return 'STATLAS_OPENAPI_URL names the spec to fetch';
  const made = fs.statSync(sidebar).mtimeMs;
  const changed = sources.find((source) => newestMtime(source) > made);
  return changed ? `${changed} changed since docs/api/ was generated` : undefined;
}

function run(script) {
  const result = spawnSync('npm', ['run', '--silent', script], {stdio: 'inherit', cwd: siteDir});
  if (result.status !== 0) {
    console.error(`start: \`npm run ${script}\` failed (see above); the dev server needs the API pages in docs/api/.`);
    process.exit(result.status ?? 1);
  }
}

const why = reason();
if (why) {
  console.log(`start: ${why}; generating the API reference pages (npm run lint:api, clean:api, gen:api)…`);
  const started = Date.now();
  for (const script of ['lint:api', 'clean:api', 'gen:api']) run(script);
  console.log(`start: API reference pages generated in docs/api/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} else {
  console.log('start: the API reference pages in docs/api/ are current.');
}
