/**
 * The API reference as the build serves it, checked in Node against openapi/statlas.yaml: every
 * operation and schema has its page and only those, each page shows what the spec says (parameters,
 * responses with the rate-limit headers, code samples, schema fields) in its HTML, and no page has a
 * request form.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {API_INDEX_ROUTE, API_INFO_ROUTE, apiOperationRoute, apiSchemaRoute, isApiRoute} from '../../src/config/apiRoutes';
import {links} from '../../src/config/links';
import {pathOf, tabsOf, textOf} from './html';
import {BuiltSite, listFiles, routeOfHtmlFile, siteDir} from './site';

const site = new BuiltSite(process.env.BUILD_DIR);

/* eslint-disable @typescript-eslint/no-explicit-any */
const spec: any = parse(readFileSync(path.join(siteDir, 'openapi/statlas.yaml'), 'utf8'));
const deref = (obj: any): any => (obj?.$ref ? obj.$ref.slice(2).split('/').reduce((node: any, key: string) => node[key], spec) : obj);
const operations = Object.values(spec.paths as Record<string, Record<string, any>>).flatMap((item) =>
  Object.values(item).map((op) => ({
    route: apiOperationRoute(op.operationId),
    summary: op.summary as string,
    tag: op.tags[0] as string,
    params: (op.parameters ?? []).map((p: any) => deref(p).name as string),
    responses: Object.keys(op.responses ?? {}),
  })),
);
const schemaPages = Object.entries(spec.components.schemas as Record<string, any>).map(([key, schema]) => ({
  route: apiSchemaRoute(schema.title ?? key),
  title: (schema.title ?? key) as string,
  fields: Object.keys(schema.properties ?? {}),
  pattern: schema.pattern as string | undefined,
}));
/** Hand-written pages that sit in the reference by their `slug:` (the quickstart), read from their sources. */
const handWritten = listFiles(path.join(siteDir, 'docs'), {keep: (file) => /\.mdx?$/.test(file), skipDir: (_, name) => name === 'api'})
  .map((file) => /^slug:\s*(\S+)$/m.exec(readFileSync(path.join(siteDir, 'docs', file), 'utf8'))?.[1])
  .filter((slug): slug is string => Boolean(slug))
  .map((slug) => `/docs${slug}`)
  .filter(isApiRoute);
const expectedRoutes = [API_INFO_ROUTE, API_INDEX_ROUTE, ...operations.map((op) => op.route), ...schemaPages.map((s) => s.route), ...handWritten].sort();
/** The sidebar's groups of the reference: the operations by tag, then the schemas. */
const sidebarGroups: Record<string, string[]> = {};
for (const tag of spec.tags) sidebarGroups[tag['x-displayName'] ?? tag.name] = operations.filter((o) => o.tag === tag.name).map((o) => o.route);
sidebarGroups.Schemas = schemaPages.map((s) => s.route);
const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'];

const main = (route: string) => site.mustPage(route).root.querySelector('main')!;

describe('API reference routes', () => {
  it('the build and the sitemap hold a page for every operation and schema, the introduction and the index, and nothing else', () => {
    expect(operations.length).toBeGreaterThan(5);
    const built = listFiles(path.join(site.dir, 'docs'), {keep: (file) => file.endsWith('.html')})
      .map((file) => routeOfHtmlFile(`docs/${file}`))
      .filter(isApiRoute);
    expect(built.sort()).toEqual(expectedRoutes);
    expect(site.routes.filter(isApiRoute).sort()).toEqual(expectedRoutes);
  });

  it.each(expectedRoutes)('%s has a title and no request form, send button or API-key input', (route) => {
    const page = site.mustPage(route);
    expect(textOf(main(route).querySelector('h1'))).not.toBe('');
    expect(main(route).querySelectorAll('input, textarea, select, form')).toHaveLength(0);
    const buttons = main(route).querySelectorAll('button').map(textOf);
    expect(buttons.filter((name) => /send|execute|try it|request/i.test(name))).toEqual([]);
    expect(page.root.querySelectorAll('input[type="password"], input[placeholder*="key" i], input[name*="auth" i]')).toHaveLength(0);
  });
});

describe('API reference content', () => {
  it('the introduction links the downloadable spec, which the build serves', () => {
    expect(textOf(main(API_INFO_ROUTE).querySelector('h1'))).toBe(spec.info.title);
    expect(textOf(main(API_INFO_ROUTE))).toContain(`Version ${spec.info.version}`);
    const link = main(API_INFO_ROUTE).querySelectorAll('a').filter((a) => (a.getAttribute('href') ?? '').endsWith('/openapi/statlas.yaml'));
    expect(link).toHaveLength(1);
    expect(site.text(new URL(link[0]!.getAttribute('href')!, site.origin).pathname.slice(1))).toContain(`title: ${spec.info.title}`);
  });

  it('the sidebar groups the operations by tag, then the schemas', () => {
    const groups: Record<string, string[]> = {};
    for (const category of site.mustPage(API_INFO_ROUTE).root.querySelectorAll('nav.menu .theme-doc-sidebar-item-category-level-2')) {
      const label = textOf(category.querySelector('.menu__list-item-collapsible .menu__link'));
      groups[label] = category.querySelectorAll('ul a.menu__link').map((a) => pathOf(a.getAttribute('href')));
    }
    expect(Object.keys(groups)).toEqual(Object.keys(sidebarGroups));
    for (const [label, routes] of Object.entries(sidebarGroups)) expect(groups[label]!.sort(), label).toEqual([...routes].sort());
  });

  it('the index page lists the whole reference: the introduction, the hand-written pages and a card per group', () => {
    expect(textOf(main(API_INDEX_ROUTE).querySelector('h1'))).toBe(`${spec.info.title} reference`);
    const cards = main(API_INDEX_ROUTE)
      .querySelectorAll('article a')
      .map((a) => ({title: textOf(a.querySelector('.theme-doc-card-title')), href: pathOf(a.getAttribute('href'))}));
    const listed = cards.map((card) => card.href);
    for (const route of [API_INFO_ROUTE, ...handWritten]) expect(listed, route).toContain(route);
    for (const [label, routes] of Object.entries(sidebarGroups)) {
      const card = cards.find((candidate) => candidate.title === label);
      expect(card, `a card for ${label}`).toBeDefined();
      expect(routes, `the ${label} card links into its group`).toContain(card!.href);
    }
  });

  describe.each(operations)('$route', (op) => {
    it(`shows its summary, endpoint and parameters`, () => {
      expect(textOf(main(op.route).querySelector('h1'))).toBe(op.summary);
      expect(textOf(main(op.route).querySelector('.statlas-api-endpoint'))).toContain(`${links.apiHost}/v1/`);
      const names = main(op.route).querySelectorAll('.openapi-params__list-item strong, .openapi-schema__property').map(textOf);
      expect(names).toEqual(expect.arrayContaining(op.params));
    });

    it('has a tab for each response, with the rate-limit headers under 429', () => {
      const list = main(op.route).querySelectorAll('[role="tablist"]').find((tablist) => tablist.classNames.includes('openapi-tabs__response-list-container'));
      expect(list, 'the response tabs').toBeDefined();
      const tabs = tabsOf(list!);
      expect(tabs.map((tab) => tab.label)).toEqual(op.responses);
      for (const code of ['200', '401', '429']) expect(tabs.map((tab) => tab.label)).toContain(code);
      const tooMany = textOf(tabs.find((tab) => tab.label === '429')!.panel);
      for (const header of RATE_LIMIT_HEADERS) expect(tooMany, header).toContain(header);
    });

    it('has curl, JavaScript and Python samples, the one shown first sending the Authorization header', () => {
      const samples = main(op.route).querySelector('.statlas-api-samples');
      expect(samples, 'the code samples').not.toBeNull();
      const list = samples!.parentNode?.querySelector('[role="tablist"]');
      expect(list, 'the sample tabs').toBeTruthy();
      const tabs = tabsOf(list!);
      expect(tabs.map((tab) => tab.label)).toEqual(expect.arrayContaining(['curl', 'JavaScript', 'Python']));
      const shown = tabs.find((tab) => tab.selected);
      expect(textOf(shown?.panel?.querySelector('code'))).toContain('Authorization');
    });
  });

  it.each(schemaPages)('$route lists the fields of $title', (schema) => {
    expect(textOf(main(schema.route).querySelector('h1'))).toBe(schema.title);
    if (schema.fields.length) {
      expect(main(schema.route).querySelectorAll('.openapi-schema__property').map(textOf)).toEqual(expect.arrayContaining(schema.fields));
    } else {
      expect(schema.pattern, `${schema.title} has fields or a pattern`).toBeDefined();
      expect(textOf(main(schema.route))).toContain(schema.pattern);
    }
  });

  it('an operation page has its parameters and responses in the HTML, with no loading skeleton', () => {
    const {html} = site.mustPage(apiOperationRoute('getGuildMemberCounts'));
    // The path parameter, a response field with its description, and a rate-limit header.
    for (const text of ['guildId', 'All members, humans and bots.', 'X-RateLimit-Remaining']) expect(html, text).toContain(text);
    expect(html).not.toContain('openapi-skeleton');
  });
});
