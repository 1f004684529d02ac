import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {API_INDEX_ROUTE} from './src/config/apiRoutes';

/** A doc id, or a category of further items. */
type Item = string | Category;
interface Category {
  type: 'category';
  label: string;
  collapsible: boolean;
  collapsed: boolean;
  link?: {type: 'doc'; id: string};
  items: Item[];
}

/**
 * A category whose label links to its first page. Linked categories give the
 * breadcrumbs, and their BreadcrumbList JSON-LD, a parent item with an href.
 */
function section(label: string, landing: string, items: Item[], collapsed = true): Category {
  return {type: 'category', label, collapsible: true, collapsed, link: {type: 'doc', id: landing}, items};
}

/** A category that only groups other sections; it has no page of its own. */
function group(label: string, items: Item[]): Category {
  return {type: 'category', label, collapsible: true, collapsed: false, items};
}

/**
 * Sidebars as typed data. The docs sidebar follows the section structure of the
 * site's routes: guide, usage, tools, FAQ, resources and legal.
 */
const sidebars: SidebarsConfig = {
  docsSidebar: [
    section(
      'Guide',
      'guide/welcome',
      ['guide/invite', 'guide/bot', 'guide/setup', 'guide/dashboard', 'guide/settings'],
      false,
    ),
    group('Usage', [
      section('Commands', 'usage/commands/overview', [
        'usage/commands/general',
        'usage/commands/stats',
        'usage/commands/management',
      ]),
      section('Settings', 'usage/settings/overview', [
        'usage/settings/bot',
        'usage/settings/stats',
        'usage/settings/permissions',
      ]),
      section('Advanced', 'usage/advanced/role-permissions', [
        'usage/advanced/dashboard-filters',
        'usage/advanced/data-management',
      ]),
      'usage/premium-upgrades',
      'usage/messages',
    ]),
    group('Tools', [
      section('statdocks', 'tools/statdocks/overview', [
        'tools/statdocks/setup',
        section('Settings', 'tools/statdocks/settings/overview', ['tools/statdocks/settings/counters']),
        'tools/statdocks/faq',
      ]),
      section('statroles', 'tools/statroles/overview', [
        'tools/statroles/setup',
        section('Settings', 'tools/statroles/settings/overview', [
          'tools/statroles/settings/conditions',
          'tools/statroles/settings/limit-types',
        ]),
        'tools/statroles/faq',
      ]),
    ]),
    section('FAQ', 'faq/general/what-is-statlas', [
      'faq/general/invite-statlas',
      'faq/general/what-is-prefix',
      'faq/general/how-find-id',
      'faq/general/reset-data',
      'faq/general/delete-data',
    ]),
    group('Resources', ['resources/upgrade-matrix', 'resources/changelog']),
    group('Legal', ['legal/developer-terms']),
  ],
};

export default sidebars;

/**
 * API reference sidebar: the "Statlas API" category, whose generated index is
 * /docs/category/statlas-api, wraps the sidebar that `npm run gen:api` writes to docs/api/sidebar.ts
 * (info page, then one category per tag, then the schemas). The file is generated, so it is loaded
 * with require(): a build without generation fails here with a message saying what to run.
 */
type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

function loadGeneratedApiSidebar(): SidebarItems {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const generated = require('./docs/api/sidebar');
    return (generated.default ?? generated) as SidebarItems;
  } catch (error) {
    throw new Error(
      'docs/api/sidebar.ts is missing: the API reference was not generated. ' +
        'Run `npm run gen:api` (`npm run build` runs it before `docusaurus build`).',
      {cause: error},
    );
  }
}

/** The generated items with the hand-written quickstart and errors pages after the first one, the API introduction. */
function withQuickstart(items: SidebarItems): SidebarItems {
  return [
    ...items.slice(0, 1),
    'developers/api-quickstart',
    'developers/api-errors',
    ...items.slice(1),
  ] as SidebarItems;
}

export const apiSidebar: SidebarItems = [
  {
    type: 'category',
    label: 'Statlas API',
    collapsible: false,
    link: {
      type: 'generated-index',
      // The docs plugin puts the slug under /docs.
      slug: API_INDEX_ROUTE.replace(/^\/docs/, ''),
      title: 'Statlas API reference',
      description:
        'Every endpoint of the Statlas statistics API, grouped by what it measures, and the schemas they return.',
      keywords: ['api', 'reference', 'statistics'],
    },
    // The quickstart and the errors page (docs/developers/) right after the generated introduction.
    items: withQuickstart(loadGeneratedApiSidebar()),
  },
];

sidebars.apiSidebar = apiSidebar;
