/**
 * Converts the built HTML of a page to Markdown with the unified tools: parse5 parses as browsers do (the minified
 * build leaves out optional end tags), hast-util-from-parse5 makes a hast tree, hast-util-to-mdast turns it into
 * Markdown's syntax tree and mdast-util-to-markdown, with the GFM extension for tables, writes it.
 *
 * What is particular to this site is written here, as handlers and one pass over the tree before them:
 * - page chrome left out (buttons, forms, navigation, icons, heading anchors, the dark copy of themed images);
 * - links and images as absolute URLs; inlined SVG figures (data: URLs) as their alt text;
 * - code blocks with the language their Prism classes name, one line per token line;
 * - admonitions as quotes led by their label; tab panels led by their tab's label;
 * - reference tables: the caption as a bold line above, each cell's blocks on one line (lists joined by `; `),
 *   styled spans (a type next to a name, a badge, the parts of a Discord message's header) kept apart by spaces;
 * - definition lists as bold terms followed by their descriptions, summaries as bold lines.
 */
import type {Element, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {defaultHandlers, toMdast, type Handle, type State} from 'hast-util-to-mdast';
import type {Nodes as MdastNodes, Paragraph, Parent as MdastParent, PhrasingContent, RootContent, Table} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown, type Handle as ToMarkdownHandle, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import type {HTMLElement} from 'node-html-parser';
import {parseFragment} from 'parse5';

import {parseHtml} from '../site-model/html';

/** Elements that are page chrome, not content. */
const SKIP_TAGS = new Set([
  'script',
  'style',
  'svg',
  'button',
  'nav',
  'form',
  'fieldset',
  'input',
  'select',
  'textarea',
  'link',
  'meta',
  'noscript',
  'template',
]);
const SKIP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'docusaurus-mermaid-container',
  // ThemedImage renders the light and the dark picture; the text keeps one.
  'themedComponent--dark',
];

interface ConvertOptions {
  /** Absolute URL of the page: relative links and images resolve against it. */
  readonly pageUrl: string;
  /** Leave out the first h1 (the page title, which the Markdown states as its `#` heading). */
  readonly omitTitle?: boolean;
}

const classesOf = (el: Element): string[] => {
  const value = el.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};
const hasClass = (el: Element, name: string): boolean => classesOf(el).includes(name);
const isElement = (node: HastNodes): node is Element => node.type === 'element';

/** The text of a hast node, as the DOM's textContent. */
function textOf(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

function absolute(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).toString();
  } catch {
    return href;
  }
}

/** The code of a <pre>: its token lines (Prism) one a line, or its text. */
function codeOf(pre: Element): string {
  const lines = (function collect(el: Element): Element[] {
    return el.children.filter(isElement).flatMap((child) => (hasClass(child, 'token-line') ? [child] : collect(child)));
  })(pre);
  return (lines.length > 0 ? lines.map(textOf).join('\n') : textOf(pre)).replace(/\n+$/, '');
}

function skipped(el: Element): boolean {
  if (SKIP_TAGS.has(el.tagName)) return true;
  if (el.properties.ariaHidden === 'true') return true;
  return SKIP_CLASSES.some((name) => hasClass(el, name));
}

/**
 * Leaves out chrome and comments (and the title when asked), makes links and images absolute, and writes on each
 * <pre> the language that it or an enclosing element names in a `language-*` class.
 */
function prepare(tree: HastRoot, options: ConvertOptions): void {
  let title = options.omitTitle ?? false;
  const visit = (node: HastRoot | Element, language: string | undefined): void => {
    node.children = node.children.filter((child) => {
      if (child.type === 'comment') return false;
      if (child.type !== 'element') return true;
      if (skipped(child)) return false;
      if (title && child.tagName === 'h1') return (title = false);
      return true;
    }) as ElementContent[];
    for (const child of node.children) {
      if (!isElement(child)) continue;
      const own = classesOf(child)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length);
      for (const attribute of ['href', 'src'] as const) {
        const value = child.properties[attribute];
        if (typeof value === 'string' && !value.startsWith('data:'))
          child.properties[attribute] = absolute(value, options.pageUrl);
      }
      if (child.tagName === 'pre') {
        // The code as text, one line per token line: thousands of Prism's spans fewer for the steps after.
        child.properties.dataLanguage = own ?? language ?? null;
        child.children = [{type: 'text', value: codeOf(child)}];
      } else {
        visit(child, own ?? language);
      }
    }
  };
  visit(tree, undefined);
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): Paragraph => ({
  type: 'paragraph',
  children: [{type: 'strong', children: [text(value)]}],
});
const flow = (state: State, node: Element) => state.toFlow(state.all(node));

/** Phrasing without the spaces at its two ends. */
function trimmed(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = nodes.map((node) => (node.type === 'text' ? {...node} : node));
  const first = out[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = out[out.length - 1];
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return out.filter((node) => !(node.type === 'text' && node.value === ''));
}

const PHRASING = new Set(['text', 'inlineCode', 'strong', 'emphasis', 'delete', 'link', 'image', 'break', 'html']);

/** The phrasing of any Markdown node, for a table cell: blocks join with spaces, list items with `; `. */
function phrasingOf(node: MdastNodes): PhrasingContent[] {
  switch (node.type) {
    case 'heading':
      return [{type: 'strong', children: node.children}];
    case 'list':
      return node.children.flatMap((item, index) => [...(index > 0 ? [text('; ')] : []), ...trimmed(phrasingOf(item))]);
    case 'code':
      return [{type: 'inlineCode', value: collapse(node.value)}];
    case 'break':
      return [text(' ')];
    case 'thematicBreak':
      return [];
    default:
      if (PHRASING.has(node.type)) return [node as PhrasingContent];
      if (!('children' in node)) return [];
      // Phrasing runs on; a block is set apart by spaces.
      return (node.children as MdastNodes[]).flatMap((child) =>
        PHRASING.has(child.type) ? phrasingOf(child) : [text(' '), ...phrasingOf(child), text(' ')],
      );
  }
}

/** The hast-util-to-mdast handlers of this site. `tabLabels` is the state of one conversion. */
function siteHandlers(tabLabels: string[][]): Record<string, Handle> {
  return {
    pre(state, node) {
      const value = textOf(node);
      if (state.inTable) return {type: 'inlineCode', value: collapse(value)};
      const lang = node.properties.dataLanguage;
      return {type: 'code', lang: typeof lang === 'string' ? lang : null, meta: null, value};
    },
    span(state, node) {
      // Styled spans are laid out as separate pieces (a type next to a name, a badge): keep them apart.
      const children = state.all(node);
      return state.inTable || classesOf(node).length > 0 ? [text(' '), ...children, text(' ')] : children;
    },
    img(state, node) {
      const src = String(node.properties.src ?? '');
      const alt = collapse(String(node.properties.alt ?? ''));
      // Inlined SVG figures are data: URLs; their alt text says what they show.
      if (!src || src.startsWith('data:')) return alt ? text(`(Figure: ${alt})`) : undefined;
      return defaultHandlers.img!(state, node);
    },
    a(state, node) {
      if (!collapse(textOf(node))) return undefined;
      if (typeof node.properties.href !== 'string') return state.all(node);
      return defaultHandlers.a!(state, node);
    },
    ul(state, node) {
      if (node.properties.role !== 'tablist') return defaultHandlers.ul!(state, node);
      const tabs: string[] = [];
      (function collect(el: Element): void {
        for (const child of el.children.filter(isElement)) {
          if (child.properties.role === 'tab') tabs.push(collapse(textOf(child)));
          else collect(child);
        }
      })(node);
      tabLabels.push(tabs);
      return undefined;
    },
    div(state, node) {
      if (hasClass(node, 'theme-admonition')) return admonition(state, node);
      if (node.properties.role === 'tabpanel') {
        // Each panel takes the next label of the innermost tab list that has one left, so nested tabs (a response
        // code, then its media type, then schema or example) each get their own label.
        const label = [...tabLabels]
          .reverse()
          .find((labels) => labels.length > 0)
          ?.shift();
        return [...(label ? [strong(label)] : []), ...flow(state, node)];
      }
      return flow(state, node);
    },
    table(state, node) {
      const table = defaultHandlers.table!(state, node) as Table;
      for (const row of table.children) {
        for (const cell of row.children) cell.children = phrasingOf(cell);
      }
      const caption = node.children.find((child): child is Element => isElement(child) && child.tagName === 'caption');
      const title = caption ? trimmed(state.all(caption).flatMap(phrasingOf)) : [];
      return title.length > 0 ? [{type: 'paragraph', children: [{type: 'strong', children: title}]}, table] : table;
    },
    summary: (_state, node) => strong(collapse(textOf(node))),
    dt: (_state, node) => strong(collapse(textOf(node))),
    dd: flow,
    dl: flow,
  };
}

/** An admonition as a quote whose first paragraph starts with its label ("Warning:", or its own title). */
function admonition(state: State, node: Element) {
  const type = /^theme-admonition-(\w+)$/.exec(classesOf(node).find((name) => /^theme-admonition-/.test(name)) ?? '');
  const kind = type?.[1] ?? 'note';
  const [heading, ...rest] = node.children.filter(isElement);
  const title = heading ? collapse(textOf(heading)) : '';
  const label = title && title.toLowerCase() !== kind ? title : kind.charAt(0).toUpperCase() + kind.slice(1);
  const body = rest.flatMap((child) => state.toFlow(state.all(child)));
  const lead: PhrasingContent[] = [{type: 'strong', children: [text(`${label}:`)]}];
  const [first, ...others] = body;
  const children =
    first?.type === 'paragraph'
      ? [{...first, children: [...lead, text(' '), ...first.children]}, ...others]
      : [{type: 'paragraph', children: lead} as Paragraph, ...body];
  return {type: 'blockquote' as const, children};
}

const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'strong', 'emphasis', 'link', 'delete']);
const EDGE_TRIMMED = new Set(['paragraph', 'heading', 'tableCell']);

/**
 * Lists tight, and whitespace as the text reads: runs of spaces collapse, a paragraph, heading or cell starts and ends without one,
 * spaces at the edges of strong, emphasis and link text move outside them (Markdown would otherwise write them as
 * character references), and what ends up empty goes.
 */
function tidy(node: MdastNodes): void {
  if (!('children' in node)) return;
  const parent = node as MdastParent;
  for (const child of parent.children) tidy(child);
  // Tight lists: the writer still puts a blank line where one is needed (between two paragraphs of an item).
  if (parent.type === 'list' || parent.type === 'listItem') (parent as {spread?: boolean}).spread = false;
  if (!PHRASING_PARENTS.has(parent.type)) {
    parent.children = parent.children.filter(
      (child) => !(child.type === 'paragraph' && child.children.length === 0),
    ) as RootContent[];
    return;
  }
  const out: PhrasingContent[] = [];
  const push = (child: PhrasingContent): void => {
    const last = out[out.length - 1];
    if (child.type === 'text' && last?.type === 'text') last.value += child.value;
    else out.push(child);
  };
  for (const child of parent.children as PhrasingContent[]) {
    if ((child.type === 'strong' || child.type === 'emphasis' || child.type === 'link') && child.children.length > 0) {
      const first = child.children[0];
      const last = child.children[child.children.length - 1];
      const lead = first?.type === 'text' && /^\s/.test(first.value);
      const trail = last?.type === 'text' && /\s$/.test(last.value);
      if (first?.type === 'text') first.value = first.value.trimStart();
      if (last?.type === 'text') last.value = last.value.trimEnd();
      child.children = child.children.filter((grand) => !(grand.type === 'text' && grand.value === ''));
      if (lead) push(text(' '));
      if (child.children.length > 0) push(child);
      if (trail) push(text(' '));
    } else if (child.type === 'text') {
      push(text(child.value.replace(/[ \t]*\n[ \t]*/g, '\n').replace(/[ \t]{2,}/g, ' ')));
    } else if (!((child.type === 'strong' || child.type === 'emphasis') && child.children.length === 0)) {
      push(child);
    }
  }
  for (const child of out) if (child.type === 'text') child.value = child.value.replace(/ {2,}/g, ' ');
  if (EDGE_TRIMMED.has(parent.type)) {
    const first = out[0];
    if (first?.type === 'text') first.value = first.value.trimStart();
    const last = out[out.length - 1];
    if (last?.type === 'text') last.value = last.value.trimEnd();
  }
  parent.children = out.filter((child) => !(child.type === 'text' && child.value === ''));
}

const gfm = gfmToMarkdown({tablePipeAlign: false});
const gfmTable = gfm.extensions!.find((extension) => extension.handlers?.table)!.handlers!.table as ToMarkdownHandle;

const WRITE_OPTIONS: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
  // [text](url) even where the text is the address, as the pages show it.
  resourceLink: true,
  extensions: [gfm],
  handlers: {
    // GFM tables as people write them: unpadded cells, `---` in the delimiter row (the second line).
    table(node, parent, state, info) {
      const lines = gfmTable(node, parent, state, info).split('\n');
      lines[1] = lines[1]!.replace(/-+/g, '---');
      return lines.join('\n');
    },
  },
};

/** Markdown of an HTML fragment. */
export function htmlToMarkdown(html: string, options: ConvertOptions): string {
  const tree = fromParse5(parseFragment(html)) as HastRoot;
  prepare(tree, options);
  const mdast = toMdast(tree, {handlers: siteHandlers([])});
  tidy(mdast);
  const markdown = toMarkdown(mdast, WRITE_OPTIONS);
  return `${markdown.trim()}\n`;
}

export interface PageMarkdown {
  readonly title: string;
  readonly description: string;
  readonly markdown: string;
}

const quote = (text: string): string =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/**
 * The Markdown of a built doc page, API page or blog post: its title, its description (from the
 * meta tag) and its article content. Returns null for a page without an article. A parsed page
 * (parseHtml) is read, not changed.
 */
export function pageToMarkdown(html: string | HTMLElement, pageUrl: string): PageMarkdown | null {
  const root = typeof html === 'string' ? parseHtml(html) : html;
  const article = root.querySelector('article');
  if (!article) return null;
  const h1 = article.querySelector('h1');
  const title = collapse(h1?.text ?? root.querySelector('title')?.text ?? '');
  const description = collapse(root.querySelector('meta[name=description]')?.getAttribute('content') ?? '');
  const content = article.querySelector('.theme-doc-markdown') ?? article.querySelector('.markdown') ?? article;
  const parts = [`# ${title}`];
  if (description) parts.push(quote(description));
  const published = article.querySelector('header time[datetime]')?.getAttribute('datetime');
  if (published) parts.push(`Published ${published.slice(0, 10)}`);
  let inContent = false;
  for (let node: HTMLElement | null = h1; node && !inContent; node = node.parentNode) inContent = node === content;
  const body = htmlToMarkdown(content.outerHTML, {pageUrl, omitTitle: inContent}).trim();
  if (body) parts.push(body);
  return {title, description, markdown: `${parts.join('\n\n')}\n`};
}
