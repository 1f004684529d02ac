import {defineConfig, devices, type ReporterDescription} from '@playwright/test';

/**
 * End-to-end tests run against the production build (`npm run build`), served on 127.0.0.1 by
 * the project's static server (scripts/static-server.mjs, started in globalSetup). The browser is
 * Debian's Chromium: never run `playwright install`.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a failing test: no retries.
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [
    ['list'],
    ['./tests/e2e/support/file-times.ts'],
    ...(process.env.CI ? [['html', {open: 'never'}] satisfies ReporterDescription] : []),
  ],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL,
    // Recording a trace costs about a sixth of a test's time: keep it off; rerun a failed test with --trace on.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
    },
  ],
});
