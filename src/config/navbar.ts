import type {Navbar} from '@docusaurus/theme-common';
import {API_INFO_ROUTE, API_ROUTE_PATTERN} from './apiRoutes';
import {links} from './links';

/** Navbar of every page: five internal links on the left, Dashboards on the right. */
export const navbar: Navbar = {
  title: 'Statlas',
  hideOnScroll: false,
  logo: {
    alt: 'Statlas logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {to: '/docs/guide/welcome', label: 'Guide', position: 'left', activeBaseRegex: '^/docs/guide/'},
    {
      to: '/docs/usage/commands/overview',
      label: 'Commands',
      position: 'left',
      activeBaseRegex: '^/docs/usage/commands/',
    },
    {
      to: '/docs/guide/welcome',
      label: 'Docs',
      position: 'left',
      // Active on every docs page that is not the guide, the commands or the API.
      activeBaseRegex: `^(?!/docs/guide/|/docs/usage/commands/|${API_ROUTE_PATTERN})/docs/`,
    },
    {to: API_INFO_ROUTE, label: 'API', position: 'left', activeBaseRegex: `^(?:${API_ROUTE_PATTERN})`},
    {to: '/blog', label: 'Blog', position: 'left'},
    {href: links.dashboard, label: 'Dashboards', position: 'right'},
  ],
} as Navbar;
