/**
 * API reference: docusaurus-plugin-openapi-docs (page generation) and a slimmed
 * docusaurus-theme-openapi-docs (page rendering).
 *
 * Pages are generated from openapi/statlas.yaml (or from the https URL in STATLAS_OPENAPI_URL)
 * into docs/api by `npm run gen:api`, which `npm run build` runs first. They belong to the
 * classic preset's docs plugin and render with the plain DocItem: the theme's ApiItem and its
 * request panel (the "API explorer": a live request form, postman-code-generators, faker, mime-db,
 * ~1.7 MB gzip) are never used. Each generated page wraps its content in <ApiPage>
 * (src/theme/ApiPage), which brings the few providers the schema components need and the theme's
 * CSS, so none of it reaches pages outside /docs/api. Code samples (curl, JavaScript, Python) are
 * written into the pages at generation time.
 */
import path from 'node:path';
import fs from 'node:fs';
import {createHash} from 'node:crypto';
import {pathToFileURL} from 'node:url';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs';
import {createAuthentication} from 'docusaurus-plugin-openapi-docs/lib/markdown/createAuthentication';
import {createDescription} from 'docusaurus-plugin-openapi-docs/lib/markdown/createDescription';
import {createHeading} from 'docusaurus-plugin-openapi-docs/lib/markdown/createHeading';
import {createParamsDetails} from 'docusaurus-plugin-openapi-docs/lib/markdown/createParamsDetails';
import {createRequestHeader} from 'docusaurus-plugin-openapi-docs/lib/markdown/createRequestHeader';
import {createStatusCodes} from 'docusaurus-plugin-openapi-docs/lib/markdown/createStatusCodes';
import {create, render} from 'docusaurus-plugin-openapi-docs/lib/markdown/utils';
import {links} from './links';

/** Environment variable naming an https URL to fetch the spec from at build time. */
export const SPEC_URL_ENV = 'STATLAS_OPENAPI_URL';
/** The spec in the repository, used when STATLAS_OPENAPI_URL is not set. */
export const LOCAL_SPEC = 'openapi/statlas.yaml';
/** Where the generated pages go (git-ignored; part of the classic docs plugin's content). */
export const API_OUTPUT_DIR = 'docs/api';
/** Where the build publishes a copy of the spec for download. */
export const SPEC_DOWNLOAD_PATH = '/openapi/statlas.yaml';
/** Id of the openapi-docs plugin instance and of its one API, for the CLI commands. */
export const OPENAPI_PLUGIN_ID = 'openapi';
export const OPENAPI_API_ID = 'statlas';

/**
 * The spec to generate from: the https URL in STATLAS_OPENAPI_URL when set, else the local file.
 * Any other URL scheme is refused, so a typo cannot silently build from the wrong source.
 */
export function resolveSpecSource(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env[SPEC_URL_ENV]?.trim();
  if (!raw) {
    return LOCAL_SPEC;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${SPEC_URL_ENV}="${raw}" is not a URL. Set it to an https:// address of the spec, or unset it to use ${LOCAL_SPEC}.`);
  }
  if (url.protocol !== 'https:') {
    throw new Error(`${SPEC_URL_ENV} must be an https:// URL, got "${raw}".`);
  }
  return url.href;
}

// ---------------------------------------------------------------------------------------------
// Code samples, written into each operation page at generation time.

interface SampleParameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: {example?: unknown; default?: unknown};
}

interface SampleOperation {
  method: string;
  path: string;
  parameters?: SampleParameter[];
  servers?: {url: string}[];
}

/** Optional query parameters left out of samples: they narrow a request rather than show its shape. */
const SAMPLE_SKIPPED_QUERY = new Set(['from', 'to', 'channelId', 'compare']);

function exampleOf(param: SampleParameter): string | undefined {
  const value = param.example ?? param.schema?.example ?? param.schema?.default;
  return value === undefined ? undefined : String(value);
}

/** The request a sample sends: full URL (path parameters filled with their examples) and query pairs. */
export function sampleRequest(op: SampleOperation, serverUrl: string): {url: string; query: [string, string][]} {
  let urlPath = op.path;
  const query: [string, string][] = [];
  for (const param of op.parameters ?? []) {
    const value = exampleOf(param);
    if (param.in === 'path') {
      urlPath = urlPath.replace(`{${param.name}}`, encodeURIComponent(value ?? `<${param.name}>`));
    } else if (param.in === 'query' && value !== undefined && (param.required || !SAMPLE_SKIPPED_QUERY.has(param.name))) {
      query.push([param.name, value]);
    }
  }
  return {url: serverUrl.replace(/\/$/, '') + urlPath, query};
}

/** curl, JavaScript (fetch) and Python (requests) samples for one operation. */
export function codeSamples(op: SampleOperation, serverUrl: string): {lang: string; label: string; value: string; code: string}[] {
  const {url, query} = sampleRequest(op, serverUrl);
  const search = new URLSearchParams(query).toString();
  const fullUrl = search ? `${url}?${search}` : url;
  const method = op.method.toUpperCase();
  const curl = [
    `curl --request ${method} \\`,
    `  --url '${fullUrl}' \\`,
    `  --header "Authorization: Bearer $STATLAS_API_KEY"`,
  ].join('\n');
  const js = [
    `const response = await fetch('${fullUrl}', {`,
    ...(method === 'GET' ? [] : [`  method: '${method}',`]),
    '  headers: {Authorization: `Bearer ${process.env.STATLAS_API_KEY}`},',
    '});',
    'if (!response.ok) {',
    '  throw new Error(`Statlas API answered ${response.status}`);',
    '}',
    'const data = await response.json();',
    'console.log(data);',
  ].join('\n');
  const pyParams = query.length ? `    params={${query.map(([k, v]) => `"${k}": "${v}"`).join(', ')}},\n` : '';
  const python = [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.${op.method.toLowerCase()}(`,
    `    "${url}",`,
    `${pyParams}    headers={"Authorization": f"Bearer {os.environ['STATLAS_API_KEY']}"},`,
    '    timeout=10,',
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
  return [
    {lang: 'bash', label: 'curl', value: 'curl', code: curl},
    {lang: 'javascript', label: 'JavaScript', value: 'javascript', code: js},
    {lang: 'python', label: 'Python', value: 'python', code: python},
  ];
}

function fence(lang: string, code: string): string {
  return `\`\`\`${lang}\n${code}\n\`\`\``;
}

function codeSamplesMd(op: SampleOperation, serverUrl: string): string {
  const tabs = codeSamples(op, serverUrl)
    .map((s) => `<TabItem value="${s.value}" label="${s.label}">\n\n${fence(s.lang, s.code)}\n\n</TabItem>`)
    .join('\n');
  return [
    '## Code samples\n\n',
    'Set `STATLAS_API_KEY` to a key from the dashboard (**Settings → API keys**) before you run a sample.\n\n',
    `<Tabs groupId="statlas-api-language" className="statlas-api-samples">\n${tabs}\n</Tabs>\n\n`,
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Page generators (docusaurus-plugin-openapi-docs `markdownGenerators`).

const WRAPPER_IMPORTS = [
  'import ApiPage from "@theme/ApiPage";\n',
  'import ApiEndpoint from "@theme/ApiPage/Endpoint";\n',
  'import Heading from "@theme/Heading";\n',
  'import Translate from "@docusaurus/Translate";\n',
];

/* eslint-disable @typescript-eslint/no-explicit-any */
function createApiPageMD(item: any): string {
  const {title, api} = item;
  const serverUrl: string = api.servers?.[0]?.url ?? '';
  return render([
    ...WRAPPER_IMPORTS,
    'import ParamsDetails from "@theme/ParamsDetails";\n',
    'import StatusCodes from "@theme/StatusCodes";\n',
    'import Tabs from "@theme/Tabs";\n',
    'import TabItem from "@theme/TabItem";\n\n',
    '<ApiPage>\n\n',
    createHeading(title),
    create('ApiEndpoint', {method: api.method, server: serverUrl, path: api.path}),
    '\n\n',
    createDescription(api.description),
    api.parameters?.length ? createRequestHeader('Request') : undefined,
    createParamsDetails({parameters: api.parameters}),
    createStatusCodes({responses: api.responses}),
    codeSamplesMd(api, serverUrl),
    '</ApiPage>\n',
  ]);
}

function createInfoPageMD(item: any): string {
  const {info, securitySchemes} = item;
  const tags: {name: string; description?: string; 'x-displayName'?: string}[] = info.tags ?? [];
  const serverUrl = `${links.apiHost}/v1`;
  const tagRows = tags
    .map((t) => `| ${t['x-displayName'] ?? t.name} | ${(t.description ?? '').replace(/\|/g, '\\|')} |`)
    .join('\n');
  return render([
    ...WRAPPER_IMPORTS,
    'import SchemaTabs from "@theme/SchemaTabs";\n',
    'import TabItem from "@theme/TabItem";\n\n',
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
    `[statlas.yaml](pathname://${SPEC_DOWNLOAD_PATH}) (OpenAPI 3, API version ${info.version}).\n\n`,
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
    'import Schema from "@theme/Schema";\n\n',
    '<ApiPage>\n\n',
    createHeading(schema.title ?? item.title),
    createDescription(schema.description),
    create('Schema', {schema, schemaType: 'response'}),
    '\n\n',
    sampleBlock,
    '</ApiPage>\n',
  ]);
}

function createTagPageMD(item: any): string {
  return render([createDescription(item.tag?.description)]);
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Front-matter templates, relative to the site directory (the CLI's working directory). */
const templateDir = 'openapi/templates';

// ---------------------------------------------------------------------------------------------
// Plugins and themes spread into docusaurus.config.ts.

/**
 * Client-side packages that only API pages use: the theme and the parts of the plugin it imports,
 * their Redux store, and the Markdown renderer (react-markdown and the unified/micromark/mdast/hast
 * family) the theme uses for descriptions. They are bundled into one `openapi` chunk that only API
 * pages load, so Docusaurus's `common` chunk (modules used by half the pages or more) never takes
 * them. Should a non-API page ever import one of them, it still works: it loads that chunk too
 * (and `npm run bench:weight -- --check` reports it).
 */
const API_ONLY_PACKAGES = [
  'docusaurus-theme-openapi-docs',
  'docusaurus-plugin-openapi-docs',
  '@reduxjs',
  'redux',
  'redux-thunk',
  'react-redux',
  'immer',
  'reselect',
  'use-sync-external-store',
  'xml-formatter',
  'xml-parser-xo',
  'pako',
  'lodash',
  'allof-merge',
  'json-schema-merge-allof',
  'json-schema-compare',
  'compute-gcd',
  'compute-lcm',
  'validate\\.io-[\\w-]+',
  'react-markdown',
  'remark-[\\w-]+',
  'rehype-[\\w-]+',
  'micromark[\\w-]*',
  'mdast-[\\w-]+',
  'hast-[\\w-]+',
  'hastscript',
  'unist-[\\w-]+',
  'unified',
  'vfile[\\w-]*',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'parse5',
  'entities',
  'html-void-elements',
  'html-url-attributes',
  'web-namespaces',
  'zwitch',
  'bail',
  'trough',
  'devlop',
  'ccount',
  'character-entities[\\w-]*',
  'character-reference-invalid',
  'decode-named-character-reference',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'is-plain-obj',
  'parse-entities',
  'stringify-entities',
  'style-to-object',
  'style-to-js',
  'inline-style-parser',
  'estree-util-[\\w-]+',
  'trim-lines',
  '@ungap',
];
const API_ONLY_MODULES = new RegExp(
  `[\\\\/]node_modules[\\\\/](${API_ONLY_PACKAGES.join('|')})[\\\\/]|[\\\\/]src[\\\\/]theme[\\\\/]ApiPage[\\\\/]`,
);

/** Name of the API stylesheet (global data of the plugin below, read by src/theme/ApiPage). */
export const API_CSS_PLUGIN = 'statlas-openapi-assets';

/** `@use` lines of the theme's stylesheet that style the request panel (forms, live editor, server picker). */
const REQUEST_PANEL_PARTIALS =
  /^@use "\.\/ApiExplorer\/(CodeTabs|FloatingButton|FormFileUpload|FormItem|FormLabel|FormMultiSelect|FormSelect|FormTextInput|LiveEditor|MethodEndpoint|ParamOptions|Request|Response|Server)\//;

function compileApiCss(siteDir: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sass = require('sass') as typeof import('sass');
  const themeScss = require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss');
  // The theme's stylesheet without the partials of the request panel, which these pages never render.
  const source = fs
    .readFileSync(themeScss, 'utf8')
    .split('\n')
    .filter((line) => !REQUEST_PANEL_PARTIALS.test(line))
    .join('\n');
  const theme = sass.compileString(source, {url: pathToFileURL(themeScss), style: 'compressed'}).css;
  const own = fs.readFileSync(path.join(siteDir, 'src/theme/ApiPage/styles.css'), 'utf8');
  return `${theme}\n${own}`;
}

/**
 * Assets of the API reference that must not reach other pages:
 * - the theme's stylesheet, compiled here and published as /openapi/statlas-api.<hash>.css, which
 *   src/theme/ApiPage links from the <head> of API pages only (Docusaurus would otherwise merge it
 *   into the one stylesheet every page loads);
 * - a split chunk holding the theme's components and their Redux store, so that Docusaurus's
 *   `common` chunk (modules used by half the pages or more) never takes them;
 * - parameters and responses rendered on the server (see src/theme/ApiPage/RenderEverywhere);
 * - the spec itself, published at /openapi/statlas.yaml for download.
 */
interface ApiAssets {
  readonly css: string;
  readonly href: string;
}

/** Theme components whose BrowserOnly is replaced by src/theme/ApiPage/RenderEverywhere. */
const BROWSER_ONLY_USERS = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ParamsDetails|RequestSchema|ResponseSchema)$/;
const RENDER_EVERYWHERE = path.resolve(__dirname, '../theme/ApiPage/RenderEverywhere.tsx');

function apiAssetsPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: API_CSS_PLUGIN,
    async loadContent(): Promise<ApiAssets> {
      const css = compileApiCss(context.siteDir);
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
      return {css, href: `${context.baseUrl}openapi/statlas-api.${hash}.css`};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData({href: (content as ApiAssets).href});
    },
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const renderEverywhere = new NormalModuleReplacementPlugin(/^@docusaurus\/BrowserOnly$/, (resource: {request: string; context: string}) => {
        if (BROWSER_ONLY_USERS.test(resource.context)) {
          resource.request = RENDER_EVERYWHERE;
        }
      });
      if (isServer) {
        return {plugins: [renderEverywhere]};
      }
      return {
        plugins: [renderEverywhere],
        optimization: {
          splitChunks: {
            cacheGroups: {
              openapi: {
                name: 'openapi',
                test: API_ONLY_MODULES,
                chunks: 'async',
                enforce: true,
                priority: 45,
              },
            },
          },
        },
      };
    },
    async postBuild({outDir, content}) {
      const {css, href} = content as ApiAssets;
      const cssFile = path.join(outDir, href.slice(context.baseUrl.length));
      await fs.promises.mkdir(path.dirname(cssFile), {recursive: true});
      await fs.promises.writeFile(cssFile, css);

      const source = resolveSpecSource();
      const target = path.join(outDir, SPEC_DOWNLOAD_PATH);
      if (source === LOCAL_SPEC) {
        await fs.promises.copyFile(path.join(context.siteDir, LOCAL_SPEC), target);
        return;
      }
      const response = await fetch(source);
      if (!response.ok) {
        throw new Error(`Could not fetch the API spec from ${source} (${SPEC_URL_ENV}): HTTP ${response.status}`);
      }
      await fs.promises.writeFile(target, await response.text());
    },
  };
}

/**
 * The OpenAPI theme without its global stylesheet: the theme components stay available under
 * @theme/*, and src/theme/ApiPage imports the styles only on API pages.
 */
function slimOpenapiTheme(context: LoadContext, options: unknown): Plugin {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const theme = (openapiTheme as any)(context, options) as Plugin;
  return {...theme, getClientModules: () => []};
}

export const openapiPlugins: PluginConfig[] = [
  [
    'docusaurus-plugin-openapi-docs',
    {
      id: OPENAPI_PLUGIN_ID,
      docsPluginId: 'classic',
      config: {
        [OPENAPI_API_ID]: {
          specPath: resolveSpecSource(),
          outputDir: API_OUTPUT_DIR,
          template: path.join(templateDir, 'api.mustache'),
          schemaTemplate: path.join(templateDir, 'schema.mustache'),
          showSchemas: true,
          hideSendButton: true,
          sidebarOptions: {groupPathsBy: 'tag', sidebarCollapsed: false},
          markdownGenerators: {createApiPageMD, createInfoPageMD, createSchemaPageMD, createTagPageMD},
        },
      },
    },
  ],
  apiAssetsPlugin,
];

export const openapiThemes: PluginConfig[] = [slimOpenapiTheme];
