/** Reading parsed built pages in the Node checks: text, tables and tab panels as a reader meets them. */
import type {HTMLElement} from 'node-html-parser';

/** Text with whitespace collapsed and zero-width spaces (heading anchors) left out. */
export const textOf = (el: HTMLElement | null | undefined): string => (el?.text ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

/** The tabs of a Docusaurus tab list, each with its panel (rendered on the server, hidden until chosen). */
export function tabsOf(tablist: HTMLElement): Array<{label: string; selected: boolean; panel: HTMLElement | undefined}> {
  const tabs = tablist.querySelectorAll('[role="tab"]');
  const panelsAfter = (el: HTMLElement): HTMLElement[] =>
    (el.nextElementSibling?.childNodes ?? []).filter(
      (node): node is HTMLElement => node.nodeType === 1 && (node as HTMLElement).getAttribute('role') === 'tabpanel',
    );
  // The panels follow the list, or (in the API reference) the header block that holds the list.
  let panels: HTMLElement[] = [];
  for (let el: HTMLElement | null = tablist; el && panels.length === 0; el = el.parentNode) panels = panelsAfter(el);
  return tabs.map((tab, index) => ({label: textOf(tab), selected: tab.getAttribute('aria-selected') === 'true', panel: panels[index]}));
}

/** The table whose caption starts with `caption`. */
export function tableByCaption(root: HTMLElement, caption: string | RegExp): HTMLElement | undefined {
  return root.querySelectorAll('table').find((table) => {
    const text = textOf(table.querySelector('caption'));
    return typeof caption === 'string' ? text.startsWith(caption) : caption.test(text);
  });
}

/** Pathname of an href without a trailing slash, so `/blog/x/` and `/blog/x` compare equal. */
export function pathOf(href: string | undefined): string {
  const {pathname} = new URL(href ?? '', 'http://localhost');
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}
