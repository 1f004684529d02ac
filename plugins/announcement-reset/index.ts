import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Shows a new announcement on the first page load after its id changes.
 *
 * Why: the theme's inline script hides the bar before React loads whenever the
 * previous announcement was dismissed, without comparing ids, so a new
 * announcement stays hidden for one page load. Dismissal resets
 * when the id changes. This script runs right after the theme's and clears the
 * "initially dismissed" flag when the stored id is not the current one.
 */
export default function announcementResetPlugin(context: LoadContext): Plugin {
  const bar = (context.siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  return {
    name: 'statlas-announcement-reset',
    injectHtmlTags() {
      if (!bar?.id) {
        return {};
      }
      const script = `(function(){try{var id=${JSON.stringify(bar.id)};var s=window.localStorage;for(var i=0;i<s.length;i++){var k=s.key(i);if(k&&k.indexOf('docusaurus.announcement.id')===0&&s.getItem(k)!==id){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false');}}}catch(e){}})();`;
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
