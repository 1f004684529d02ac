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
    await context.addInitScript((theme) => {
      for (const key of Object.keys(window.localStorage)) if (key.startsWith('theme')) window.localStorage.removeItem(key);
      window.localStorage.setItem('theme', theme);
    }, mode);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(new URL(path, site).href, {waitUntil: 'networkidle'});
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
      const name = `${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${mode}-${width}.png`;
      await page.screenshot({path: `screenshots/${name}`, fullPage: true});
      console.log(`screenshots/${name}`);
    }
    await context.close();
  }
}
await browser.close();
