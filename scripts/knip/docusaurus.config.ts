/**
 * The site config as knip's Docusaurus plugin reads it (knip.config.ts). That plugin calls each plugin function of the
 * config without the LoadContext Docusaurus passes, which our plugins read (context.siteConfig), so loading the real
 * config fails and knip loses every plugin, theme and preset the config names. The local plugins are imported by
 * docusaurus.config.ts, so knip follows them from here anyway: this copy leaves out the functions and keeps the names.
 */
import config from '../../docusaurus.config';

const named = <T>(items: T[] | undefined): T[] => (items ?? []).filter((item) => typeof item !== 'function');

export default {...config, plugins: named(config.plugins), themes: named(config.themes)};
