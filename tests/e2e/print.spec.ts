import {test, expect, waitForHydration} from './support';

/**
 * Printing (or saving as PDF) gives the content only. Each page is rendered to PDF in Chromium for
 * its page count; the printed text is read from the page under print media, where hidden chrome
 * has no text (`innerText` leaves out what `display: none` hides).
 */
/** `absent`: the chrome of CHROME that this kind of page does not have. */
const pages = [
  {
    kind: 'doc page',
    route: '/docs/guide/setup',
    heading: 'First setup in five minutes',
    text: 'from an empty server to a working setup',
    maxPages: 12,
    absent: ['aside.col'],
  },
  {
    kind: 'blog post',
    route: '/blog/2021-07-11-newsletter',
    heading: 'Statlas newsletter: July 2021',
    text: 'Theo Okafor',
    maxPages: 6,
    absent: [
      '.theme-doc-sidebar-container',
      '.theme-doc-toc-desktop',
      '.theme-doc-breadcrumbs',
      '[data-testid=copy-page]',
    ],
  },
  {
    kind: 'API page',
    route: '/docs/api/get-guild-member-counts',
    heading: 'Get member counts',
    text: "Returns the server's member totals",
    maxPages: 12,
    absent: ['.theme-doc-toc-desktop', 'aside.col'],
  },
];

const CHROME = [
  '.navbar',
  '.theme-announcement-bar',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-doc-breadcrumbs',
  '.DocSearch-Button',
  '.theme-layout-footer',
  '.pagination-nav',
  '[data-testid=copy-page]',
  'aside.col',
];

for (const {kind, route, heading, text, maxPages, absent} of pages) {
  test(`printing a ${kind} (${route}) gives its content only`, async ({page}) => {
    await page.goto(route);
    await waitForHydration(page);
    // The chrome to hide is on the screen first: a selector that matches nothing would pass as hidden.
    const chrome = CHROME.filter((selector) => !absent.includes(selector));
    for (const selector of chrome) await expect(page.locator(selector).first(), `${selector} on screen`).toBeVisible();
    for (const selector of absent)
      await expect(page.locator(selector), `${selector} is not on a ${kind}`).toHaveCount(0);
    await page.emulateMedia({media: 'print'});

    const pdf = await page.pdf({format: 'A4'});
    const pageCount = (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
    expect(pageCount, 'PDF pages').toBeGreaterThan(0);
    expect(pageCount, 'PDF pages').toBeLessThanOrEqual(maxPages);

    const printed = await page.locator('body').innerText();
    expect(printed).toContain(heading);
    expect(printed).toContain(text);
    for (const selector of chrome) {
      await expect(page.locator(selector).first(), selector).toBeHidden();
    }
    expect(printed).not.toContain('Copyright ©');
    expect(printed).not.toContain('On this page');

    // Laid out at the width of an A4 page inside Chromium's default print margins (about 718 px),
    // no code block scrolls and no table sticks out of the page.
    await page.setViewportSize({width: 718, height: 1000});
    const overflowing = await page.evaluate(() => {
      const right = document.documentElement.clientWidth;
      const wide = (el: Element) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > right + 1;
      return Array.from(document.querySelectorAll('main pre, main table'))
        .filter(wide)
        .map((el) => el.outerHTML.slice(0, 80));
    });
    expect(overflowing, 'code blocks wrap and tables fit').toEqual([]);

    // Links print their address (site links as full URLs); heading anchors print nothing.
    const link = page.locator('main .markdown a[href^="http"], main .markdown a[href^="/"]').first();
    await expect(link).toHaveCount(1);
    const href = (await link.getAttribute('href'))!;
    const after = await link.evaluate((el) => getComputedStyle(el, '::after').content);
    expect(after).toContain(href.startsWith('/') ? `https://docs.statlas.app${href}` : href);
    const anchor = page.locator('main .markdown a.hash-link').first();
    expect(await anchor.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
  });
}
