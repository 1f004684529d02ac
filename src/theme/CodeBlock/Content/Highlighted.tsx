import {Prism} from 'prism-react-renderer';
import languageLoaders from '@generated/statlas-lazy-prism/default/prism-languages';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';

/**
 * The theme's highlighted code block and prism-react-renderer, as one chunk that ./String loads
 * only where it must render a block itself. The site's extra languages
 * (`themeConfig.prism.additionalLanguages`) are not in it: `loadLanguage` adds the one a block is
 * written in, from its own chunk (plugins/lazy-prism writes the loaders).
 */

type GlobalWithPrism = typeof globalThis & {Prism?: typeof Prism};
const registered = new Map<string, Promise<void>>();
let loadingCount = 0;

/**
 * Prism's language components extend the Prism on `globalThis`, while prism-react-renderer keeps
 * its own instance: lend it to the global while components load (as the theme's
 * prism-include-languages does), then take it back.
 */
function register(language: string): Promise<void> {
  let done = registered.get(language);
  if (!done) {
    const global = globalThis as GlobalWithPrism;
    loadingCount += 1;
    global.Prism = Prism;
    done = languageLoaders[language]!().then(
      () => undefined,
      () => undefined, // a missing grammar leaves the block plain-coloured, as Prism does for unknown languages
    );
    done.finally(() => {
      loadingCount -= 1;
      if (loadingCount === 0 && global.Prism === Prism) Reflect.deleteProperty(globalThis, 'Prism');
    });
    registered.set(language, done);
  }
  return done;
}

/** Makes `language` known to Prism: its own component if it is an extra language, else nothing. */
export function loadLanguage(language: string | undefined): Promise<void> {
  if (!language) return Promise.resolve();
  if (languageLoaders[language]) return register(language);
  if (Prism.languages[language]) return Promise.resolve();
  // An alias (`sh`, `yml`) is defined by the component of the language it names: load them all.
  return Promise.all(Object.keys(languageLoaders).map(register)).then(() => undefined);
}

export default CodeBlockString;
