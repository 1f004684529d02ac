/**
 * html-validate over the built site (`npm run test:build`, tests/build/html-validate.test.ts; or
 * `npx html-validate build`). The recommended rules, less those that only restate the style of the build's minifier
 * or flag markup that Docusaurus itself writes, each with its reason. What is left fails the build test.
 */
import {defineConfig} from 'html-validate';
import html5 from 'html-validate/elements/html5';

export default defineConfig({
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // Docusaurus's code blocks put one <div class="token-line"> per line inside <code>.
      code: {permittedContent: ['@phrasing', 'div']},
      // The minifier leaves out </p> at the end of a table cell, which the HTML standard allows (no more content
      // in the parent, whose own end tag is left out before the next cell or row); html-validate's parser would
      // otherwise put the next cell inside the paragraph.
      p: {implicitClosed: [...html5.p.implicitClosed, 'td', 'th', 'tr', 'tbody', 'tfoot']},
    },
  ],
  rules: {
    // The minifier's style: attribute values unquoted where HTML allows it, optional end tags left out, void
    // elements written as React writes them (<meta/>), and a lowercase doctype.
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'void-style': 'off',
    'doctype-style': 'off',
    // React writes inline styles (Prism's token colours, the theme's layout).
    'no-inline-style': 'off',
    // Docusaurus's ids (__docusaurus, React's useId) are valid HTML ids, which only forbid spaces.
    'valid-id': ['error', {relaxed: true}],
    // An & that cannot start a character reference (in a URL's query) is valid HTML.
    'no-raw-characters': ['error', {relaxed: true}],
    // Docusaurus's markup: role="presentation", role="button" on the sidebar's category links, role="region" and
    // role="banner" on its containers, aria-label on its icons.
    'presentation-role-style': 'off',
    'prefer-native-element': 'off',
    'aria-label-misuse': 'off',
    // The theme's author links to GitHub, X and the like are named by their title attribute, which the accessible
    // name computation accepts (axe passes them in the e2e tests); this rule counts text and aria-label only.
    'wcag/h30': 'off',
    // The theme's search page searches as you type; its form has no submit button.
    'wcag/h32': 'off',
    // A post's title is its headline; search engines shorten a long one themselves.
    'long-title': 'off',
    // The OpenAPI theme's security scheme table writes its rows straight into <table>, as HTML allows.
    'prefer-tbody': 'off',
    // The first heading of a page is its h1: a sidebar's headings must not come first.
    'heading-level': ['error', {minInitialRank: 'h1'}],
  },
});
