import type {Plugin} from '@docusaurus/types';

/** What a plugin's configureWebpack returns. */
type BundlerConfig = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** The API reference's own client code: this plugin's theme components (./theme). */
const API_ROOTS = /[\\/]plugins[\\/]api-reference[\\/]theme[\\/]/;
const PACKAGE_MODULE = /[\\/]node_modules[\\/]/;

/** The part of a module and of the module graph (webpack's or Rspack's) that the test below reads. */
interface GraphModule {
  identifier(): string;
  nameForCondition(): string | null | undefined;
}
interface ModuleGraph {
  getIncomingConnections(module: GraphModule): Iterable<{readonly originModule: GraphModule | null}>;
}

/**
 * Whether a module is used by API pages only, read from the bundler's module graph: it is the API
 * reference's own code (API_ROOTS), or a package module that only such modules import, directly or
 * through other API-only package modules. So a package that only the API components use lands in the
 * `openapi` chunk without a list of names, and a package that any other page imports (React, clsx,
 * Docusaurus's own client code) stays out of it.
 *
 * A module's answer depends on everything upstream of it, which may hold import cycles: the test
 * gathers the package modules upstream of a module, then drops every one with an importer that is
 * neither API code nor still in the set, until nothing changes (the largest consistent set). Answers
 * are cached per compilation.
 */
export function isApiOnlyModule(): (module: GraphModule, context: {moduleGraph: ModuleGraph}) => boolean {
  const cache = new WeakMap<ModuleGraph, Map<string, boolean>>();
  return (module, {moduleGraph}) => {
    let known = cache.get(moduleGraph);
    if (!known) {
      known = new Map();
      cache.set(moduleGraph, known);
    }
    const kind = (m: GraphModule): boolean | undefined => {
      const cached = known.get(m.identifier());
      if (cached !== undefined) return cached;
      const name = m.nameForCondition() ?? '';
      if (API_ROOTS.test(name)) return true;
      if (!PACKAGE_MODULE.test(name)) return false;
      return undefined; // a package module: depends on its importers
    };
    const first = kind(module);
    if (first !== undefined) return first;

    // The package modules upstream of `module` whose answer is not known yet, with their importers.
    const importers = new Map<string, GraphModule[]>();
    const pending = [module];
    while (pending.length > 0) {
      const current = pending.pop()!;
      if (importers.has(current.identifier())) continue;
      const origins = [...moduleGraph.getIncomingConnections(current)].flatMap(({originModule}) =>
        originModule ? [originModule] : [],
      );
      importers.set(current.identifier(), origins);
      for (const origin of origins) {
        if (kind(origin) === undefined && !importers.has(origin.identifier())) pending.push(origin);
      }
    }
    const apiOnly = new Set(importers.keys());
    for (let changed = true; changed;) {
      changed = false;
      for (const id of apiOnly) {
        const origins = importers.get(id)!;
        const keeps = origins.length > 0 && origins.every((origin) => kind(origin) ?? apiOnly.has(origin.identifier()));
        if (!keeps) {
          apiOnly.delete(id);
          changed = true;
        }
      }
    }
    for (const id of importers.keys()) known.set(id, apiOnly.has(id));
    return apiOnly.has(module.identifier());
  };
}

/**
 * Bundler configuration of the API pages: in the browser build, one `openapi` chunk holds the API
 * components and any package only they use, so that Docusaurus's `common` chunk (modules used by
 * half the pages or more) never takes them. Should a non-API page ever import one of them, it still
 * works: it loads that chunk too (and `npm run bench:weight -- --check` reports it).
 */
export function apiBundlerConfig(isServer: boolean): BundlerConfig {
  if (isServer) return {};
  return {
    optimization: {
      splitChunks: {
        cacheGroups: {
          openapi: {
            name: 'openapi',
            test: isApiOnlyModule(),
            chunks: 'async',
            enforce: true,
            priority: 45,
          },
        },
      },
    },
  };
}
