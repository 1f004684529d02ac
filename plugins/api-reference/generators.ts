/**
 * Page generators of the API reference (docusaurus-plugin-openapi-docs `markdownGenerators`). Every
 * page wraps its content in <ApiPage>, and its parameters, responses and schema fields are
 * rendered by this plugin's components (./theme/ApiPage) from what ./model.ts worked out of the
 * spec, never by the OpenAPI theme's components (see README.md, "Weight of the API pages").
 */
import path from 'node:path';
import {
  createAuthentication,
  createDescription,
  createHeading,
  createRequestHeader,
  create,
  render,
} from './openapi-internals';
import {API_ERRORS_ROUTE} from '../../src/config/apiRoutes';
import {apiErrors, errorHref, loadSpec, type ApiError} from './errors';
import {paramGroups, responseViews, schemaFields} from './model';
import {codeSamplesMd, fence} from './samples';

const WRAPPER_IMPORTS = [
  'import ApiPage from "@theme/ApiPage";\n',
  'import ApiEndpoint from "@theme/ApiPage/Endpoint";\n',
  'import Heading from "@theme/Heading";\n',
  'import Translate from "@docusaurus/Translate";\n',
];

let errors: ApiError[] | undefined;

/** A paragraph linking each error an operation can answer to its section of the API errors page. */
function errorLinksMd(operationId: string): string {
  errors ??= apiErrors(loadSpec());
  const own = errors.filter((error) => error.operations.includes(operationId));
  if (own.length === 0) return '';
  const links = own.map((error) => `[\`${error.status}\` \`${error.code}\`](${errorHref(error.code)})`);
  return `Errors this endpoint can answer: ${links.join(', ')}. [API errors](${API_ERRORS_ROUTE}) shows each body, its cause and its fix.\n\n`;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
function createApiPageMD(item: any): string {
  const {title, api} = item;
  const where = `operation ${api.operationId ?? `${api.method} ${api.path}`}`;
  const serverUrl: string = api.servers?.[0]?.url ?? '';
  return render([
    ...WRAPPER_IMPORTS,
    'import ApiParams from "@theme/ApiPage/Params";\n',
    'import ApiResponses from "@theme/ApiPage/Responses";\n',
    'import Tabs from "@theme/Tabs";\n',
    'import TabItem from "@theme/TabItem";\n\n',
    '<ApiPage>\n\n',
    createHeading(title),
    create('ApiEndpoint', {method: api.method, server: serverUrl, path: api.path}),
    '\n\n',
    createDescription(api.description),
    api.parameters?.length ? createRequestHeader('Request') : undefined,
    api.parameters?.length ? create('ApiParams', {groups: paramGroups(api.parameters, where)}) : undefined,
    '\n\n',
    create('ApiResponses', {responses: responseViews(api.responses, where)}),
    '\n\n',
    errorLinksMd(api.operationId),
    codeSamplesMd(api, serverUrl),
    '</ApiPage>\n',
  ]);
}

function createInfoPageMD(item: any, {serverUrl, downloadPath}: GeneratorOptions): string {
  const {info, securitySchemes} = item;
  const tags: {name: string; description?: string; 'x-displayName'?: string}[] = info.tags ?? [];
  const tagRows = tags
    .map((t) => `| ${t['x-displayName'] ?? t.name} | ${(t.description ?? '').replace(/\|/g, '\\|')} |`)
    .join('\n');
  return render([
    ...WRAPPER_IMPORTS,
    // createAuthentication writes <SchemaTabs> and <TabItem>: this plugin's, not the theme's.
    'import {SchemaTabs, TabItem} from "@theme/ApiPage/Tabs";\n\n',
    '<ApiPage>\n\n',
    `<span className="badge badge--secondary statlas-api-version">Version ${info.version}${info['x-api-label'] ? ` · ${info['x-api-label']}` : ''}</span>\n\n`,
    createHeading(info.title),
    createDescription(info.description),
    '## Endpoint groups\n\n',
    'The reference groups the endpoints by what they measure. Every group is a section of the sidebar; ',
    '[the full index](/docs/category/statlas-api) lists every endpoint and schema on one page.\n\n',
    '| Group | What it covers |\n| --- | --- |\n',
    tagRows,
    '\n\n',
    '## Download the specification\n\n',
    'The reference is generated from an OpenAPI 3 document. Download it to generate a client, import it into ',
    'an HTTP tool or diff it between releases: ',
    `[${path.posix.basename(downloadPath)}](pathname://${downloadPath}) (OpenAPI 3, API version ${info.version}).\n\n`,
    `All requests go to \`${serverUrl}\`.\n\n`,
    createAuthentication(securitySchemes),
    '</ApiPage>\n',
  ]);
}

function createSchemaPageMD(item: any): string {
  const {schema} = item;
  const sample: string | undefined = item.frontMatter?.sample;
  let sampleBlock = '';
  if (sample) {
    try {
      sampleBlock = `## Example\n\n${fence('json', JSON.stringify(JSON.parse(sample), null, 2))}\n\n`;
    } catch {
      sampleBlock = '';
    }
  }
  return render([
    ...WRAPPER_IMPORTS,
    'import ApiFields from "@theme/ApiPage/Fields";\n\n',
    '<ApiPage>\n\n',
    createHeading(schema.title ?? item.title),
    createDescription(schema.description),
    create('ApiFields', {schema: schemaFields(schema, `schema ${schema.title ?? item.title}`)}),
    '\n\n',
    sampleBlock,
    '</ApiPage>\n',
  ]);
}

function createTagPageMD(item: any): string {
  return render([createDescription(item.tag?.description)]);
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface GeneratorOptions {
  /** Base URL of the API that the overview page names (the operation pages read theirs from the spec). */
  readonly serverUrl: string;
  /** Site path of the published spec, linked from the overview page. */
  readonly downloadPath: string;
}

/** The `markdownGenerators` of docusaurus-plugin-openapi-docs: the page bodies of the API reference. */
export function markdownGenerators(options: GeneratorOptions) {
  return {
    createApiPageMD,
    createInfoPageMD: (item: unknown) => createInfoPageMD(item, options),
    createSchemaPageMD,
    createTagPageMD,
  };
}
