import {API_DOCS_DIR} from '../../src/config/apiRoutes';
import {links} from '../../src/config/links';
import type {ApiReferenceOptions} from './index';

/**
 * Options of the API reference (plugins/api-reference). The spec's source, openapi/statlas.yaml or
 * the https URL in STATLAS_OPENAPI_URL, is resolved by plugins/api-reference/spec.mjs.
 */
export const apiReferenceOptions: ApiReferenceOptions = {
  // `npm run gen:api` and `npm run clean:api` name this id.
  pluginId: 'openapi',
  apiId: 'statlas',
  outputDir: API_DOCS_DIR,
  templateDir: 'openapi/templates',
  downloadPath: '/openapi/statlas.yaml',
  serverUrl: `${links.apiHost}/v1`,
};
