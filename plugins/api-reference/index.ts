/**
 * API reference: docusaurus-plugin-openapi-docs (page generation), the OpenAPI theme reduced to its
 * stylesheet, and this plugin, which owns the components the pages render (./theme, published
 * through getThemePath()).
 *
 * Pages are generated from the spec (./spec.mjs: openapi/statlas.yaml, or the copy fetched from
 * STATLAS_OPENAPI_URL) into docs/api by `npm run gen:api`, which `npm run build` runs first. They
 * belong to the classic preset's docs plugin and render with the plain DocItem. Each page wraps its
 * content in <ApiPage> (./theme/ApiPage), which links the API stylesheet on API pages only; its
 * parameters, responses and fields are drawn by ./theme/ApiPage/{Params,Responses,Fields} from
 * text that ./model.ts worked out of the spec at generation time. None of the OpenAPI theme's
 * components reach the browser: not the request panel (the "API explorer": a live request form,
 * postman-code-generators, faker, mime-db, ~1.7 MB gzip), nor its schema and response components
 * with their Redux store (see README.md, "Weight of the API pages"). Code samples (curl,
 * JavaScript, Python) are written into the pages at generation time (./samples.ts). Every use of
 * the openapi-docs packages' internals is in ./openapi-internals.ts.
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

/** The remark plugin of the API errors page (./errors.ts, which also reads the errors from the spec). */
export {default as remarkApiErrors} from './errors';

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
 * The components of the API pages and the assets that must not reach other pages:
 * - ./theme: @theme/ApiPage and its parts, which the generated pages import. This theme path ranks
 *   above the classic theme's (a preset theme) and below the site's themes (the OpenAPI theme) and
 *   src/theme; none of them ships an `ApiPage`, so these names resolve here (README.md);
 * - the theme's stylesheet, compiled here and published as /openapi/statlas-api.<hash>.css, which
 *   ApiPage links from API pages only (Docusaurus would otherwise merge it into the one stylesheet
 *   every page loads); ApiPage reads its URL from this plugin's global data;
 * - the `openapi` chunk (./bundle.ts);
 * - the spec itself, the very file the pages were generated from, published for download.
 */
function apiAssetsPlugin(context: LoadContext, options: ApiReferenceOptions): Plugin<ApiAssets> {
  const devCssFile = path.join(context.generatedFilesDir, 'statlas-api-reference', 'statlas-api.css');
  return {
    name: API_ASSETS_PLUGIN,
    async loadContent() {
      // Fails now, with what to run, rather than after bundling when a fetched spec is missing.
      const spec = existingSpecFile(context.siteDir);
      const css = compileApiCss();
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
      return {css, spec, href: `${context.baseUrl}openapi/statlas-api.${hash}.css`};
    },
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({content, actions}) {
      const data: ApiAssetsData = {href: content.href};
      actions.setGlobalData(data);
      // For the dev server, which bundles the stylesheet as @generated/statlas-api-reference/statlas-api.css
      // (see ./theme/ApiPage).
      await fs.promises.mkdir(path.dirname(devCssFile), {recursive: true});
      await fs.promises.writeFile(devCssFile, content.css);
    },
    configureWebpack(_config, isServer) {
      return apiBundlerConfig(isServer);
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
 * The OpenAPI theme without its global stylesheet and without its bundler changes. Its stylesheet
 * is compiled by the assets plugin and linked from API pages only. Its bundler changes (Sass
 * loader, Buffer/process/path polyfills) serve its request panel, which this site never renders;
 * the polyfills would put `process` into the main bundle of every page. Its components stay
 * available under @theme/* for the CLI and for MDX that asks for them; no generated page does.
 */
function slimOpenapiTheme(context: LoadContext, options: unknown): Plugin {
  const {
    getClientModules: _styles,
    configureWebpack: _polyfills,
    ...theme
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the theme's default export has no types
  } = (openapiTheme as any)(context, options) as Plugin;
  return theme;
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
              markdownGenerators: markdownGenerators({
                serverUrl: options.serverUrl,
                downloadPath: options.downloadPath,
              }),
            },
          },
        },
      ],
      ((context: LoadContext) => apiAssetsPlugin(context, options)) as PluginModule,
    ],
    themes: [slimOpenapiTheme],
  };
}
