import {describe, expect, it} from 'vitest';
import {isApiOnlyModule} from '../../plugins/api-reference/bundle';

/** A module graph from `importer -> imported` edges between file paths. */
function graph(edges: [string, string][]) {
  const modules = new Map<string, {identifier(): string; nameForCondition(): string}>();
  const node = (name: string) => {
    if (!modules.has(name)) modules.set(name, {identifier: () => name, nameForCondition: () => name});
    return modules.get(name)!;
  };
  for (const [from, to] of edges) {
    node(from);
    node(to);
  }
  const moduleGraph = {
    getIncomingConnections: (module: {identifier(): string}) =>
      edges.filter(([, to]) => to === module.identifier()).map(([from]) => ({originModule: node(from)})),
  };
  return {node, moduleGraph};
}

const theme = '/site/plugins/api-reference/theme/ApiPage/Fields/index.tsx';
const apiPage = '/site/plugins/api-reference/theme/ApiPage/index.tsx';
const docPage = '/site/src/theme/CodeBlock/index.tsx';
const pkg = (name: string) => `/site/node_modules/${name}/index.js`;

describe('the openapi chunk test', () => {
  const {node, moduleGraph} = graph([
    [apiPage, pkg('react-redux')],
    [pkg('react-redux'), pkg('use-sync-external-store')],
    [theme, pkg('react-markdown')],
    [pkg('react-markdown'), pkg('unified')],
    // An import cycle inside API-only packages.
    [pkg('unified'), pkg('vfile')],
    [pkg('vfile'), pkg('unified')],
    // clsx is imported by the theme and by a page outside the API reference.
    [theme, pkg('clsx')],
    [docPage, pkg('clsx')],
    // A cycle that a non-API module also reaches.
    [theme, pkg('cycle-a')],
    [pkg('cycle-a'), pkg('cycle-b')],
    [pkg('cycle-b'), pkg('cycle-a')],
    [docPage, pkg('cycle-b')],
  ]);

  it('takes the API code and the packages only it imports, through cycles', () => {
    const test = isApiOnlyModule();
    for (const name of [
      theme,
      apiPage,
      pkg('react-redux'),
      pkg('use-sync-external-store'),
      pkg('react-markdown'),
      pkg('unified'),
      pkg('vfile'),
    ]) {
      expect(test(node(name), {moduleGraph}), name).toBe(true);
    }
  });

  it('leaves out the site code and any package another page imports', () => {
    const test = isApiOnlyModule();
    for (const name of [docPage, pkg('clsx'), pkg('cycle-a'), pkg('cycle-b')]) {
      expect(test(node(name), {moduleGraph}), name).toBe(false);
    }
  });
});
