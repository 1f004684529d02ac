/**
 * Extract DocSearch-shaped pages from built HTML with the rules in rules.ts: lvl1 = the article's
 * h1, lvl2-lvl6 = headings with anchors, content = paragraphs, list items, table cells and API
 * parameter names; language and docusaurus_tag from the docsearch meta tags (readers' phrases are
 * search data, not read from the page: plugins/search/phrases); lvl0 from the sidebar data the plugin passes in, the page's kind from its route.
 */
import type {HTMLElement, Node} from 'node-html-parser';

import {parseHtml} from '../../site-model/html';

import type {ExtractedPage} from './types';
import {
  CONTENT_SELECTOR,
  NAVIGATION_HEADINGS,
  SKIP_SELECTOR,
  cleanText as clean,
  pageKindFor,
  searchableBlocks,
  sectionFor,
} from './rules';

// DL, DT and DD too: minified HTML leaves out the `</p>` before a `<dd>` (a definition list's term and value).
const BLOCK_TAGS = new Set([
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'P',
  'DIV',
  'UL',
  'OL',
  'TABLE',
  'DETAILS',
  'SECTION',
  'DL',
  'DT',
  'DD',
  'FIGURE',
]);
const isElement = (n: Node): n is HTMLElement => 'tagName' in n && typeof (n as HTMLElement).tagName === 'string';

/** Elements left out of the text (SKIP_SELECTOR): the extraction reads the page without changing it. */
type Skipped = ReadonlySet<Node>;

/**
 * Text of nodes. At an element's edge, where a letter or digit (or the end of a sentence) meets a
 * letter or digit, a space goes between them: a setting's name and its type, or a sentence and
 * the "Changed by" note after it, are set apart by CSS with no space in the HTML and must not be
 * read as one word ("track_botsboolean"). A `<br>` is a space.
 */
function textOf(nodes: Node[], skipped: Skipped): string {
  let out = '';
  let afterElement = false;
  for (const n of nodes) {
    if (skipped.has(n)) continue;
    const element = isElement(n);
    const text = element ? (n.tagName === 'BR' ? ' ' : textOf(n.childNodes, skipped)) : n.text;
    if (!text) continue;
    if ((element || afterElement) && /[\p{L}\p{N}.,:;!?)\]}]$/u.test(out) && /^[\p{L}\p{N}(/{[]/u.test(text))
      out += ' ';
    out += text;
    afterElement = element;
  }
  return out;
}

/**
 * Own text of a paragraph or list item: its inline content, up to the first nested block.
 * Minified HTML leaves `</p>` out, so a paragraph can appear to hold the headings after it.
 */
function ownText(el: HTMLElement, skipped: Skipped): string {
  const inline: Node[] = [];
  for (const n of el.childNodes) {
    if (skipped.has(n)) continue;
    if (isElement(n) && BLOCK_TAGS.has(n.tagName)) {
      if (el.tagName === 'LI' && (n.tagName === 'UL' || n.tagName === 'OL')) continue;
      if (el.tagName === 'LI' && n.tagName === 'P') return '';
      break;
    }
    inline.push(n);
  }
  return clean(textOf(inline, skipped));
}

/**
 * A table cell's own text: the paragraphs and lists inside it are records of their own (the
 * content selector picks them), so their text is left out here rather than indexed twice.
 */
function cellText(el: HTMLElement, skipped: Skipped): string {
  return clean(
    textOf(
      el.childNodes.filter((n) => !(isElement(n) && ['P', 'UL', 'OL'].includes(n.tagName))),
      skipped,
    ),
  );
}

/** All the text of a node but that of skipped elements. */
const plainText = (n: Node, skipped: Skipped): string =>
  skipped.has(n) ? '' : isElement(n) ? n.childNodes.map((c) => plainText(c, skipped)).join('') : n.text;

/** A "Label: value" constraint line, such as "Possible values: >= 1" in the API reference. */
function isLabelLine(el: HTMLElement, skipped: Skipped): boolean {
  const first = el.childNodes.find((n) => !skipped.has(n) && !(n.nodeType === 3 && !n.text.trim()));
  return !!first && isElement(first) && first.tagName === 'STRONG' && clean(plainText(first, skipped)).endsWith(':');
}

function meta(root: HTMLElement, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = root.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
    if (value) return value;
  }
  return undefined;
}

/** `html` is the page's HTML or its parsed tree, which is read, not changed (page chrome, code and examples are skipped). */
export function extractPage(route: string, html: string | HTMLElement, sidebarSection?: string): ExtractedPage | null {
  // Minified HTML omits optional end tags (</li>, </p>): parsed as a browser does (parseHtml).
  const root = typeof html === 'string' ? parseHtml(html) : html;
  const article = root.querySelector('article');
  if (!article) return null;
  const h1 = article.querySelector('h1') ?? root.querySelector('main h1');
  const title = h1 ? clean(h1.text) : clean(root.querySelector('title')?.text.split(' | ')[0] ?? '');
  if (!title) return null;
  const language = meta(root, 'docsearch:language', 'docusaurus_locale') ?? 'en';
  const tag = meta(root, 'docsearch:docusaurus_tag', 'docusaurus_tag') ?? 'default';
  const lvl0 = sectionFor(route, sidebarSection);
  const description = meta(root, 'description');

  const container = article.querySelector('.markdown') ?? article;
  const skipped: Skipped = new Set(container.querySelectorAll(SKIP_SELECTOR));
  const inSkipped = (el: HTMLElement) => {
    for (let at: HTMLElement | null = el; at && at !== container; at = at.parentNode) if (skipped.has(at)) return true;
    return false;
  };

  const blocks: ExtractedPage['blocks'] = [];
  // A "Next steps" section describes other pages: indexing it would send readers in circles.
  let skipBelow = 0;
  for (const el of container.querySelectorAll(CONTENT_SELECTOR)) {
    if (inSkipped(el)) continue;
    const tagName = el.tagName.toLowerCase();
    if (/^h\d$/.test(tagName)) {
      const level = Number(tagName[1]);
      const text = clean(textOf(el.childNodes, skipped));
      if (skipBelow && level > skipBelow) continue;
      skipBelow = NAVIGATION_HEADINGS.test(text) ? level : 0;
      // A heading without an id (the API reference's "Query Parameters") still names the rows
      // under it; their links go to the nearest heading above that has one.
      const anchor = el.getAttribute('id') ?? '';
      if (!skipBelow && text) blocks.push({kind: 'heading', level, text, anchor});
      continue;
    }
    if (skipBelow) continue;
    if (tagName === 'p' && isLabelLine(el, skipped)) continue;
    const text =
      tagName === 'p' || tagName === 'li'
        ? ownText(el, skipped)
        : tagName === 'td' || tagName === 'th'
          ? cellText(el, skipped)
          : // A parameter row's name, type and "required" sit in adjacent spans.
            clean(
              el.classList.contains('openapi-schema__container')
                ? el.childNodes.map((n) => plainText(n, skipped)).join(' ')
                : textOf(el.childNodes, skipped),
            );
    if (text) blocks.push({kind: 'text', text});
  }
  return {
    path: route,
    lvl0,
    title,
    ...(description ? {description} : {}),
    kind: pageKindFor(route),
    language,
    tag,
    blocks: searchableBlocks(route, blocks),
  };
}
