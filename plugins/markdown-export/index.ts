/**
 * statlas-markdown-export: after the build, writes a Markdown twin of every doc page, API page and
 * blog post, plus /llms.txt and /llms-full.txt, from the site model (plugins/site-model), which
 * reads each built page once for this plugin and the search index. Its theme holds the "Copy page"
 * button that fetches them (@theme/CopyPage). See README.md in this folder.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

import {siteModelOf, type SiteModel} from '../site-model';
import {pageToMarkdown} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, orderDocs, type ExportedPage} from './llms';
import {markdownPath} from './twin';

/** Writes the twins, llms.txt and llms-full.txt of a site model into `outDir`; returns the exported pages. */
export function writeMarkdownExport(outDir: string, model: SiteModel): ExportedPage[] {
  const pages: ExportedPage[] = [];
  for (const page of model.pages) {
    // Every page the model parsed (doc pages, API pages, posts) that has an article has a twin.
    const twin = page.root ? pageToMarkdown(page.root, page.url) : null;
    if (!twin) continue;
    const target = path.join(outDir, markdownPath(page.route));
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, twin.markdown);
    const {title, description, markdown} = twin;
    pages.push({route: page.route, title, description, markdown, kind: page.kind === 'post' ? 'post' : 'doc'});
  }
  const ordered = orderDocs(pages, model.docs.sidebars, model.docs.docs);
  writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(model.site, ordered));
  writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(model.site, ordered));
  return pages;
}

export default function markdownExportPlugin(): Plugin {
  return {
    name: 'statlas-markdown-export',

    // The "Copy page" button (@theme/CopyPage), which fetches the twins this plugin writes.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async postBuild(props) {
      const model = siteModelOf(props);
      const started = Date.now();
      const pages = writeMarkdownExport(props.outDir, model);
      console.log(
        `[statlas-markdown-export] ${pages.length} Markdown pages, llms.txt and llms-full.txt in ${Date.now() - started} ms`,
      );
    },
  };
}
