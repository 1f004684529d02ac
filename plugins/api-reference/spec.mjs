/**
 * Where the API spec comes from: the one resolver of the API reference plugin and of
 * `npm run lint:api` (scripts/lint-api.mjs). Plain JavaScript, so the lint script runs it with Node
 * alone.
 *
 * Without STATLAS_OPENAPI_URL the spec is openapi/statlas.yaml. With it, `npm run lint:api` (the
 * first step of `npm run build`) downloads the spec once into FETCHED_SPEC; it lints that copy, the
 * pages are generated from it and the build publishes it for download, so the download is the exact
 * document the pages came from.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Environment variable naming an https URL to fetch the spec from at build time. */
export const SPEC_URL_ENV = 'STATLAS_OPENAPI_URL';
/** The spec in the repository, used when STATLAS_OPENAPI_URL is not set. */
export const LOCAL_SPEC = 'openapi/statlas.yaml';
/** The copy of a fetched spec, relative to the site directory (inside Docusaurus's generated files). */
export const FETCHED_SPEC = '.docusaurus/statlas-api-reference/statlas.yaml';

/**
 * The https URL in STATLAS_OPENAPI_URL, or undefined when it is unset or blank. Any other URL scheme
 * is refused, so a typo cannot silently build from the wrong source.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function specUrl(env = process.env) {
  const raw = env[SPEC_URL_ENV]?.trim();
  if (!raw) return undefined;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `${SPEC_URL_ENV}="${raw}" is not a URL. Set it to an https:// address of the spec, or unset it to use ${LOCAL_SPEC}.`,
    );
  }
  if (url.protocol !== 'https:') {
    throw new Error(`${SPEC_URL_ENV} must be an https:// URL, got "${raw}".`);
  }
  return url.href;
}

/**
 * The file the pages are generated from and the build publishes, relative to the site directory:
 * openapi/statlas.yaml, or the fetched copy when STATLAS_OPENAPI_URL is set.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function specFile(env = process.env) {
  return specUrl(env) ? FETCHED_SPEC : LOCAL_SPEC;
}

/**
 * Fetches the spec named by STATLAS_OPENAPI_URL into FETCHED_SPEC and returns that path; returns
 * LOCAL_SPEC when the variable is unset. A failed request throws with the URL and the status.
 * @param {string} siteDir
 * @param {Record<string, string | undefined>} [env]
 * @param {typeof fetch} [fetchImpl]
 * @returns {Promise<string>}
 */
export async function fetchSpec(siteDir, env = process.env, fetchImpl = fetch) {
  const url = specUrl(env);
  if (!url) return LOCAL_SPEC;
  let response;
  try {
    response = await fetchImpl(url);
  } catch (error) {
    throw new Error(
      `Could not fetch the API spec from ${url} (${SPEC_URL_ENV}): ${error instanceof Error ? error.message : error}`,
    );
  }
  if (!response.ok) {
    throw new Error(`Could not fetch the API spec from ${url} (${SPEC_URL_ENV}): HTTP ${response.status}`);
  }
  const target = path.join(siteDir, FETCHED_SPEC);
  await fs.promises.mkdir(path.dirname(target), {recursive: true});
  await fs.promises.writeFile(target, await response.text());
  return FETCHED_SPEC;
}

/**
 * The spec file of this build, checked to exist: with STATLAS_OPENAPI_URL set, the copy that
 * `npm run lint:api` fetched. Throws a message that says what to run when the copy is missing.
 * @param {string} siteDir
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function existingSpecFile(siteDir, env = process.env) {
  const file = specFile(env);
  if (!fs.existsSync(path.join(siteDir, file))) {
    throw new Error(
      file === LOCAL_SPEC
        ? `The API spec ${LOCAL_SPEC} is missing.`
        : `${SPEC_URL_ENV} is set, but the spec has not been fetched: run \`npm run lint:api\` (the first step of \`npm run build\`), which downloads it once to ${FETCHED_SPEC}.`,
    );
  }
  return file;
}
