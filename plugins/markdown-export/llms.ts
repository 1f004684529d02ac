/**
 * The order of the pages, and the text of /llms.txt and /llms-full.txt (https://llmstxt.org: an H1
 * title, a one-line summary as a quote, then H2 sections with one link per page).
 */
import type {SiteInfo} from '../site-model';
import type {SidebarItem} from '../site-model/sidebar';
import {markdownPath} from './twin';

export interface ExportedPage {
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly markdown: string;
  readonly kind: 'doc' | 'post';
}

export interface Section {
  readonly title: string;
  readonly pages: ExportedPage[];
}

export interface OrderedPages {
  /** Doc and API pages by sidebar section, in sidebar order; pages in no sidebar come last. */
  readonly sections: Section[];
  /** Blog posts, newest first. */
  readonly posts: ExportedPage[];
}

/** Orders the exported pages as the sidebars list them, grouped by top-level category. */
export function orderDocs(
  pages: readonly ExportedPage[],
  sidebars: Record<string, SidebarItem[]>,
  docs: ReadonlyArray<{id: string; permalink: string}>,
): OrderedPages {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const permalinkOf = new Map(docs.map((doc) => [doc.id, doc.permalink]));
  const placed = new Set<string>();
  const sections: Section[] = [];

  const take = (route: string | undefined, into: ExportedPage[]): void => {
    const page = route ? byRoute.get(route) : undefined;
    if (page && !placed.has(page.route)) {
      placed.add(page.route);
      into.push(page);
    }
  };
  const walk = (items: readonly SidebarItem[], into: ExportedPage[]): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') take(permalinkOf.get(item.id), into);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') take(permalinkOf.get(item.link.id), into);
        if (item.link?.type === 'generated-index') take(item.link.permalink, into);
        walk(item.items, into);
      }
    }
  };

  for (const items of Object.values(sidebars)) {
    const loose: ExportedPage[] = [];
    for (const item of items) {
      if (item.type === 'category') {
        const section: Section = {title: item.label, pages: []};
        walk([item], section.pages);
        if (section.pages.length > 0) sections.push(section);
      } else {
        walk([item], loose);
      }
    }
    if (loose.length > 0) sections.push({title: 'Docs', pages: loose});
  }

  const rest = pages
    .filter((page) => page.kind === 'doc' && !placed.has(page.route))
    .sort((a, b) => a.route.localeCompare(b.route));
  if (rest.length > 0) sections.push({title: 'Other pages', pages: rest});
  const posts = pages.filter((page) => page.kind === 'post').sort((a, b) => b.route.localeCompare(a.route));
  return {sections, posts};
}

const twinUrl = (site: SiteInfo, page: ExportedPage): string => new URL(markdownPath(page.route), site.url).toString();

function linkLine(site: SiteInfo, page: ExportedPage): string {
  return `- [${page.title}](${twinUrl(site, page)})${page.description ? `: ${page.description}` : ''}`;
}

/** /llms.txt: the title, the summary, and a link to the Markdown of every page by section. */
export function llmsTxt(site: SiteInfo, ordered: OrderedPages): string {
  const parts = [
    `# ${site.title}`,
    `> ${site.summary}`,
    `Every page of this site is also published as Markdown at its address plus \`.md\`. ${new URL('/llms-full.txt', site.url).toString()} holds all documentation pages in one file.`,
    ...ordered.sections.map(
      (section) => `## ${section.title}\n\n${section.pages.map((page) => linkLine(site, page)).join('\n')}`,
    ),
  ];
  if (ordered.posts.length > 0)
    parts.push(`## Blog\n\n${ordered.posts.map((page) => linkLine(site, page)).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/** /llms-full.txt: every doc and API page in sidebar order, each with its address. */
export function llmsFullTxt(site: SiteInfo, ordered: OrderedPages): string {
  const pages = ordered.sections.flatMap((section) => section.pages);
  const body = pages.map((page) => `${page.markdown.trim()}\n\nSource: ${new URL(page.route, site.url).toString()}`);
  return `# ${site.title} documentation\n\n> ${site.summary}\n\n---\n\n${body.join('\n\n---\n\n')}\n`;
}
