#!/usr/bin/env node
/**
 * Validates the API spec with Redocly (`npm run lint:api`; part of `npm run lint` and the first step
 * of `npm run build`). Lints openapi/statlas.yaml, or the https URL in STATLAS_OPENAPI_URL when set,
 * or the file given as the first argument. Rules are in redocly.yaml. On failure Redocly's report
 * names the file, line and fault, and this script exits 1 with a summary line naming the file.
 */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import process from 'node:process';

// Keep in agreement with resolveSpecSource() in src/config/openapi.ts (a unit test checks).
export const SPEC_URL_ENV = 'STATLAS_OPENAPI_URL';
export const LOCAL_SPEC = 'openapi/statlas.yaml';

export function specSource(env = process.env) {
  const raw = env[SPEC_URL_ENV]?.trim();
  if (!raw) return LOCAL_SPEC;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${SPEC_URL_ENV}="${raw}" is not a URL`);
  }
  if (url.protocol !== 'https:') throw new Error(`${SPEC_URL_ENV} must be an https:// URL, got "${raw}"`);
  return url.href;
}

function main() {
  const siteDir = process.cwd();
  let source;
  try {
    source = process.argv[2] ?? specSource();
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
    console.error(`lint:api: ${source} is not a valid OpenAPI document; fix the problems listed above.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main();
}
