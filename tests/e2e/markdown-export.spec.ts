import fs from 'node:fs';
import path from 'node:path';

import {API_INFO_ROUTE} from '../../src/config/apiRoutes';
import {buildDir, expect, sitemapPaths, test} from './support';
import {startNginx} from '../../scripts/load-test.mjs';

/**
 * How the servers answer the Markdown twins (plugins/markdown-export): `docusaurus serve` and nginx
 * (deploy/) both send `.md` as `text/markdown; charset=utf-8`. The twins themselves, llms.txt and
 * llms-full.txt are files of the build, checked in Node (tests/build/pages.test.ts, markdown.test.ts).
 */
const post = sitemapPaths().find((route) => /^\/blog\/\d{4}-/.test(route))!;

for (const route of ['/docs/guide/invite', API_INFO_ROUTE, post]) {
  test(`docusaurus serve answers ${route}.md as Markdown`, async ({request}) => {
    const response = await request.get(`${route}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe(fs.readFileSync(path.join(buildDir, `${route}.md`), 'utf8'));
  });
}

test.describe('through nginx', () => {
  test.describe.configure({mode: 'serial'});
  let server: Awaited<ReturnType<typeof startNginx>>;
  // One above NGINX_PORT, so this file and deploy.spec.ts can run at the same time.
  const port = Number(process.env.NGINX_PORT ?? 4208) + 1;

  test.beforeAll(async () => {
    expect(fs.existsSync(path.join(buildDir, 'docs/guide/invite.md')), 'run `npm run build` first').toBe(true);
    server = await startNginx({buildDir, port});
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('.md answers text/markdown with gzip, under the same CSP as the pages', async () => {
    const plain = await fetch(`${server.base}/docs/guide/invite.md`, {headers: {'Accept-Encoding': 'identity'}});
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await plain.text()).toBe(fs.readFileSync(path.join(buildDir, 'docs/guide/invite.md'), 'utf8'));
    const gzipped = await fetch(`${server.base}/docs/guide/invite.md`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const index = await fetch(`${server.base}/llms.txt`);
    expect(index.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});
