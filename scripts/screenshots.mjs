#!/usr/bin/env node
/**
 * Screenshots pages of a running site in both colour modes at 1280 px and 390 px,
 * so a writer can look at what a change shows before calling it done.
 *
 *   npm run serve &            # or npm start
 *   node scripts/screenshots.mjs / /docs/guide/welcome   # PNGs land in screenshots/
 *
 * SITE_URL (default http://127.0.0.1:3000) names the running site.
 */
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';

const site = process.env.SITE_URL ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <path> [<path> …]');
  process.exit(2);
}
mkdirSync('screenshots', {recursive: true});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const mode of ['dark', 'light']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({viewport: {width, height: 900}});
    const page = await context.newPage();
    for (const path of paths) {
      // The mode is chosen the way the site supports it (`?docusaurus-theme=`, read by the theme's
      // inline script before React starts), never by setting data-theme after load: React would
      // still hold the default (dark) mode, and ThemedImage would render only the dark figure,
      // which the light-mode CSS then hides.
      const url = new URL(path, site);
      url.searchParams.set('docusaurus-theme', mode);
      await page.goto(url.href, {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const shown = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
      if (shown !== mode) throw new Error(`${path}: asked for ${mode} mode, the page shows ${shown}`);
      const name = `${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${mode}-${width}.png`;
      await page.screenshot({path: `screenshots/${name}`, fullPage: true});
      console.log(`screenshots/${name}`);
    }
    await context.close();
  }
}
await browser.close();
