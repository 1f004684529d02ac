/**
 * html-validate over every HTML file of the build (config: .htmlvalidate.mjs), one test per page so that a failure
 * names its page. One validator for the run; each page is read and parsed once.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {HtmlValidate, StaticConfigLoader} from 'html-validate';
import {describe, expect, it} from 'vitest';

import config from '../../.htmlvalidate.mjs';
import {BuiltSite, listFiles} from './site';

const site = new BuiltSite(process.env.BUILD_DIR);
const pages = listFiles(site.dir, {keep: (file: string) => file.endsWith('.html')});
const validator = new HtmlValidate(new StaticConfigLoader(config));

describe('html-validate', () => {
  it('finds every page of the sitemap among the files it checks', () => {
    const files = new Set(pages.map((file) => path.join(site.dir, file)));
    expect(site.routes.filter((route) => !files.has(site.fileFor(route) ?? ''))).toEqual([]);
  });

  it.each(pages)('%s', (file) => {
    const report = validator.validateStringSync(readFileSync(path.join(site.dir, file), 'utf8'), file);
    const messages = report.results.flatMap((result) => result.messages);
    expect(messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`)).toEqual([]);
  });
});
