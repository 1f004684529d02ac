#!/usr/bin/env node
/**
 * Validates the API spec with Redocly (`npm run lint:api`; part of `npm run lint` and the first step
 * of `npm run build`). Lints openapi/statlas.yaml, or the file given as the first argument. With
 * STATLAS_OPENAPI_URL set it first downloads that spec, once, to the copy that generation and the
 * build then read (see plugins/api-reference/spec.mjs), and lints the copy. Rules are in
 * redocly.yaml. On failure Redocly's report names the file, line and fault, and this script exits 1
 * with a summary line naming the file (and the URL it came from).
 */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import process from 'node:process';

import {fetchSpec, specUrl} from '../plugins/api-reference/spec.mjs';

async function main() {
  const siteDir = process.cwd();
  let source;
  let origin = '';
  try {
    const url = process.argv[2] ? undefined : specUrl();
    source = process.argv[2] ?? (await fetchSpec(siteDir));
    if (url) origin = ` (fetched from ${url})`;
  } catch (error) {
    console.error(`lint:api: ${error.message}`);
    process.exit(1);
  }
  const require = createRequire(path.join(siteDir, 'package.json'));
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  const result = spawnSync(
    process.execPath,
    [cli, 'lint', source, '--config', path.join(siteDir, 'redocly.yaml'), '--format', 'codeframe'],
    {
      stdio: 'inherit',
      env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1'},
    },
  );
  if (result.status !== 0) {
    console.error(`lint:api: ${source}${origin} is not a valid OpenAPI document; fix the problems listed above.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
