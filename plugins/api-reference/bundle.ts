import path from 'node:path';
import type {ConfigureWebpackUtils, Plugin} from '@docusaurus/types';

/** What a plugin's configureWebpack returns. */
type BundlerConfig = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/**
 * Client-side packages that only API pages use: the theme and the parts of the plugin it imports,
 * their Redux store, and the Markdown renderer (react-markdown and the unified/micromark/mdast/hast
 * family) the theme uses for descriptions. They are bundled into one `openapi` chunk that only API
 * pages load, so Docusaurus's `common` chunk (modules used by half the pages or more) never takes
 * them. Should a non-API page ever import one of them, it still works: it loads that chunk too
 * (and `npm run bench:weight -- --check` reports it).
 */
export const API_ONLY_PACKAGES = [
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
/** Modules of the `openapi` chunk: the packages above and the page wrapper in src/theme/ApiPage. */
export const API_ONLY_MODULES = new RegExp(
  `[\\\\/]node_modules[\\\\/](${API_ONLY_PACKAGES.join('|')})[\\\\/]|[\\\\/]src[\\\\/]theme[\\\\/]ApiPage[\\\\/]`,
);

/** Theme components whose BrowserOnly is replaced by src/theme/ApiPage/RenderEverywhere. */
const BROWSER_ONLY_USERS = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ParamsDetails|RequestSchema|ResponseSchema)$/;

/**
 * Bundler configuration of the API pages:
 * - the theme's parameter, request and response components get src/theme/ApiPage/RenderEverywhere
 *   instead of BrowserOnly, so they render on the server and the HTML holds them;
 * - in the browser build, one `openapi` chunk holds the API-only packages, so that Docusaurus's
 *   `common` chunk (modules used by half the pages or more) never takes them.
 */
export function apiBundlerConfig(siteDir: string, isServer: boolean, utils: ConfigureWebpackUtils): BundlerConfig {
  const renderEverywhere = path.join(siteDir, 'src/theme/ApiPage/RenderEverywhere.tsx');
  const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
  const swapBrowserOnly = new NormalModuleReplacementPlugin(/^@docusaurus\/BrowserOnly$/, (resource: {request: string; context: string}) => {
    if (BROWSER_ONLY_USERS.test(resource.context)) {
      resource.request = renderEverywhere;
    }
  });
  if (isServer) {
    return {plugins: [swapBrowserOnly]};
  }
  return {
    plugins: [swapBrowserOnly],
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
}
