/**
 * Converts the built HTML of a page to Markdown: headings, paragraphs, lists, GFM tables (including
 * the tables React components render), fenced code blocks with their language, admonitions as
 * quotes, tabs as labelled sections, and links and images as absolute URLs. Page chrome (buttons,
 * forms, navigation, icons, heading anchors) is left out.
 *
 * The build's HTML is minified and leaves out optional closing tags (`</p>`, `</td>`, `</caption>`),
 * so the parser may nest a heading inside an unclosed paragraph. The converter therefore treats
 * every element as a flow container: inline content collects into paragraphs, and a block element
 * met anywhere closes the paragraph and becomes a block of its own.
 */
import {HTMLElement, Node, NodeType, parse} from 'node-html-parser';
import {parse as parseDocument, parseFragment, serialize} from 'parse5';

export const PARSE_OPTIONS = {parseNoneClosedTags: true, blockTextElements: {script: false, style: false}} as const;

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'details',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

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
const SKIP_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'theme-doc-breadcrumbs', 'docusaurus-mermaid-container'];

export interface ConvertOptions {
  /** Absolute URL of the page: relative links and images resolve against it. */
  readonly pageUrl: string;
  /** An element left out (the page title, which the Markdown states as its `#` heading). */
  readonly omit?: HTMLElement;
}

interface Context extends ConvertOptions {
  /** Inside a table cell: blocks join with spaces and `|` is escaped. */
  readonly inCell?: boolean;
  /**
   * Labels of the tab lists met so far, innermost last. Each tab panel takes the next label of the
   * innermost list that has one left, so nested tabs (a response code, then its media type, then
   * schema or example) each get their own label.
   */
  readonly tabLabels: string[][];
}

const isElement = (node: Node): node is HTMLElement => node.nodeType === NodeType.ELEMENT_NODE;

function skipped(el: HTMLElement): boolean {
  if (SKIP_TAGS.has(el.rawTagName?.toLowerCase() ?? '')) return true;
  if (el.getAttribute('aria-hidden') === 'true') return true;
  return SKIP_CLASSES.some((name) => el.classList.contains(name));
}

const tag = (el: HTMLElement): string => el.rawTagName?.toLowerCase() ?? '';

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function absolute(href: string, ctx: Context): string {
  try {
    return new URL(href, ctx.pageUrl).toString();
  } catch {
    return href;
  }
}

function codeSpan(text: string): string {
  const value = collapse(text);
  if (!value.trim()) return '';
  const fence = value.includes('`') ? '``' : '`';
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

function wrap(marker: string, content: string): string {
  const trimmed = content.trim();
  if (!trimmed) return content;
  const lead = content.startsWith(' ') ? ' ' : '';
  const trail = content.endsWith(' ') ? ' ' : '';
  return `${lead}${marker}${trimmed}${marker}${trail}`;
}

/** Markdown of inline content. */
function inline(node: Node, ctx: Context): string {
  if (node.nodeType === NodeType.TEXT_NODE) {
    const text = collapse(node.text);
    return ctx.inCell ? text.replace(/\|/g, '\\|') : text;
  }
  if (!isElement(node) || skipped(node) || node === ctx.omit) return '';
  const name = tag(node);
  const children = (): string => node.childNodes.map((child) => inline(child, ctx)).join('');
  switch (name) {
    case 'code':
    case 'kbd': {
      const span = codeSpan(node.text);
      return ctx.inCell ? span.replace(/\|/g, '\\|') : span;
    }
    case 'strong':
    case 'b':
      return wrap('**', children());
    case 'em':
    case 'i':
      return wrap('_', children());
    case 'br':
      return ctx.inCell ? ' ' : '\n';
    case 'wbr':
      return '';
    case 'img': {
      const alt = collapse(node.getAttribute('alt') ?? '').trim();
      const src = node.getAttribute('src') ?? '';
      // Inlined SVG figures are data: URLs; their alt text says what they show.
      if (!src || src.startsWith('data:')) return alt ? `(Figure: ${alt})` : '';
      return `![${alt}](${absolute(src, ctx)})`;
    }
    case 'a': {
      const text = children().trim();
      const href = node.getAttribute('href');
      if (!text) return '';
      if (!href) return text;
      return `[${text}](${absolute(href, ctx)})`;
    }
    case 'span':
      // Styled spans are laid out as separate pieces (a type next to a name, a badge): keep them apart.
      return ctx.inCell || node.getAttribute('class') ? ` ${children()} ` : children();
    default:
      if (BLOCK_TAGS.has(name)) {
        return ` ${blocks(node, ctx).join(ctx.inCell ? ' ' : '\n\n')} `;
      }
      return children();
  }
}

function codeBlock(pre: HTMLElement): string {
  const classes = `${pre.getAttribute('class') ?? ''} ${pre.parentNode?.parentNode?.getAttribute?.('class') ?? ''}`;
  const language = /(?:^|\s)language-([\w+-]+)/.exec(classes)?.[1] ?? '';
  const lines = pre.querySelectorAll('.token-line');
  const text = lines.length > 0 ? lines.map((line) => line.text.replace(/\n$/, '')).join('\n') : pre.text;
  const body = text.replace(/\n+$/, '');
  let fence = '```';
  while (body.includes(fence)) fence += '`';
  return `${fence}${language}\n${body}\n${fence}`;
}

function cellText(cell: HTMLElement, ctx: Context): string {
  return blocks(cell, {...ctx, inCell: true})
    .join(' ')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

function table(el: HTMLElement, ctx: Context): string[] {
  // Rows of this table only, not of a table nested in a cell.
  const rows = el.querySelectorAll('tr').filter((row) => row.closest('table') === el);
  if (rows.length === 0) return [];
  const cells = rows.map((row) => row.childNodes.filter(isElement).filter((cell) => ['th', 'td'].includes(tag(cell))));
  const width = Math.max(...cells.map((row) => row.length));
  const line = (row: string[]): string => `| ${Array.from({length: width}, (_, i) => row[i] ?? '').join(' | ')} |`;
  const text = cells.map((row) => row.map((cell) => cellText(cell, ctx)));
  const out: string[] = [];
  const caption = el.querySelector('caption');
  if (caption) {
    // An unclosed <caption> may hold the whole table: take its own text only.
    const own = caption.childNodes
      .filter(
        (node) =>
          node.nodeType === NodeType.TEXT_NODE || (isElement(node) && !['thead', 'tbody', 'tr'].includes(tag(node))),
      )
      .map((node) => inline(node, ctx))
      .join('')
      .trim();
    if (own) out.push(`**${own}**`);
  }
  out.push([line(text[0]), line(Array.from({length: width}, () => '---')), ...text.slice(1).map(line)].join('\n'));
  return out;
}

function list(el: HTMLElement, ctx: Context): string {
  const ordered = tag(el) === 'ol';
  const start = Number(el.getAttribute('start') ?? '1');
  const items = el.childNodes.filter(isElement).filter((child) => tag(child) === 'li');
  if (ctx.inCell) return items.map((item) => blocks(item, ctx).join(' ')).join('; ');
  return items
    .map((item, index) => {
      const marker = ordered ? `${start + index}. ` : '- ';
      const body = blocks(item, ctx).join('\n');
      const indent = ' '.repeat(marker.length);
      return (
        marker +
        body
          .split('\n')
          .join(`\n${indent}`)
          .replace(/\n\s+\n/g, '\n\n')
      );
    })
    .join('\n');
}

function admonition(el: HTMLElement, ctx: Context): string[] {
  const type = /theme-admonition-(\w+)/.exec(el.getAttribute('class') ?? '')?.[1] ?? 'note';
  const [heading, ...rest] = el.childNodes.filter(isElement);
  const title = heading ? collapse(heading.text).trim() : '';
  const label = title && title.toLowerCase() !== type ? title : type.charAt(0).toUpperCase() + type.slice(1);
  const body = rest.flatMap((child) => blocks(child, ctx)).join('\n\n');
  return [quote(`**${label}:** ${body}`)];
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function tabPanel(el: HTMLElement, ctx: Context): string[] {
  const list = [...ctx.tabLabels].reverse().find((labels) => labels.length > 0);
  const label = list?.shift();
  return [...(label ? [`**${label}**`] : []), ...blocks(el, ctx)];
}

/** Markdown of one block element. */
function block(el: HTMLElement, ctx: Context): string[] {
  const name = tag(el);
  if (/^h[1-6]$/.test(name)) {
    const text = el.childNodes
      .map((child) => inline(child, ctx))
      .join('')
      .trim();
    return text ? [ctx.inCell ? `**${text}**` : `${'#'.repeat(Number(name[1]))} ${text}`] : [];
  }
  if (el.classList.contains('theme-admonition')) return admonition(el, ctx);
  if (el.getAttribute('role') === 'tablist') {
    ctx.tabLabels.push(el.querySelectorAll('[role=tab]').map((tab) => collapse(tab.text).trim()));
    return [];
  }
  if (el.getAttribute('role') === 'tabpanel') return tabPanel(el, ctx);
  switch (name) {
    case 'pre':
      return [ctx.inCell ? codeSpan(el.text) : codeBlock(el)];
    case 'ul':
    case 'ol':
      return [list(el, ctx)];
    case 'table':
      return ctx.inCell ? [] : table(el, ctx);
    case 'blockquote':
      return [quote(blocks(el, ctx).join('\n\n'))];
    case 'hr':
      return ['---'];
    case 'summary':
    case 'dt': {
      const text = collapse(el.text).trim();
      return text ? [`**${text}**`] : [];
    }
    default:
      return blocks(el, ctx);
  }
}

/** Markdown blocks of an element's children. */
export function blocks(el: HTMLElement, ctx: Context): string[] {
  const out: string[] = [];
  let buffer = '';
  const flush = (): void => {
    const text = buffer
      .split('\n')
      .map((line) => line.trim().replace(/ {2,}/g, ' '))
      .join('\n')
      .trim();
    if (text) out.push(text);
    buffer = '';
  };
  for (const child of el.childNodes) {
    if (isElement(child)) {
      if (skipped(child) || child === ctx.omit) continue;
      if (BLOCK_TAGS.has(tag(child)) || child.classList.contains('theme-admonition')) {
        flush();
        out.push(...block(child, ctx));
        continue;
      }
    }
    buffer += inline(child, ctx);
  }
  flush();
  return out;
}

/** Markdown of an HTML fragment. */
export function htmlToMarkdown(html: string | HTMLElement, options: ConvertOptions): string {
  const root = typeof html === 'string' ? parseHtml(html) : html;
  return `${blocks(root, {...options, tabLabels: []})
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')}\n`;
}

/**
 * Parses built HTML. The build is minified and leaves out optional end tags (</p>, </dt>, </dd>,
 * </option>, </caption>); node-html-parser does not apply the HTML standard's implied end tags
 * and would put the rest of a page inside such an element (a message embed's fields after its
 * title, a table filter's choices). parse5 parses as browsers do, and its serialization, with
 * every end tag written, is what node-html-parser reads.
 */
export function parseHtml(html: string): HTMLElement {
  const whole = /^\s*<(!doctype|html)\b/i.test(html);
  return parse(serialize(whole ? parseDocument(html) : parseFragment(html)), PARSE_OPTIONS);
}

export interface PageMarkdown {
  readonly title: string;
  readonly description: string;
  readonly markdown: string;
}

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
  const title = collapse(h1?.text ?? root.querySelector('title')?.text ?? '').trim();
  const description = collapse(root.querySelector('meta[name=description]')?.getAttribute('content') ?? '').trim();
  const content = article.querySelector('.theme-doc-markdown') ?? article.querySelector('.markdown') ?? article;
  const parts = [`# ${title}`];
  if (description) parts.push(quote(description));
  const published = article.querySelector('header time[datetime]')?.getAttribute('datetime');
  if (published) parts.push(`Published ${published.slice(0, 10)}`);
  const body = htmlToMarkdown(content, {pageUrl, ...(h1 ? {omit: h1} : {})}).trim();
  if (body) parts.push(body);
  return {title, description, markdown: `${parts.join('\n\n')}\n`};
}
