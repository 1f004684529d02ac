/**
 * Wraps the theme's LastUpdated so that hydration adopts the server's "Last updated on …" instead of
 * formatting the date again (the first Intl.DateTimeFormat of a page costs about 14 ms):
 * src/components/ServerRendered/staticText.
 */
import Original from '@theme-original/LastUpdated';
import staticText from '@site/src/components/ServerRendered/staticText';

export default staticText('last-updated', Original);
