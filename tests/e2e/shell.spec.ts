import {test, expect, waitForHydration} from './support';

const DOC = '/docs/guide/welcome';

test.describe('navbar and footer', () => {
  test('navbar links go to the guide, commands, docs, API and blog', async ({page}) => {
    await page.goto(DOC);
    const nav = page.getByRole('navigation', {name: 'Main'});
    const expected: Array<[string, string]> = [
      ['Guide', '/docs/guide/welcome'],
      ['Commands', '/docs/usage/commands/overview'],
      ['Docs', '/docs/guide/welcome'],
      ['API', '/docs/api/statlas-api'],
      ['Blog', '/blog'],
    ];
    for (const [label, href] of expected) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    const dashboards = nav.getByRole('link', {name: /Dashboards/});
    await expect(dashboards).toHaveAttribute('href', /^https:\/\//);
    await expect(dashboards).toHaveAttribute('target', '_blank');
    // Dashboards sits on the right-hand side of the navbar.
    await expect(page.locator('.navbar__items--right').getByRole('link', {name: /Dashboards/})).toBeVisible();
  });

  test('footer has Community and More links and the copyright line', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByText('Community', {exact: true})).toBeVisible();
    await expect(footer.getByText('More', {exact: true})).toBeVisible();
    for (const label of ['Support server', 'Medium', 'X (Twitter)', 'Dashboard']) {
      await expect(footer.getByRole('link', {name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)})).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
    }
    await expect(footer.getByRole('link', {name: 'Developer terms'})).toHaveAttribute('href', '/docs/legal/developer-terms');
    await expect(footer.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
    await expect(footer).toContainText(/Statlas is not affiliated with .*Discord/);
  });

  test('the title and tagline name Statlas and the 700,000 claim', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Statlas/);
    await expect(page.locator('main, header').first()).toContainText('700,000');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /700,000 communities and businesses/);
  });
});

test.describe('colour mode', () => {
  test('is dark by default even when the system prefers light, toggles and persists', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(DOC);
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.locator('.navbar').getByRole('button', {name: /dark mode|light mode|color mode/i});
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await waitForHydration(page);
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('stays dark when the system prefers dark and nothing is chosen', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('the announcement bar is dismissed and stays dismissed after reload', async ({page}) => {
  await page.goto(DOC);
  await waitForHydration(page);
  const bar = page.locator('div[role="banner"][class*="announcementBar"]');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('API reference');
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(bar).toHaveCount(0);
  // Dismissal is stored per announcement id: another id shows the bar again.
  await page.evaluate(() => {
    // The key may carry a site namespace suffix: find it rather than guess it.
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('docusaurus.announcement.id'));
    if (!key) throw new Error('no announcement id in localStorage');
    window.localStorage.setItem(key, 'an-older-announcement');
  });
  await page.reload();
  await waitForHydration(page);
  await expect(bar).toBeVisible();
});

test.describe('layout breakpoint at 996 px', () => {
  test('996 px uses the mobile layout and its sidebar', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto(DOC);
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items .navbar__item.navbar__link', {hasText: 'Commands'})).toBeHidden();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Invite Statlas'}).or(sidebar.getByRole('link', {name: /invite/i})).first()).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('997 px uses the desktop layout', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto(DOC);
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Commands'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  });
});

test.describe('routing', () => {
  test('a path ending in index.html shows the directory page', async ({page}) => {
    await page.goto(`${DOC}/index.html`);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    await expect(page.locator(`.menu__link--active[href="${DOC}"]`)).toBeVisible();
  });

  test('/docs lands on the welcome page', async ({page}) => {
    await page.goto('/docs');
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('the progress bar shows on a slow route change and finishes', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    // Hold every script and data request after hydration until the bar shows (it starts after 200 ms).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('link', {name: 'Read the guide'}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    release();
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('doc page metadata', () => {
  test('carries locale, version and tag meta tags and a breadcrumb list', async ({page}) => {
    await page.goto('/docs/guide/setup');
    await expect(page.locator('meta[name="docusaurus_locale"]')).toHaveAttribute('content', 'en');
    await expect(page.locator('meta[name="docusaurus_version"]')).toHaveAttribute('content', 'current');
    await expect(page.locator('meta[name="docusaurus_tag"]')).toHaveAttribute('content', 'docs-default-current');
    await expect(page.locator('meta[name="docsearch:language"]')).toHaveAttribute('content', 'en');
    await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute('content', 'docs-default-current');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const breadcrumbs = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumbs, 'a BreadcrumbList in JSON-LD').toBeTruthy();
    const items = breadcrumbs.itemListElement as Array<{name: string; item?: string; position: number}>;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.map((item) => item.name)).toContain('Guide');
    expect(items.at(-1)?.name).toMatch(/set ?up/i);
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  });

  test('the table of contents lists headings of levels 2 and 3 only', async ({page}) => {
    await page.goto(TOC_PAGE);
    const toc = page.locator('.table-of-contents').first();
    const tocTargets = await toc.locator('a').evaluateAll((anchors) =>
      anchors.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))),
    );
    expect(tocTargets.length).toBeGreaterThan(0);
    const levels = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.tagName ?? 'missing'),
      tocTargets,
    );
    expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
    // The page has level-4 headings, and none of them is in the table of contents.
    const h4Ids = await page.locator('article h4[id]').evaluateAll((hs) => hs.map((h) => h.id));
    expect(h4Ids.length).toBeGreaterThan(0);
    for (const id of h4Ids) {
      expect(tocTargets).not.toContain(id);
    }
  });
});

test('the sitemap lists pages weekly with priority 0.5', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(entries.length).toBeGreaterThan(10);
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
  }
  expect(xml).toContain('/docs/guide/welcome</loc>');
});

/** A page with h2, h3 and h4 headings. */
const TOC_PAGE = '/docs/usage/advanced/data-management';
