/**
 * Wraps the theme's DocItem/TOC/Desktop so that a phone does not hydrate a doc page's table of contents, which the theme
 * removes right after hydration on a narrow screen anyway (src/components/ServerRendered/desktopOnly).
 */
import Original from '@theme-original/DocItem/TOC/Desktop';
import desktopOnly from '@site/src/components/ServerRendered/desktopOnly';

export default desktopOnly('doc-toc', Original);
