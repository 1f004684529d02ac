// ESLint flat config: TypeScript, React, hooks, accessible JSX and Docusaurus's own rules over the config, src/,
// plugins/, scripts/ and tests/. Formatting is Prettier's (`npm run format`), so no stylistic rule is on here.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.tools/',
      'build/',
      'build-hosted/',
      '.docusaurus/',
      'docs/api/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'static/',
      // Lint fixtures hold mistakes on purpose; tests/unit/eslint.test.ts lints them and expects the errors.
      'tests/fixtures/eslint/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {globals: {...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    // Benches and screenshots pass functions to the browser (page.evaluate): they see its globals.
    files: ['scripts/**/*.{js,mjs}', 'tests/e2e/**/*.ts'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: {...globals.browser, ...globals.node},
    },
    settings: {react: {version: 'detect'}},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus},
    rules: {
      // The two classic hook rules. The React Compiler rules of eslint-plugin-react-hooks 7 (refs, set-state-in-effect,
      // ...) are left off: the site does not use the compiler, and the DocSearch wrapper follows the theme's own pattern.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
    },
  },
);
