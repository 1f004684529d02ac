/**
 * @docusaurus/plugin-client-redirects with a complete redirect page. The plugin writes each redirect page from a
 * fixed template that has no <title>, no `lang` and no <body> (its script stands after </head>): validators flag
 * the page, and a screen reader that lands on it (or a browser tab that shows it) has no name for it. After the
 * plugin has written its pages (in its own postBuild, so the order of plugins does not matter), this gives each one
 * the site's language, a title naming the target page, and a body with a link to the target and the script.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import clientRedirects, {
  validateOptions as validateClientRedirects,
  type PluginOptions,
} from '@docusaurus/plugin-client-redirects';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page the plugin wrote, with `lang`, the title "Redirecting to <target>", and a body: a link to the target
 * (for a browser that follows neither the refresh nor the script) and the script.
 */
export function completeRedirectPage(html: string, {lang, target}: {lang: string; target: string}): string {
  const href = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '/';
  return html
    .replace(/<html>/, `<html lang="${escapeHtml(lang)}">`)
    .replace(/(<meta charset="UTF-8">)/, `$1\n    <title>Redirecting to ${escapeHtml(target)}</title>`)
    .replace(
      /<\/head>\s*(<script>[\s\S]*?<\/script>)/,
      `</head>\n  <body>\n    <p><a href="${href}">${escapeHtml(target)}</a></p>\n    $1\n  </body>`,
    );
}

/** The <title> of a built page, or undefined. */
function titleOf(outDir: string, route: string): string | undefined {
  const file = [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)].find(existsSync);
  const title = file ? /<title[^>]*>([^<]*)<\/title>/.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  return title
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .trim();
}

function redirectsPlugin(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  const plugin = clientRedirects(context, options);
  if (!plugin) return null;
  const lang = context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ?? context.i18n.currentLocale;
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      for (const {from, to} of options.redirects) {
        for (const source of Array.isArray(from) ? from : [from]) {
          const file = path.join(props.outDir, source, 'index.html');
          if (!existsSync(file)) continue;
          const target = titleOf(props.outDir, to) ?? props.siteConfig.title;
          writeFileSync(file, completeRedirectPage(readFileSync(file, 'utf8'), {lang, target}));
        }
      }
    },
  };
}

/** The plugin, with the client-redirects plugin's option validation (Docusaurus reads it from the function). */
const plugin: PluginModule = (context, options) => redirectsPlugin(context, options as PluginOptions) as Plugin | null;
plugin.validateOptions = validateClientRedirects as PluginModule['validateOptions'];

export default plugin;
