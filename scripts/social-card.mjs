#!/usr/bin/env node
/**
 * Renders static/img/social-card.png, the 1200×630 preview that link previews show for every page
 * (`image` in docusaurus.config.ts). The card is the logo and the product name, large enough to read
 * at thumbnail size. It draws from static/img/logo.svg and needs no fonts or hosts beyond the
 * machine's own, so the same command gives the same card:
 *
 *   node scripts/social-card.mjs
 *
 * Commit the PNG after changing the logo or this script.
 */
import {readFileSync} from 'node:fs';
import {chromium} from '@playwright/test';

const logo = readFileSync(new URL('../static/img/logo.svg', import.meta.url), 'utf8');
const html = `<!doctype html><html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { display: flex; flex-direction: column; justify-content: center; align-items: center; gap: 36px;
    background: linear-gradient(135deg, #1b1b3a 0%, #2c2c6b 100%); color: #fff;
    font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; }
  .row { display: flex; align-items: center; gap: 48px; }
  .row svg { width: 200px; height: 200px; }
  h1 { margin: 0; font-size: 168px; font-weight: 700; letter-spacing: -4px; }
  p { margin: 0; font-size: 44px; color: #c9c9f5; }
</style></head><body>
  <div class="row">${logo}<h1>Statlas</h1></div>
  <p>Statistics for Discord communities</p>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({viewport: {width: 1200, height: 630}, deviceScaleFactor: 1});
await page.setContent(html);
await page.screenshot({path: new URL('../static/img/social-card.png', import.meta.url).pathname});
await browser.close();
console.log('wrote static/img/social-card.png (1200×630)');
