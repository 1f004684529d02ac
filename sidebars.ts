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
  ],
};

export default sidebars;
