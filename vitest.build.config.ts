import {defineConfig} from 'vitest/config';

/**
 * `npm run test:build`: checks of the production build in Node (tests/build), after `npm run build`.
 * Everything that is in the HTML is checked here; the browser suite keeps behaviour and layout.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
  },
});
