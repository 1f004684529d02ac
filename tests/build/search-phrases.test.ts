/**
 * Readers' phrases are search data (plugins/search/phrases), not page content: no built page carries
 * them in its keywords meta, and no page's front matter holds more than a few real keywords.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {parseHtml} from '../../plugins/site-model/html';
import {BuiltSite, listFiles, siteDir} from './site';

/** The most keywords a page's front matter may hold: a few real keywords, not readers' searches. */
const MAX_KEYWORDS = 8;
/** The longest keywords meta a built page may carry, in bytes. */
const MAX_KEYWORDS_META_BYTES = 300;

const site = new BuiltSite(process.env.BUILD_DIR);

describe("readers' phrases stay out of the pages", () => {
  it(`no built page has a keywords meta longer than ${MAX_KEYWORDS_META_BYTES} bytes`, () => {
    const long = site
      .htmlRoutes()
      .map((route) => {
        const file = site.fileFor(route);
        const html = file ? readFileSync(file, 'utf8') : '';
        // Only the head's meta tags are parsed (minified HTML leaves attribute values unquoted).
        const tags = (html.match(/<meta\b[^>]*>/g) ?? []).join('');
        const meta = parseHtml(tags).querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '';
        return [route, Buffer.byteLength(meta)] as const;
      })
      .filter(([, bytes]) => bytes > MAX_KEYWORDS_META_BYTES);
    expect(long, 'pages whose keywords meta is too long (bytes)').toEqual([]);
  });

  it(`no doc page or post has more than ${MAX_KEYWORDS} front matter keywords`, () => {
    const sources = ['docs', 'blog'].flatMap((dir) =>
      listFiles(path.join(siteDir, dir), {keep: (file: string) => /\.mdx?$/.test(file)}).map((f: string) =>
        path.join(dir, f),
      ),
    );
    expect(sources.length).toBeGreaterThan(0);
    const many = sources.flatMap((file) => {
      const front = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path.join(siteDir, file), 'utf8'))?.[1];
      const keywords = (front ? (parse(front) as {keywords?: unknown}) : {}).keywords;
      const count = Array.isArray(keywords) ? keywords.length : keywords ? String(keywords).split(',').length : 0;
      return count > MAX_KEYWORDS ? [`${file}: ${count} keywords`] : [];
    });
    expect(many).toEqual([]);
  });
});
