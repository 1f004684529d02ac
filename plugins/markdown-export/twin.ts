/**
 * The address of a page's Markdown twin: the page address plus `.md` (`/docs/guide/invite` ->
 * `/docs/guide/invite.md`). A directory-style address ending in `/` gets `index.md`
 * (`/docs/` -> `/docs/index.md`). The one definition: the plugin writes the twins there, llms.txt
 * links them and the "Copy page" button fetches them. Pure, so browser code can import it.
 */
export function markdownPath(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}
