import type {Navbar} from '@docusaurus/theme-common';
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
    {to: '/docs/usage/commands/overview', label: 'Commands', position: 'left', activeBaseRegex: '^/docs/usage/commands/'},
    {
      to: '/docs/guide/welcome',
      label: 'Docs',
      position: 'left',
      // Active on every docs page that is not the guide, the commands or the API.
      activeBaseRegex: '^/docs/(?!guide/|usage/commands/|api/|category/statlas-api)',
    },
    {to: '/docs/api/statlas-api', label: 'API', position: 'left', activeBaseRegex: '^/docs/(api/|category/statlas-api)'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {href: links.dashboard, label: 'Dashboards', position: 'right'},
  ],
} as Navbar;
