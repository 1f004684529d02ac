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
      label: 'Tools',
      collapsible: true,
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'statdocks',
          collapsible: true,
          collapsed: true,
          items: [
            'tools/statdocks/overview',
            'tools/statdocks/setup',
            {
              type: 'category',
              label: 'Settings',
              collapsible: true,
              collapsed: true,
              items: ['tools/statdocks/settings/overview', 'tools/statdocks/settings/counters'],
            },
            'tools/statdocks/faq',
          ],
        },
        {
          type: 'category',
          label: 'statroles',
          collapsible: true,
          collapsed: true,
          items: [
            'tools/statroles/overview',
            'tools/statroles/setup',
            {
              type: 'category',
              label: 'Settings',
              collapsible: true,
              collapsed: true,
              items: [
                'tools/statroles/settings/overview',
                'tools/statroles/settings/conditions',
                'tools/statroles/settings/limit-types',
              ],
            },
            'tools/statroles/faq',
          ],
        },
      ],
    },
  ],
};

export default sidebars;
