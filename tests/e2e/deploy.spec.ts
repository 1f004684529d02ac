import {createHash} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

import type {Page} from '@playwright/test';
import {parse} from 'node-html-parser';

import {runLoad, startNginx} from '../../scripts/load-test.mjs';
import {buildDir, existsInBuild as exists, expect, fromBuild, sitemapPaths, test, waitForHydration} from './support';

/**
 * The production build served by Debian's nginx with deploy/nginx.conf (rendered by
 * scripts/deploy-nginx.mjs into a temp folder, CSP generated from the build), on 127.0.0.1.
 * Checks clean URLs, the index.html rule, the 404 page, caching, gzip, the security headers, a
 * small load run, and in Chromium that pages run under the CSP with no violation.
 */

const port = Number(process.env.NGINX_PORT ?? 4208);

type Server = Awaited<ReturnType<typeof startNginx>>;
let server: Server;
let base: string;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One raw HTTP GET (no redirect following, no automatic decompression). */
function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, {headers: {'Accept-Encoding': 'identity', ...headers}}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
  });
}

/** Executable inline scripts of every built page, read with an HTML parser (independent of the generator). */
function inlineScriptHashes(): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.name.endsWith('.html')) {
        for (const script of parse(fs.readFileSync(full, 'utf8')).querySelectorAll('script')) {
          const type = (script.getAttribute('type') ?? '').toLowerCase();
          if (
            script.hasAttribute('src') ||
            !['', 'text/javascript', 'module'].includes(type) ||
            script.rawText === ''
          ) {
            continue;
          }
          const hash = `'sha256-${createHash('sha256').update(script.rawText, 'utf8').digest('base64')}'`;
          hashes.set(hash, path.relative(buildDir, full));
        }
      }
    }
  };
  walk(buildDir);
  return hashes;
}

function cspOf(reply: Reply): Map<string, string[]> {
  const header = String(reply.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(reply: Reply, what: string) {
  const h = reply.headers;
  expect(h['strict-transport-security'], what).toBe('max-age=63072000; includeSubDomains');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options'], what).toBe('DENY');
  const permissions = String(h['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `${what}: Permissions-Policy ${feature}`).toContain(`${feature}=()`);
  }
  const csp = cspOf(reply);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  // Hosted search or analytics (set at build time) add their hosts; the default build needs none.
  const hosted = Boolean(process.env.ALGOLIA_APP_ID?.trim());
  const gtag =
    Boolean(process.env.GTAG_MEASUREMENT_ID?.trim()) ||
    fromBuild('index.html').includes('googletagmanager.com/gtag/js');
  if (!hosted && !gtag) {
    expect(csp.get('connect-src'), what).toEqual(["'self'"]);
    expect(csp.get('img-src'), what).toEqual(["'self'", 'data:']);
  }
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc[0], what).toBe("'self'");
  const hosts = [
    ...(hosted ? ['https://cdn.jsdelivr.net'] : []),
    ...(gtag ? ['https://www.googletagmanager.com'] : []),
  ];
  expect(
    scriptSrc.filter((s) => !s.startsWith("'sha256-")).slice(1),
    `${what}: script-src allows only self and hashes`,
  ).toEqual(hosts);
}

/** A blog post route taken from the sitemap (not a list, tag, author or archive page), if any. */
function blogPostPath(paths: string[]): string | undefined {
  return paths.find((p) => /^\/blog\/(?!tags|authors|archive|page)[^/]+$/.test(p));
}

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  expect(exists('index.html'), 'run `npm run build` first').toBe(true);
  server = await startNginx({buildDir, port});
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe('nginx serving the build', () => {
  test('clean URLs serve the page with 200, with and without the trailing slash', async () => {
    const page = fromBuild('docs/guide/welcome/index.html');
    for (const route of ['/docs/guide/welcome', '/docs/guide/welcome/']) {
      const reply = await get(base + route);
      expect(reply.status, route).toBe(200);
      expect(reply.headers['content-type'], route).toBe('text/html; charset=utf-8');
      expect(reply.body.equals(page), `${route} is docs/guide/welcome/index.html`).toBe(true);
    }
    const home = await get(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.body.equals(fromBuild('index.html'))).toBe(true);
    for (const route of ['/blog', '/docs/usage/commands/overview', '/docs/legal/developer-terms']) {
      const reply = await get(base + route);
      expect(reply.status, route).toBe(200);
      expect(reply.body.equals(fromBuild(`${route.slice(1)}/index.html`)), `${route} is its index.html`).toBe(true);
    }
  });

  test('a path ending in index.html redirects (301) to the directory path', async () => {
    const cases: Array<[string, string]> = [
      ['/docs/guide/welcome/index.html', '/docs/guide/welcome'],
      ['/docs/guide/welcome/index.html?tab=1', '/docs/guide/welcome?tab=1'],
      ['/index.html', '/'],
      // Never an off-site (protocol-relative) redirect.
      ['//evil.example/index.html', '/evil.example'],
    ];
    for (const [from, to] of cases) {
      const reply = await get(base + from);
      expect(reply.status, from).toBe(301);
      expect(reply.headers.location, from).toBe(to);
    }
    // Following the redirect ends on the page, with no loop.
    const target = await get(base + '/docs/guide/welcome');
    expect(target.status).toBe(200);
    const backslash = await get(`${base}/%5C%5Cevil.example/index.html`);
    expect(String(backslash.headers.location ?? '/')).not.toMatch(/^\/[\\/]/);
  });

  test('an unknown path answers 404 with the not-found page', async () => {
    const notFound = fromBuild('404.html');
    for (const route of ['/no-such-page', '/docs/no-such-page/', '/assets/js/no-such-file.js', '/assets/']) {
      const reply = await get(base + route);
      expect(reply.status, route).toBe(404);
      expect(reply.headers['content-type'], route).toBe('text/html; charset=utf-8');
      expect(reply.body.equals(notFound), `${route} body is build/404.html`).toBe(true);
      expect(reply.headers['cache-control'], route).toBe('no-cache');
      expectSecurityHeaders(reply, `404 ${route}`);
    }
  });

  test('hashed assets are cached for a year, HTML and other files revalidate', async () => {
    const js = fs.readdirSync(path.join(buildDir, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    const css = fs.readdirSync(path.join(buildDir, 'assets/css')).find((f) => f.endsWith('.css'));
    expect(js).toBeTruthy();
    for (const asset of [`/assets/js/${js}`, `/assets/css/${css}`]) {
      const reply = await get(base + asset);
      expect(reply.status, asset).toBe(200);
      expect(reply.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(reply, asset);
    }
    expect((await get(`${base}/assets/js/${js}`)).headers['content-type']).toMatch(/^(application|text)\/javascript/);
    for (const route of ['/', '/docs/guide/welcome', '/sitemap.xml', '/img/favicon.svg']) {
      const reply = await get(base + route);
      expect(reply.status, route).toBe(200);
      expect(reply.headers['cache-control'], route).toBe('no-cache');
      expect(reply.headers.etag ?? reply.headers['last-modified'], `${route} can be revalidated`).toBeTruthy();
    }
  });

  test('text responses are gzip-compressed when the client accepts gzip', async () => {
    const js = fs.readdirSync(path.join(buildDir, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    const cases: Array<[string, string]> = [
      ['/docs/guide/welcome', 'docs/guide/welcome/index.html'],
      [`/assets/js/${js}`, `assets/js/${js}`],
      ['/sitemap.xml', 'sitemap.xml'],
    ];
    for (const [route, file] of cases) {
      const zipped = await get(base + route, {'Accept-Encoding': 'gzip'});
      expect(zipped.headers['content-encoding'], route).toBe('gzip');
      expect(zipped.headers.vary, route).toMatch(/Accept-Encoding/i);
      expect(zlib.gunzipSync(zipped.body).equals(fromBuild(file)), `${route} unzips to the file`).toBe(true);
      expect(zipped.body.length, route).toBeLessThan(fromBuild(file).length);
      const plain = await get(base + route);
      expect(plain.headers['content-encoding'], `${route} without gzip`).toBeUndefined();
    }
    // The OpenAPI spec offered for download.
    const yaml = await get(`${base}/openapi/statlas.yaml`, {'Accept-Encoding': 'gzip'});
    expect(yaml.status).toBe(200);
    expect(yaml.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(yaml.headers['content-encoding']).toBe('gzip');
  });

  test('every response carries the security headers, and the CSP allows each inline script by hash', async () => {
    for (const route of [
      '/',
      '/docs/guide/welcome',
      '/docs/guide/welcome/index.html',
      '/no-such-page',
      '/sitemap.xml',
    ]) {
      expectSecurityHeaders(await get(base + route), route);
    }
    const scriptSrc = cspOf(await get(`${base}/`)).get('script-src') ?? [];
    const hashes = inlineScriptHashes();
    expect(hashes.size, 'the build has inline scripts (colour mode, announcement bar)').toBeGreaterThan(0);
    for (const [hash, example] of hashes) {
      expect(scriptSrc, `hash of an inline script of ${example}`).toContain(hash);
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  test('every sitemap URL is served under concurrency with zero errors', async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(10);
    const result = await runLoad({base, paths, concurrency: 8, repeat: 2, maxRequests: 2000, maxSeconds: 20});
    expect(result.errorSamples).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.requests).toBe(paths.length * 2);
  });
});

/**
 * Records CSP violations of a page: DOM events and the browser's console reports. Other console
 * errors fail the test through the guard of `test`.
 */
async function watch(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as {__cspViolations: string[]};
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to|Permissions-Policy|Permissions Policy/i.test(text)) {
      violations.push(`console: ${text}`);
    }
  });
  return {
    async collect() {
      const fromPage = await page.evaluate(
        () => (window as unknown as {__cspViolations?: string[]}).__cspViolations ?? [],
      );
      return [...violations, ...fromPage];
    },
  };
}

const hydrated = (page: Page) => waitForHydration(page, {timeout: 15_000});

test.describe('Chromium under the Content-Security-Policy', () => {
  // The site here is nginx's; the guard fails a test on any other console error or foreign request.
  test.use({baseURL: `http://127.0.0.1:${port}`});

  test('pages load and hydrate with no CSP violation', async ({page, guard}) => {
    // The browser logs the status of the not-found page's document.
    guard.allowNotFound('/no-such-page');
    const post = blogPostPath(sitemapPaths());
    expect(post, 'a blog post in the sitemap').toBeDefined();
    // The home page, a doc page, a post, search results, the API reference (info and an operation) and the 404 page.
    const routes = [
      '/',
      '/docs/guide/welcome',
      post!,
      '/search?q=counter',
      '/docs/api/statlas-api',
      '/docs/api/get-guild-channel',
      '/no-such-page',
    ];
    const watcher = await watch(page);
    for (const route of routes) {
      const response = await page.goto(base + route);
      expect(response?.status(), route).toBe(route === '/no-such-page' ? 404 : 200);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await watcher.collect(), `CSP violations on ${route}`).toEqual([]);
    }
    await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
    // The client redirect page (/docs -> /docs/guide/welcome) runs its inline script.
    await page.goto(`${base}/docs`);
    await page.waitForURL(`${base}/docs/guide/welcome`);
    await hydrated(page);
    expect(await watcher.collect(), 'CSP violations on /docs').toEqual([]);
    // Client-side navigation to the home page (the head tags are rendered again by React).
    await page.locator('.navbar__brand').first().click();
    await page.waitForURL(`${base}/`);
    await page.waitForLoadState('networkidle');
    expect(await watcher.collect(), 'CSP violations after client-side navigation').toEqual([]);
  });

  test('the search dialog opens and finds pages', async ({page}) => {
    const watcher = await watch(page);
    await page.goto(`${base}/docs/guide/welcome`);
    await hydrated(page);
    await page.locator('.DocSearch-Button').first().click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('counter');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // Keyboard shortcut, as on every page.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    expect(await watcher.collect()).toEqual([]);
  });

  test.describe('with a broken policy', () => {
    test.use({unguarded: 'the browser refuses a script on purpose and logs the violation as an error'});

    test('the check fails when an inline script hash is missing from the policy', async ({page}) => {
      // Same build and config, but the hash of the page's first inline script (the colour-mode
      // script) is dropped from the policy: the browser must refuse it and the watcher must see it.
      const html = parse(fromBuild('docs/guide/welcome/index.html').toString('utf8'));
      const first = html.querySelectorAll('script').find((s) => !s.hasAttribute('src') && !s.getAttribute('type'))!;
      const hash = `'sha256-${createHash('sha256').update(first.rawText, 'utf8').digest('base64')}'`;
      // Runs last (the file is serial): the regular server makes way for the broken one on the same port.
      await server.stop();
      const broken = await startNginx({
        buildDir,
        port,
        transformCsp: (text: string) => text.replace(/^add_header.*$/m, (line) => line.replace(` ${hash}`, '')),
      });
      try {
        const csp = cspOf(await get(`${broken.base}/docs/guide/welcome`));
        expect(csp.get('script-src')).not.toContain(hash);
        const watcher = await watch(page);
        await page.goto(`${broken.base}/docs/guide/welcome`);
        await hydrated(page);
        await expect
          .poll(() => watcher.collect())
          .toContainEqual(expect.stringMatching(/script-src|Refused to execute inline script/));
      } finally {
        await broken.stop();
      }
    });
  });
});
