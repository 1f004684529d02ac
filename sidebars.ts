import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Sidebars as typed data. The docs sidebar follows the section structure of the
 * route table in SPEC §2: guide, usage, tools, FAQ, resources and legal.
 */
const sidebars: SidebarsConfig = {
  docsSidebar: [
    {
      type: 'category',
      label: 'Guide',
      collapsible: true,
      collapsed: false,
      items: [
        'guide/welcome',
        'guide/invite',
        'guide/bot',
        'guide/setup',
        'guide/dashboard',
        'guide/settings',
      ],
    },
  ],
};

export default sidebars;

/**
 * API reference sidebar (SPEC §2): the "Statlas API" category, whose generated index is
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

export const apiSidebar: SidebarItems = [
  {
    type: 'category',
    label: 'Statlas API',
    collapsible: false,
    link: {
      type: 'generated-index',
      slug: '/category/statlas-api',
      title: 'Statlas API reference',
      description:
        'Every endpoint of the Statlas statistics API, grouped by what it measures, and the schemas they return.',
      keywords: ['api', 'reference', 'statistics'],
    },
    items: loadGeneratedApiSidebar(),
  },
];

sidebars.apiSidebar = apiSidebar;
