/**
 * Wraps the theme's BlogSidebar/Desktop so that a phone does not hydrate the blog sidebar (every post, blogSidebarCount: 'ALL'), which the theme
 * removes right after hydration on a narrow screen anyway (src/components/ServerRendered/desktopOnly).
 */
import Original from '@theme-original/BlogSidebar/Desktop';
import desktopOnly from '@site/src/components/ServerRendered/desktopOnly';

export default desktopOnly('blog-sidebar', Original);
