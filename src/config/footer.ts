import type {Footer} from '@docusaurus/theme-common';
import {links} from './links';

/** Footer of every page: Community links, More links and the copyright line. */
export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Community',
      items: [
        {label: 'Support server', href: links.supportChat},
        {label: 'Medium', href: links.blogPlatform},
        {label: 'X (Twitter)', href: links.social},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Dashboard', href: links.dashboard},
        {label: 'Developer terms', to: '/docs/legal/developer-terms'},
        {label: 'Blog', to: '/blog'},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Statlas. Statlas is not affiliated with or endorsed by Discord Inc.`,
} as Footer;
