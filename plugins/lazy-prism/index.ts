import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Takes Prism out of main.js (about 25 KB gzip on every page).
 *
 * Why: the classic theme registers a client module, `lib/prism-include-languages.js`, that imports
 * prism-react-renderer and the extra languages, so every page loads Prism before it hydrates, code
 * block or not. This replaces that module with an empty one. src/theme/CodeBlock/Content/String loads
 * Prism in its own chunk when a code block comes near the viewport, and ./Highlighted there registers
 * the languages.
 */
export default function lazyPrismPlugin(): Plugin {
  const empty = path.resolve(__dirname, 'empty-client-module.js');
  return {
    name: 'statlas-lazy-prism',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/, (resource) => {
            resource.request = empty;
          }),
        ],
      };
    },
  };
}
