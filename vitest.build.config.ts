import {defineConfig} from 'vitest/config';

/**
 * `npm run test:build`: checks of the production build in Node (tests/build), after `npm run build`.
 * Everything that is in the HTML is checked here; the browser suite keeps behaviour and layout.
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // A test that reads and parses a large page can take seconds on a busy two-core machine; the
    // limit only guards against a hang (the checks assert no time).
    testTimeout: 30_000,
  },
});
