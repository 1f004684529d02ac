import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests run against the production build (`npm run build`), served by
 * `docusaurus serve` on 127.0.0.1. The browser is Debian's Chromium: never run
 * `playwright install`.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs about a sixth of a test's time: record only the retry of a failed test.
    trace: 'on-first-retry',
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
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${port} --no-open`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
