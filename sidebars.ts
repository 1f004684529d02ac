import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {SidebarItemConfig} from '@docusaurus/plugin-content-docs/lib/sidebars/types.js';

type Items = SidebarItemConfig[];

/**
 * A category whose label links to its first page. Linked categories give the
 * breadcrumbs, and their BreadcrumbList JSON-LD, a parent item with an href.
 */
function section(label: string, landing: string, items: Items, collapsed = true) {
  return {
    type: 'category' as const,
    label,
    collapsible: true,
    collapsed,
    link: {type: 'doc' as const, id: landing},
    items,
  };
}

/** A category that only groups other sections; it has no page of its own. */
function group(label: string, items: Items) {
  return {type: 'category' as const, label, collapsible: true, collapsed: false, items};
}

/**
 * Sidebars as typed data. The docs sidebar follows the section structure of the
 * route table in SPEC §2: guide, usage, tools, FAQ, resources and legal.
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
      section('Settings', 'usage/settings/overview', ['usage/settings/bot', 'usage/settings/stats', 'usage/settings/permissions']),
      section('Advanced', 'usage/advanced/role-permissions', [
        'usage/advanced/dashboard-filters',
        'usage/advanced/data-management',
      ]),
      'usage/premium-upgrades',
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
    section('Resources', 'resources/upgrade-matrix', []),
    section('Legal', 'legal/developer-terms', []),
  ],
};

export default sidebars;
