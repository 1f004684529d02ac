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
    {
      type: 'category',
      label: 'Usage',
      collapsible: true,
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Commands',
          items: ['usage/commands/overview', 'usage/commands/general', 'usage/commands/stats', 'usage/commands/management'],
        },
        {
          type: 'category',
          label: 'Settings',
          items: ['usage/settings/overview', 'usage/settings/bot', 'usage/settings/stats', 'usage/settings/permissions'],
        },
        'usage/premium-upgrades',
      ],
    },
    {
      type: 'category',
      label: 'Resources',
      collapsible: true,
      collapsed: false,
      items: ['resources/upgrade-matrix'],
    },
  ],
};

export default sidebars;
