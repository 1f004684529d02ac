/**
 * API reference: docusaurus-plugin-openapi-docs (page generation), a slimmed
 * docusaurus-theme-openapi-docs (page rendering) and this site's assets plugin.
 *
 * Pages are generated from the spec (./spec.mjs: openapi/statlas.yaml, or the copy fetched from
 * STATLAS_OPENAPI_URL) into docs/api by `npm run gen:api`, which `npm run build` runs first. They
 * belong to the classic preset's docs plugin and render with the plain DocItem: the theme's ApiItem
 * and its request panel (the "API explorer": a live request form, postman-code-generators, faker,
 * mime-db, ~1.7 MB gzip) are never used. Each generated page wraps its content in <ApiPage>
 * (src/theme/ApiPage), which brings the few providers the schema components need and the theme's
 * CSS, so none of it reaches pages outside /docs/api. Code samples (curl, JavaScript, Python) are
 * written into the pages at generation time (./samples.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {LoadContext, Plugin, PluginConfig, PluginModule} from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs';
import {apiBundlerConfig} from './bundle';
import {API_ASSETS_PLUGIN, type ApiAssetsData} from './constants';
import {markdownGenerators} from './generators';
import {existingSpecFile, specFile} from './spec.mjs';
import {compileApiCss} from './stylesheet';

export interface ApiReferenceOptions {
  /** Id of the openapi-docs plugin instance (the CLI's `--plugin-id`). */
  readonly pluginId: string;
  /** Id of the one API in that instance. */
  readonly apiId: string;
  /** Where the generated pages go, relative to the site (git-ignored; part of the docs plugin's content). */
  readonly outputDir: string;
  /** Folder of the front-matter templates `api.mustache` and `schema.mustache`, relative to the site. */
  readonly templateDir: string;
  /** Site path where the build publishes the spec for download. */
  readonly downloadPath: string;
  /** Base URL of the API that the overview page names. */
  readonly serverUrl: string;
}

interface ApiAssets extends ApiAssetsData {
  readonly css: string;
  /** The spec the pages were generated from, relative to the site directory. */
  readonly spec: string;
}

/**
 * Assets of the API reference that must not reach other pages:
 * - the theme's stylesheet, compiled here and published as /openapi/statlas-api.<hash>.css, which
 *   src/theme/ApiPage links from API pages only (Docusaurus would otherwise merge it into the one
 *   stylesheet every page loads); the theme reads its URL with useApiAssets() from ./client;
 * - the `openapi` chunk and the server rendering of parameters and responses (./bundle.ts);
 * - the spec itself, the very file the pages were generated from, published for download.
 */
function apiAssetsPlugin(context: LoadContext, options: ApiReferenceOptions): Plugin<ApiAssets> {
  return {
    name: API_ASSETS_PLUGIN,
    async loadContent() {
      // Fails now, with what to run, rather than after bundling when a fetched spec is missing.
      const spec = existingSpecFile(context.siteDir);
      const css = compileApiCss(context.siteDir);
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
      return {css, spec, href: `${context.baseUrl}openapi/statlas-api.${hash}.css`};
    },
    async contentLoaded({content, actions}) {
      const data: ApiAssetsData = {href: content.href};
      actions.setGlobalData(data);
    },
    configureWebpack(_config, isServer, utils) {
      return apiBundlerConfig(context.siteDir, isServer, utils);
    },
    async postBuild({outDir, content}) {
      const cssFile = path.join(outDir, content.href.slice(context.baseUrl.length));
      await fs.promises.mkdir(path.dirname(cssFile), {recursive: true});
      await fs.promises.writeFile(cssFile, content.css);

      const download = path.join(outDir, options.downloadPath);
      await fs.promises.mkdir(path.dirname(download), {recursive: true});
      await fs.promises.copyFile(path.join(context.siteDir, content.spec), download);
    },
  };
}

/**
 * The OpenAPI theme without its global stylesheet: the theme components stay available under
 * @theme/*, and src/theme/ApiPage links the compiled styles on API pages only.
 */
function slimOpenapiTheme(context: LoadContext, options: unknown): Plugin {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const theme = (openapiTheme as any)(context, options) as Plugin;
  return {...theme, getClientModules: () => []};
}

/** The plugins and themes of the API reference, for docusaurus.config.ts. */
export default function apiReference(options: ApiReferenceOptions): {plugins: PluginConfig[]; themes: PluginConfig[]} {
  return {
    plugins: [
      [
        'docusaurus-plugin-openapi-docs',
        {
          id: options.pluginId,
          docsPluginId: 'classic',
          config: {
            [options.apiId]: {
              specPath: specFile(),
              outputDir: options.outputDir,
              template: path.join(options.templateDir, 'api.mustache'),
              schemaTemplate: path.join(options.templateDir, 'schema.mustache'),
              showSchemas: true,
              hideSendButton: true,
              sidebarOptions: {groupPathsBy: 'tag', sidebarCollapsed: false},
              markdownGenerators: markdownGenerators({serverUrl: options.serverUrl, downloadPath: options.downloadPath}),
            },
          },
        },
      ],
      ((context: LoadContext) => apiAssetsPlugin(context, options)) as PluginModule,
    ],
    themes: [slimOpenapiTheme],
  };
}
