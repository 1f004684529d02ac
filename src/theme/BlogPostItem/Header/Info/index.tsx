/**
 * Wraps the theme's blog post date and reading time so that hydration adopts the server's text instead
 * of formatting the date again (the first Intl.DateTimeFormat of a page costs about 14 ms):
 * src/components/ServerRendered/staticText.
 */
import Original from '@theme-original/BlogPostItem/Header/Info';
import staticText from '@site/src/components/ServerRendered/staticText';

export default staticText('blog-post-info', Original);
