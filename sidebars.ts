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
      // A category with a link gives breadcrumbs (and their JSON-LD) a parent item with an href.
      link: {type: 'doc', id: 'guide/welcome'},
      items: [
        'guide/invite',
        'guide/bot',
        'guide/setup',
        'guide/dashboard',
        'guide/settings',
      ],
    },
    {
      type: 'category',
      label: 'Advanced',
      collapsible: true,
      collapsed: true,
      items: [
        'usage/advanced/role-permissions',
        'usage/advanced/dashboard-filters',
        'usage/advanced/data-management',
      ],
    },
    {
      type: 'category',
      label: 'FAQ',
      collapsible: true,
      collapsed: true,
      items: [
        {
          type: 'category',
          label: 'General',
          collapsible: true,
          collapsed: false,
          items: [
            'faq/general/what-is-statlas',
            'faq/general/invite-statlas',
            'faq/general/what-is-prefix',
            'faq/general/how-find-id',
            'faq/general/reset-data',
            'faq/general/delete-data',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Legal',
      collapsible: true,
      collapsed: true,
      items: ['legal/developer-terms'],
    },
  ],
};

export default sidebars;
