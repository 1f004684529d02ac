/**
 * The content of the doc pages as the build serves it, in Node: every doc page is finished and long
 * enough, the guide, tools, FAQ and legal pages have their sections, and the tables that render
 * src/data show it. Routes come from the sitemap, one test per page.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {HTMLElement} from 'node-html-parser';
import {describe, expect, it} from 'vitest';

import {isApiRoute} from '../../src/config/apiRoutes';
import {links} from '../../src/config/links';
import {counterVariables} from '../../src/data/counterVariables';
import {limitTypes} from '../../src/data/limitTypes';
import {roleConditions} from '../../src/data/roleConditions';
import {getReader, isReaderId} from '../../src/data/readers';
import {docRoutes, limitHref} from '../../src/data/routes';
import {PLACEHOLDERS} from './checks';
import {pathOf, tableByCaption, textOf} from './html';
import {BuiltSite, siteDir} from './site';

const site = new BuiltSite(process.env.BUILD_DIR);
const under = (prefix: string) => site.routes.filter((route) => route.startsWith(prefix));
/** Doc pages written by hand: outside the API reference and the generated category pages. */
const docPages = under('/docs/').filter((route) => !isApiRoute(route) && !route.startsWith('/docs/category/'));

/** The routes of the doc sources under docs/<folder> (`docs/guide/setup.mdx` -> `/docs/guide/setup`), sorted. */
function sourceRoutes(folder: string): string[] {
  const docsDir = path.join(siteDir, 'docs');
  return readdirSync(path.join(docsDir, folder), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `/docs/${path.posix.join(folder, file.split(path.sep).join('/')).replace(/\.mdx?$/, '')}`)
    .sort();
}
/** Markdown images and <Figure>s in the doc sources of a folder. */
function sourceImages(folder: string): number {
  const docsDir = path.join(siteDir, 'docs', folder);
  return readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => readFileSync(path.join(docsDir, file), 'utf8'))
    .reduce((sum, source) => sum + (source.match(/!\[[^\]]*\]\(|<Figure\b|<img\b/g)?.length ?? 0), 0);
}

const FAQ_MINIMUM = 120;
const PAGE_MINIMUM = 250;
const CRASH = 'This page crashed.';

const article = (route: string): HTMLElement => {
  const found = site.mustPage(route).root.querySelector('article');
  if (!found) throw new Error(`${route}: no article`);
  return found;
};
const markdown = (route: string): HTMLElement => {
  const found = article(route).querySelector('.theme-doc-markdown');
  if (!found) throw new Error(`${route}: no doc content`);
  return found;
};
const h2s = (route: string) => article(route).querySelectorAll('h2').map(textOf);
const description = (route: string) => site.mustPage(route).root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
/** The title the page's head gives it, before ` | Statlas`. */
const headTitle = (route: string) => textOf(site.mustPage(route).root.querySelector('title')).split(' | ')[0];

/** Words of an element's text, leaving out the elements matching `skip`. */
function wordsOf(el: HTMLElement, skip: ReadonlySet<string>): number {
  const parts: string[] = [];
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.text);
      else if (child.nodeType === 1 && !skip.has((child as HTMLElement).tagName)) walk(child as HTMLElement);
    }
  };
  walk(el);
  return parts.join(' ').split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

describe('every doc page is finished and long enough', () => {
  it('the sitemap has every doc page of docs/ (the generated API reference aside)', () => {
    const written = readdirSync(path.join(siteDir, 'docs'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && entry.name !== 'api')
      .flatMap((entry) => sourceRoutes(entry.name))
      // A page that sets its own slug is served elsewhere (the API quickstart, at /docs/api/quickstart).
      .filter((route) => {
        const file = ['.mdx', '.md'].map((ext) => path.join(siteDir, `${route.slice(1)}${ext}`)).find(existsSync)!;
        return !/^(slug|id):/m.test(readFileSync(file, 'utf8').split('\n---')[0] ?? '');
      });
    expect(written.length, 'doc pages in docs/').toBeGreaterThan(0);
    expect(written.filter((route) => !docPages.includes(route))).toEqual([]);
  });

  it.each(docPages)('%s', (route) => {
    const content = markdown(route);
    expect(textOf(article(route).querySelector('h1')).length, 'a title').toBeGreaterThanOrEqual(3);
    // Prose only: code blocks, reference tables and the title do not count towards the length.
    const words = wordsOf(content, new Set(['PRE', 'TABLE', 'H1']));
    expect(words, 'words of prose').toBeGreaterThanOrEqual(route.startsWith('/docs/faq/') ? FAQ_MINIMUM : PAGE_MINIMUM);
    expect(textOf(content).match(PLACEHOLDERS)?.[0], 'placeholder text').toBeUndefined();
    expect(textOf(site.mustPage(route).root.querySelector('main')), 'the crash message').not.toContain(CRASH);
  });
});

describe('every doc page says who it is for', () => {
  // Written into the page at build time by plugins/inline-data from the page's `reader:` front matter.
  it.each(docPages)('%s has the reader line right under its title', (route) => {
    const header = markdown(route).querySelector('header');
    const line = header?.nextElementSibling;
    expect(line?.classList.contains('statlas-reader'), 'the reader line after the title').toBe(true);
    const id = line!.getAttribute('data-reader');
    expect(isReaderId(id), `data-reader="${id}"`).toBe(true);
    const reader = getReader(id as Parameters<typeof getReader>[0]);
    expect(textOf(line!)).toMatch(new RegExp(`^${reader.heading}: ${reader.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const levels = line!.querySelector('a');
    if (reader.id === 'everyone' || reader.id === 'developer') expect(levels, 'no link to the levels').toBeNull();
    else expect(levels?.getAttribute('href')).toBe(docRoutes.permissions);
  });
});

describe('guide pages', () => {
  const guide = under('/docs/guide/');

  it('the sitemap has every guide page of docs/guide/', () => {
    expect(sourceRoutes('guide').length, 'guide pages in docs/guide/').toBeGreaterThan(0);
    expect([...guide].sort()).toEqual(sourceRoutes('guide'));
  });

  it.each(guide)('%s has its title, a description and a Next steps section', (route) => {
    expect(textOf(article(route).querySelector('h1'))).toBe(headTitle(route));
    expect(h2s(route)).toContain('Next steps');
    expect(description(route).length).toBeGreaterThan(40);
  });

  it('the guide sidebar lists every guide page once, in the order Next leads through them', () => {
    const sidebar = site.mustPage(guide[0]!).root.querySelectorAll('nav.menu a.menu__link').map((a) => pathOf(a.getAttribute('href'))).filter((href) => href.startsWith('/docs/guide/'));
    expect([...sidebar].sort()).toEqual([...guide].sort());
    for (const [index, route] of sidebar.slice(0, -1).entries()) {
      const next = site.mustPage(route).root.querySelector('.pagination-nav__link--next');
      expect(pathOf(next?.getAttribute('href')), `Next on ${route}`).toBe(sidebar[index + 1]);
    }
  });

  it('the guide figures have alt text', () => {
    const images = guide.flatMap((route) => article(route).querySelectorAll('img').map((img) => ({route, alt: img.getAttribute('alt') ?? ''})));
    // A <Figure> renders one <img> per colour mode.
    expect(images.length, 'images of the guide sources, built').toBeGreaterThanOrEqual(sourceImages('guide'));
    for (const {route, alt} of images) expect(alt.length, `alt text of an image on ${route}`).toBeGreaterThan(30);
  });

  it('the invite and setup pages link to the invite URL', () => {
    for (const route of ['/docs/guide/invite', '/docs/guide/setup']) {
      expect(article(route).querySelectorAll('a').map((a) => a.getAttribute('href')), route).toContain(links.invite);
    }
  });

  it('the dashboard page links to the dashboard and names every dashboard page', () => {
    const route = '/docs/guide/dashboard';
    expect(article(route).querySelectorAll('a').map((a) => a.getAttribute('href'))).toContain(links.dashboard);
    const table = article(route).querySelectorAll('table').find((t) => textOf(t).includes('What you find there'));
    expect(table, 'the dashboard pages table').toBeDefined();
    const cells = table!.querySelectorAll('td, th').map(textOf);
    for (const name of ['Overview', 'Members', 'Messages', 'Voice', 'Activity', 'Status', 'Counters', 'Role rewards', 'Logs', 'Settings']) {
      expect(cells, name).toContain(name);
    }
  });
});

describe('tools pages', () => {
  const tools = under('/docs/tools/');

  it('the sitemap has both tools', () => {
    expect(tools).toContain(docRoutes.tools.statdocks);
    expect(tools).toContain(docRoutes.tools.statroles);
  });

  // Tools pages end with their content: the sidebar already links onwards, so no "Next steps" list.
  // One non-empty h1 on every page is the headings check of pages.test.ts.
  it.each(tools)('%s has its sections and no Next steps', (route) => {
    expect(h2s(route).length).toBeGreaterThan(0);
    expect(h2s(route)).not.toContain('Next steps');
  });

  it('the counters page lists every counter variable', () => {
    const table = tableByCaption(article('/docs/tools/statdocks/settings/counters'), 'Counter variables');
    expect(table, 'the Counter variables table').toBeDefined();
    expect(table!.querySelectorAll('tbody tr')).toHaveLength(counterVariables.length);
    for (const variable of counterVariables) {
      const row = table!.querySelector(`#variable-${variable.id}`);
      expect(textOf(row?.querySelector('th[scope="row"]')), variable.id).toBe(variable.token);
      expect(textOf(row), variable.id).toContain(new Intl.NumberFormat('en-US').format(variable.example));
    }
  });

  it('the counter preview shows a template next to its rendered name, in English and German number format', () => {
    const page = article('/docs/tools/statdocks/settings/counters');
    const first = tableByCaption(page, 'Templates and the names Statlas gives the channels')!.querySelector('tbody tr')!;
    expect(first.querySelectorAll('td').map(textOf)).toEqual(['Members: {members}', 'Members: 12,408']);
    const german = tableByCaption(page, /de-DE/)!.querySelector('tbody tr')!;
    expect(textOf(german.querySelectorAll('td')[1])).toBe('Members: 12.408');
  });

  it('the conditions page lists every condition with links to its limit types', () => {
    const table = tableByCaption(article(docRoutes.roleConditions), 'Condition types')!;
    expect(table.querySelectorAll('tbody tr')).toHaveLength(roleConditions.length);
    for (const condition of roleConditions) {
      const row = table.querySelector(`#condition-${condition.id}`)!;
      expect(textOf(row.querySelector('th[scope="row"]'))).toContain(condition.id);
      const hrefs = Object.fromEntries(row.querySelectorAll('a').map((a) => [textOf(a), a.getAttribute('href')]));
      for (const limit of condition.limitTypes) expect(hrefs[limit], `${condition.id} → ${limit}`).toBe(limitHref(limit));
    }
  });

  it('the limit types page lists every limit type', () => {
    const table = tableByCaption(article(docRoutes.limitTypes), 'Limit types')!;
    expect(table.querySelectorAll('tbody tr')).toHaveLength(limitTypes.length);
    for (const limit of limitTypes) {
      const row = table.querySelector(`#limit-${limit.id}`)!;
      expect(textOf(row.querySelector('th[scope="row"]'))).toContain(limit.id);
      expect(textOf(row)).toContain(limit.range);
    }
  });

  it('both tool overviews have their figure with alt text', () => {
    for (const [route, altStart] of [
      [docRoutes.tools.statdocks, 'The top of a Discord channel list'],
      [docRoutes.tools.statroles, 'Flow of a role reward'],
    ] as const) {
      const images = article(route).querySelectorAll('img').filter((img) => (img.getAttribute('alt') ?? '').startsWith(altStart));
      expect(images.length, route).toBeGreaterThan(0);
      for (const image of images) {
        expect((image.getAttribute('alt') ?? '').length).toBeGreaterThan(60);
        expect(image.getAttribute('alt')).not.toContain('&');
        expect(site.fileFor(new URL(image.getAttribute('src')!, site.origin).pathname), image.getAttribute('src')).toBeDefined();
      }
    }
  });

  it('the sidebar has the Tools group with both tools, and marks the current page', () => {
    const sidebar = site.mustPage(docRoutes.limitTypes).root.querySelector('nav[aria-label="Docs sidebar"]')!;
    const labels = sidebar.querySelectorAll('.menu__link, .menu__list-item-collapsible').map(textOf);
    for (const label of ['Tools', 'statdocks', 'statroles']) expect(labels, label).toContain(label);
    const current = sidebar.querySelectorAll('a[aria-current="page"]');
    expect(current.map((a) => [textOf(a), pathOf(a.getAttribute('href'))])).toEqual([['Limit types', docRoutes.limitTypes]]);
  });
});

describe('FAQ pages', () => {
  const faq = under('/docs/faq/');

  it('the sitemap has every FAQ page of docs/faq/', () => {
    expect(sourceRoutes('faq').length, 'FAQ pages in docs/faq/').toBeGreaterThan(0);
    expect([...faq].sort()).toEqual(sourceRoutes('faq'));
  });

  // One non-empty h1 on every page is the headings check of pages.test.ts.
  it.each(faq)('%s has a full answer, and ends with it', (route) => {
    expect(wordsOf(markdown(route), new Set(['HEADER', 'H1']))).toBeGreaterThanOrEqual(FAQ_MINIMUM);
    // An answer ends with the answer: the sidebar already links to the other pages.
    expect(h2s(route).filter((heading) => /next steps/i.test(heading))).toEqual([]);
  });
});

describe('developer terms', () => {
  it('are dated and have the required sections', () => {
    const route = '/docs/legal/developer-terms';
    expect(textOf(article(route).querySelector('h1'))).toMatch(/developer terms/i);
    const text = textOf(article(route));
    expect(text).toMatch(/Last updated: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
    for (const section of [/rate limits/i, /data protection/i, /termination/i, /liability/i, /changes/i]) {
      expect(h2s(route).filter((heading) => section.test(heading)), String(section)).toHaveLength(1);
    }
    expect(text).toContain(`${links.apiHost}/v1`);
    expect(text).toContain('Retry-After');
  });
});
