/**
 * Wraps the theme's DocSidebar/Desktop so that a phone does not hydrate the docs sidebar, which the theme
 * removes right after hydration on a narrow screen anyway (src/components/ServerRendered/desktopOnly).
 */
import Original from '@theme-original/DocSidebar/Desktop';
import desktopOnly from '@site/src/components/ServerRendered/desktopOnly';

export default desktopOnly('docs-sidebar', Original);
