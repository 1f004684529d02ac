/**
 * HTML escaping of search text. It is its own module because the navbar search bar needs it on
 * every page (to escape hosted hits), while the rest of ./text (tokenizing, highlighting) is
 * needed only once the embedded engine loads: importing it from ./text put all of ./text in main.js.
 */
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
