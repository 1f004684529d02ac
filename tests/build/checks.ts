/**
 * Checks of a built site that need no browser: everything here is in the HTML and files the build
 * writes. Each takes a BuiltSite (a build folder) and returns its problems, each naming its page, so
 * `npm run test:build` expects none on the real build and the unit tests show each check failing on
 * a small fixture site.
 */
import type {HTMLElement} from 'node-html-parser';

import {markdownPath} from '../../plugins/markdown-export/twin';

import {hasTwin, type BuiltPage, type BuiltSite} from './site';

export type Problems = string[];

/** Ids a fragment can point to on a page: element ids and named anchors. */
const idsCache = new WeakMap<BuiltPage, Set<string>>();
export function anchorsOf(page: BuiltPage): Set<string> {
  let ids = idsCache.get(page);
  if (!ids) {
    ids = new Set<string>();
    for (const el of page.root.querySelectorAll('[id], a[name]')) {
      const id = el.getAttribute('id') ?? el.getAttribute('name');
      if (id) ids.add(id);
    }
    idsCache.set(page, ids);
  }
  return ids;
}

/** Every address a page's HTML points to: links, scripts, stylesheets, images, srcsets and address-like meta values. */
export function addressesOf(page: BuiltPage): string[] {
  const values: string[] = [];
  for (const el of page.root.querySelectorAll('[href], [src], [srcset], meta[content]')) {
    for (const name of ['href', 'src']) {
      const value = el.getAttribute(name);
      if (value !== undefined) values.push(value);
    }
    const srcset = el.getAttribute('srcset');
    if (srcset) values.push(...srcset.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
    // Meta content is an address only when it looks like one (og:image, og:url, twitter:image).
    const content = el.tagName === 'META' ? el.getAttribute('content') : undefined;
    if (content && /^(?:https?:\/\/|\/)/.test(content)) values.push(content);
  }
  return values.map((value) => value.trim()).filter((value) => value && !/^(?:mailto:|tel:|javascript:|data:)/i.test(value));
}

/**
 * Every same-site address on the page answers: its path is a file of the build, and its fragment
 * (on a page) is an id of the page it points to.
 */
export function checkLinks(site: BuiltSite, route: string): Problems {
  const page = site.page(route);
  if (!page) return [`${route}: no built page`];
  const problems: Problems = [];
  const base = new URL(route, site.origin);
  for (const address of new Set(addressesOf(page))) {
    let url: URL;
    try {
      url = new URL(address, base);
    } catch {
      problems.push(`${route}: malformed address ${address}`);
      continue;
    }
    if (url.origin !== site.origin) continue;
    const file = site.fileFor(url.pathname);
    if (!file) {
      problems.push(`${route}: broken link ${address}`);
      continue;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (!fragment || !file.endsWith('.html')) continue;
    const target = url.pathname === base.pathname ? page : site.page(url.pathname);
    if (target && !anchorsOf(target).has(fragment)) problems.push(`${route}: broken anchor ${address} (no id "${fragment}" on ${url.pathname})`);
  }
  return problems;
}

const meta = (root: HTMLElement, key: string): string | undefined =>
  (root.querySelector(`meta[property="${key}"]`) ?? root.querySelector(`meta[name="${key}"]`))?.getAttribute('content')?.trim();

/**
 * The page's head: a title, a description, a canonical address that is the page's own, Open Graph
 * title, address and image (an absolute address the build holds), and a Twitter card.
 */
export function checkMeta(site: BuiltSite, route: string): Problems {
  const page = site.page(route);
  if (!page) return [`${route}: no built page`];
  const {root} = page;
  const problems: Problems = [];
  const own = new URL(route, site.origin).toString();
  if (!root.querySelector('title')?.text.trim()) problems.push(`${route}: no <title>`);
  const description = meta(root, 'description') ?? '';
  if (description.length < 20) problems.push(`${route}: no meta description (20 characters or more)`);
  // Search results, link previews and the page's twin show it whole: cut mid-sentence, it reads as broken.
  else if (!/[.!?…)]["'”’]?$/.test(description)) problems.push(`${route}: meta description does not end a sentence: "…${description.slice(-40)}"`);
  const canonical = root.querySelectorAll('link[rel="canonical"]').map((link) => link.getAttribute('href'));
  if (canonical.length !== 1) problems.push(`${route}: ${canonical.length} canonical links, expected 1`);
  else if (canonical[0] !== own) problems.push(`${route}: canonical ${canonical[0]} is not ${own}`);
  if (!meta(root, 'og:title')) problems.push(`${route}: no og:title`);
  if (meta(root, 'og:url') !== own) problems.push(`${route}: og:url ${meta(root, 'og:url')} is not ${own}`);
  const image = meta(root, 'og:image');
  if (!image) problems.push(`${route}: no og:image`);
  else {
    const url = new URL(image, site.origin);
    if (!/^https?:\/\//.test(image)) problems.push(`${route}: og:image ${image} is not an absolute address`);
    else if (url.origin === site.origin && !site.fileFor(url.pathname)) problems.push(`${route}: og:image ${image} is not in the build`);
  }
  if (!meta(root, 'twitter:card')) problems.push(`${route}: no twitter:card`);
  return problems;
}

/** The JSON-LD blocks of a page, parsed (null for a block that is not JSON). */
export function jsonLdOf(page: BuiltPage): Array<Record<string, unknown> | null> {
  return [...page.html.matchAll(/<script[^>]*\btype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/g)].map((match) => {
    try {
      return JSON.parse(match[1]!) as Record<string, unknown>;
    } catch {
      return null;
    }
  });
}

/** Keys of schema.org whose values are addresses, which must be absolute. */
const JSON_LD_ADDRESSES = new Set(['@id', 'url', 'image', 'contentUrl', 'logo', 'item', 'sameAs']);

/** The addresses in a JSON-LD value that are not absolute (an author image as authors.yml writes it). */
function relativeAddresses(value: unknown, key = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => relativeAddresses(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => relativeAddresses(item, name));
  return typeof value === 'string' && JSON_LD_ADDRESSES.has(key) && !/^https?:\/\//.test(value) ? [`${key} ${value}`] : [];
}

/**
 * Every JSON-LD block is schema.org JSON, its addresses are absolute, and every same-site address in it is a page
 * of the build.
 */
export function checkJsonLd(site: BuiltSite, route: string): Problems {
  const page = site.page(route);
  if (!page) return [`${route}: no built page`];
  const problems: Problems = [];
  for (const block of jsonLdOf(page)) {
    if (!block) {
      problems.push(`${route}: a JSON-LD block is not JSON`);
      continue;
    }
    if (block['@context'] !== 'https://schema.org') problems.push(`${route}: JSON-LD without the schema.org context`);
    for (const address of relativeAddresses(block)) problems.push(`${route}: JSON-LD has a relative address: ${address}`);
    const addresses = JSON.stringify(block).match(new RegExp(`${site.origin.replace(/[.]/g, '\\.')}[^"#?]*`, 'g')) ?? [];
    for (const address of new Set(addresses)) {
      if (!site.fileFor(new URL(address).pathname)) problems.push(`${route}: JSON-LD points to ${address}, which the build does not hold`);
    }
  }
  return problems;
}

/**
 * One h1, which is the page's first heading (a sidebar's headings before it would open the outline), headings
 * with text that go down one level at a time (a reader's outline), and ids that are unique on the page (an anchor
 * must name one element).
 */
export function checkHeadings(site: BuiltSite, route: string): Problems {
  const page = site.page(route);
  if (!page) return [`${route}: no built page`];
  const problems: Problems = [];
  const main = page.root.querySelector('main') ?? page.root;
  const h1 = page.root.querySelectorAll('h1').length;
  if (h1 !== 1) problems.push(`${route}: ${h1} h1 headings, expected 1`);
  const first = page.root.querySelector('h1, h2, h3, h4, h5, h6');
  if (h1 > 0 && first && first.tagName !== 'H1') {
    problems.push(`${route}: ${first.tagName.toLowerCase()} "${first.text.trim()}" comes before the h1`);
  }
  let previous = 1;
  for (const heading of main.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const name = heading.tagName.toLowerCase();
    const text = heading.text.replace(/\u200b/g, '').trim();
    if (!text && !heading.querySelector('img[alt]')) problems.push(`${route}: an empty ${name}`);
    const level = Number(name[1]);
    if (level > previous + 1) problems.push(`${route}: ${name} "${text}" follows an h${previous}, skipping a level`);
    previous = level;
  }
  const seen = new Set<string>();
  for (const el of page.root.querySelectorAll('[id]')) {
    const id = el.getAttribute('id')!;
    if (seen.has(id)) problems.push(`${route}: the id "${id}" is used twice`);
    seen.add(id);
  }
  return problems;
}

/** Every tab names the panel it shows (aria-controls), and that panel names its tab (aria-labelledby). */
export function checkTabs(site: BuiltSite, route: string): Problems {
  const page = site.page(route);
  if (!page) return [`${route}: no built page`];
  const problems: Problems = [];
  for (const tab of page.root.querySelectorAll('[role="tab"]')) {
    const label = tab.text.trim();
    const id = tab.getAttribute('id');
    const controls = tab.getAttribute('aria-controls');
    const panel = controls ? page.root.querySelector(`[id="${controls}"]`) : null;
    if (!id || !controls) problems.push(`${route}: the tab "${label}" has no id or aria-controls`);
    else if (panel?.getAttribute('role') !== 'tabpanel') problems.push(`${route}: the tab "${label}" controls no tab panel`);
    else if (panel.getAttribute('aria-labelledby') !== id) problems.push(`${route}: the panel of the tab "${label}" does not name it`);
  }
  return problems;
}

/** Every image has an alt attribute; images in the content (not hidden) have alt text. */
export function checkImages(site: BuiltSite, route: string): Problems {
  const page = site.page(route);
  if (!page) return [`${route}: no built page`];
  const problems: Problems = [];
  for (const img of page.root.querySelectorAll('img')) {
    const alt = img.getAttribute('alt');
    const src = img.getAttribute('src') ?? '(no src)';
    if (alt === undefined) problems.push(`${route}: image ${src} has no alt attribute`);
    const hidden = img.getAttribute('aria-hidden') === 'true' || img.getAttribute('role') === 'presentation';
    if (img.closest('article') && !hidden && !alt?.trim()) problems.push(`${route}: content image ${src} has no alt text`);
  }
  // Drawn messages and channel lists (plugins/discord-messages): a screen reader names the figure by
  // who sent the message and where, or by what the channel list shows.
  for (const figure of page.root.querySelectorAll('figure.dm, figure.cl')) {
    const label = figure.getAttribute('aria-label') ?? '';
    const pattern = figure.classList.contains('dm') ? /^Statlas (reply|log entry|message)\b/ : /\S/;
    if (!pattern.test(label)) problems.push(`${route}: drawn ${figure.classList.contains('dm') ? 'message' : 'channel list'} named "${label}"`);
  }
  return problems;
}

/** Text that means unfinished work. */
export const PLACEHOLDERS = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder text/i;

/** Page text outside code: what a reader reads. */
export function proseOf(root: HTMLElement): string {
  const main = root.querySelector('main');
  if (!main) return '';
  const parts: string[] = [];
  const walk = (el: HTMLElement) => {
    for (const child of el.childNodes) {
      if (child.nodeType === 3) parts.push(child.text);
      else if (child.nodeType === 1) {
        const tag = (child as HTMLElement).tagName;
        if (tag === 'PRE' || tag === 'CODE' || tag === 'SCRIPT' || tag === 'STYLE') continue;
        walk(child as HTMLElement);
      }
    }
  };
  walk(main);
  return parts.join(' ').replace(/\s+/g, ' ');
}

/**
 * No MDX or JSX source reached the page (imports, exports, component tags, admonition fences,
 * MDX comments) and no placeholder text, outside code.
 */
export function checkNoRawSource(site: BuiltSite, route: string): Problems {
  const page = site.page(route);
  if (!page) return [`${route}: no built page`];
  // Without a <main> there is no prose to read, and the check would pass on anything.
  if (!page.root.querySelector('main')) return [`${route}: no <main> to read`];
  const text = proseOf(page.root);
  const problems: Problems = [];
  const raw = /(?:^|\s)(?:import\s+[\w{][^.]*\s+from\s+['"]|export\s+(?:const|default|function)\s)|<\/?[A-Z][A-Za-z]+[\s/>]|(?:^|\s):::\w+|\{\/\*/.exec(text);
  if (raw) problems.push(`${route}: raw MDX in the page: "${raw[0].trim()}"`);
  const placeholder = PLACEHOLDERS.exec(text);
  if (placeholder) problems.push(`${route}: placeholder text "${placeholder[0]}"`);
  return problems;
}

/** The file of a route's Markdown twin, relative to the build. */
export const twinFile = (route: string): string => markdownPath(route).slice(1);

/**
 * A doc page, API page or post has its Markdown twin: a `#` title, real content, no HTML, MDX or
 * JSX source outside code blocks, and a language on every code block.
 */
export function checkTwin(site: BuiltSite, route: string): Problems {
  if (!hasTwin(route)) return [];
  const text = site.text(twinFile(route));
  if (text === undefined) return [`${route}: no Markdown twin ${route}.md`];
  const problems: Problems = [];
  if (!/^# \S/.test(text)) problems.push(`${route}.md does not start with a # title`);
  if (text.length < 200) problems.push(`${route}.md has ${text.length} characters, expected 200 or more`);
  const prose = text.replace(/^```[\s\S]*?^```$/gm, '');
  const tag = /<\/?(?:div|span|p|table|details|[A-Z][A-Za-z]+)[\s>/]/.exec(prose);
  if (tag) problems.push(`${route}.md holds HTML or JSX: ${tag[0]}`);
  if (/^(?:import|export) /m.test(prose)) problems.push(`${route}.md holds an MDX import or export`);
  const fences = [...text.matchAll(/^```(\S*)$/gm)].map((match) => match[1]);
  if (fences.some((language, index) => index % 2 === 0 && !language)) problems.push(`${route}.md has a code block without a language`);
  // The whole page: every h2 of its article is a heading of the twin (a lost end shows here).
  const headings = new Set([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.replace(/`/g, '')));
  for (const h2 of site.page(route)?.root.querySelectorAll('article .markdown h2') ?? []) {
    const heading = h2.text.replace(/\u200b/g, '').trim();
    if (heading && !headings.has(heading)) problems.push(`${route}.md lacks the page's heading "## ${heading}"`);
  }
  return problems;
}

/** /llms.txt links to the twin of exactly the sitemap's doc pages, API pages and posts, once each. */
export function checkLlmsTxt(site: BuiltSite): Problems {
  const text = site.text('llms.txt');
  if (text === undefined) return ['/llms.txt is missing'];
  const problems: Problems = [];
  if (!/^# \S.*\n\n> \S/.test(text)) problems.push('/llms.txt does not start with a # title and a > summary');
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
  const twice = links.filter((link, index) => links.indexOf(link) !== index);
  if (twice.length) problems.push(`/llms.txt links twice to ${twice.join(', ')}`);
  const expected = new Set(site.routes.filter(hasTwin).map((route) => new URL(`/${twinFile(route)}`, site.origin).toString()));
  for (const link of links) if (!expected.has(link)) problems.push(`/llms.txt links to ${link}, which is no twin of a sitemap page`);
  for (const link of expected) if (!links.includes(link)) problems.push(`/llms.txt lacks ${link}`);
  return problems;
}

/** Every sitemap address is a page of the build. */
export function checkSitemap(site: BuiltSite): Problems {
  return site.routes.filter((route) => !site.fileFor(route)?.endsWith('.html')).map((route) => `${route}: in the sitemap but not built`);
}
