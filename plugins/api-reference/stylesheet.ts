import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {THEME_STYLESHEET} from './openapi-internals';

/** `@use` lines of the theme's stylesheet that style the request panel (forms, live editor, server picker). */
const REQUEST_PANEL_PARTIALS =
  /^@use "\.\/ApiExplorer\/(CodeTabs|FloatingButton|FormFileUpload|FormItem|FormLabel|FormMultiSelect|FormSelect|FormTextInput|LiveEditor|MethodEndpoint|ParamOptions|Request|Response|Server)\//;

/**
 * The stylesheet of the API pages: the OpenAPI theme's Sass without the partials of the request
 * panel, which these pages never render, compiled and followed by ./theme/ApiPage/styles.css.
 */
export function compileApiCss(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sass = require('sass') as typeof import('sass');
  const themeScss = THEME_STYLESHEET;
  const source = fs
    .readFileSync(themeScss, 'utf8')
    .split('\n')
    .filter((line) => !REQUEST_PANEL_PARTIALS.test(line))
    .join('\n');
  const theme = sass.compileString(source, {url: pathToFileURL(themeScss), style: 'compressed'}).css;
  const own = fs.readFileSync(path.join(__dirname, 'theme/ApiPage/styles.css'), 'utf8');
  return `${theme}\n${own}`;
}
