import type {PrismTheme} from 'prism-react-renderer';

/** A CSS custom property of the code palette, defined per colour mode in src/css/custom.css. */
const color = (name: string) => `var(--statlas-code-${name})`;

/**
 * One Prism theme for both colour modes: every colour is a CSS variable, and
 * src/css/custom.css gives each variable a light and a dark value.
 *
 * Why: with a theme per mode, the server renders the default mode's colours inline and the
 * browser has to re-render every code block after hydration to show the reader's mode (the
 * classic theme remounts each block for that). With variables the markup is the same in both
 * modes, so code blocks hydrate as they are (see src/theme/CodeBlock), and the palette can be
 * chosen for contrast: every token colour is at least 4.5:1 on the code background and on a
 * highlighted line in both modes (WCAG 1.4.3).
 */
export const codeTheme: PrismTheme = {
  plain: {color: color('text'), backgroundColor: color('background')},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: color('comment'), fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.7}},
    {types: ['punctuation', 'operator'], style: {color: color('text')}},
    {types: ['string', 'char', 'attr-value', 'inserted'], style: {color: color('string')}},
    {
      types: ['number', 'boolean', 'constant', 'property', 'symbol', 'entity', 'url', 'variable', 'regex'],
      style: {color: color('constant')},
    },
    {types: ['keyword', 'atrule', 'selector', 'tag', 'builtin'], style: {color: color('keyword')}},
    {types: ['attr-name'], style: {color: color('attribute')}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: color('function')}},
    {types: ['deleted'], style: {color: color('deleted')}},
  ],
};
