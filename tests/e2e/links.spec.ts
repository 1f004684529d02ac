/**
 * Every same-site address in the built HTML answers 200: links, scripts, stylesheets, images,
 * icons, feeds, downloads and the addresses in meta tags (og:image, og:url, twitter:image).
 * One test per sitemap page, so a failure names the page and the broken address. Addresses are
 * requested once per worker and shared across pages, so the walk stays short.
 */
import type {APIRequestContext} from '@playwright/test';
import {siteUrl} from '../../src/config/links';
import {expect, sitemapPaths, test} from './support';

const siteHost = new URL(siteUrl).host;
const statuses = new Map<string, Promise<number>>();

function status(request: APIRequestContext, path: string): Promise<number> {
  let answer = statuses.get(path);
  if (!answer) {
    answer = request.get(path, {maxRedirects: 0, failOnStatusCode: false}).then((response) => response.status());
    statuses.set(path, answer);
  }
  return answer;
}

/** Same-site paths (with query, without fragment) that a page's HTML points to. */
function addresses(html: string, pageUrl: URL): string[] {
  const found = new Set<string>();
  // The build minifies HTML, so attribute values may be quoted or not.
  const value = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s>"']+))`;
  const attribute = (name: string) => new RegExp(String.raw`\s${name}=${value}`, 'g');
  const pick = (m: RegExpMatchArray) => m[1] ?? m[2] ?? m[3] ?? '';
  const values = [
    ...Array.from(html.matchAll(attribute('(?:href|src)')), pick),
    ...Array.from(html.matchAll(attribute('srcset')), (m) => pick(m).split(',').map((part) => part.trim().split(/\s+/)[0])).flat(),
    // Meta content is an address only when it looks like one (og:image, og:url, twitter:image).
    ...Array.from(html.matchAll(/<meta\s[^>]*>/g), (m) => Array.from(m[0].matchAll(attribute('content')), pick))
      .flat()
      .filter((v) => /^(?:https?:\/\/|\/)/.test(v)),
  ];
  for (const raw of values) {
    const address = raw.replace(/&amp;/g, '&');
    if (!address || /^(?:#|mailto:|tel:|javascript:|data:)/.test(address)) continue;
    const url = new URL(address, pageUrl);
    const own = url.host === pageUrl.host || url.host === siteHost;
    if (!own || !url.protocol.startsWith('http')) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}

for (const path of sitemapPaths()) {
  test(`every same-site address on ${path} answers 200`, async ({request, baseURL}) => {
    const response = await request.get(path);
    expect(response.status(), `${path} itself`).toBe(200);
    const targets = addresses(await response.text(), new URL(path, baseURL));
    expect(targets.length, `same-site addresses on ${path}`).toBeGreaterThan(5);
    const results = await Promise.all(targets.map(async (target) => ({target, status: await status(request, target)})));
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.target} → ${r.status}`)).toEqual([]);
  });
}
