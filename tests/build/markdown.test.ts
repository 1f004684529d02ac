/**
 * The Markdown twins and llms.txt as the build writes them (plugins/markdown-export), in Node. Each
 * twin's own checks run in the page walk (pages.test.ts); here the counts, the order of llms.txt and
 * llms-full.txt, and tables that components render.
 */
import {describe, expect, it} from 'vitest';

import {isApiRoute} from '../../src/config/apiRoutes';
import {posts} from '../fixtures/blog';
import {twinFile} from './checks';
import {BuiltSite, hasTwin, isBlogPost} from './site';

const site = new BuiltSite(process.env.BUILD_DIR);
const twinned = site.routes.filter(hasTwin);
const llms = site.text('llms.txt') ?? '';
const full = site.text('llms-full.txt') ?? '';

describe('Markdown twins', () => {
  it('exist for the doc pages, API pages and every post of the sitemap', () => {
    // Which API pages there are is api.test.ts's (one per operation and schema of the spec).
    expect(twinned.filter(isApiRoute).length, 'API pages in the sitemap').toBeGreaterThan(0);
    expect(twinned.filter(isBlogPost).sort()).toEqual(posts.map((post) => post.permalink).sort());
    expect(twinned.filter((route) => site.text(twinFile(route)) === undefined)).toEqual([]);
  });

  it('tables rendered by components come out as Markdown tables', () => {
    const settings = site.text('docs/usage/settings/stats.md');
    expect(settings).toContain('| Setting and type | Default | Allowed values | Effect |\n| --- | --- | --- | --- |\n| `track_bots` boolean | `false` |');
    const invite = site.text('docs/guide/invite.md');
    expect(invite).toContain('| Permission | Why Statlas needs it | Needed for |');
    expect(invite).toMatch(/^\| Manage Roles \| Grant and remove the roles of your role rewards.*\| Counter channels, Role rewards \|$/m);
    // A bot reply drawn as Discord shows it comes out as its sender line and its text.
    expect(invite).toMatch(/^Statlas APP .+\n\nPong! /m);
  });
});

describe('llms.txt and llms-full.txt', () => {
  it('llms.txt has the site title, its summary, and a section per sidebar group and for the blog', () => {
    expect(llms).toMatch(/^# Statlas\n\n> \S/);
    expect(llms).toContain('\n## Guide\n\n- [');
    expect(llms).toContain('\n## Blog\n\n- [');
  });

  it('llms-full.txt holds every doc page of llms.txt, in its order', () => {
    const docs = [...llms.split('\n## Blog\n')[0]!.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((match) => match[2]!);
    expect(docs.length, 'every doc and API page of the sitemap').toBe(twinned.filter((route) => !isBlogPost(route)).length);
    const positions = docs.map((url) => full.indexOf(`Source: ${url.replace(/\.md$/, '')}\n`));
    expect(positions.filter((position) => position < 0), 'doc pages missing from llms-full.txt').toEqual([]);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(full.indexOf('# Welcome to Statlas')).toBeLessThan(full.indexOf('# Invite Statlas to your server'));
  });
});
