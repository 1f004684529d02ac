import {describe, expect, it} from 'vitest';

import {extractPage} from '../../plugins/search/indexer/extract';
import {PAGE_KINDS, isSearchableRoute, sectionFor} from '../../plugins/search/indexer/rules';
import {sectionsByPermalink} from '../../plugins/site-model/sidebar';
import {markdownBlocks} from '../../plugins/search/indexer/sources';

const page = (body: string, sidebar = '') => `<!doctype html><html><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
<title>Stats commands | Statlas</title></head><body>
<nav class="navbar"><a class="navbar__item navbar__link navbar__link--active" href="/docs/usage/commands/overview">Commands</a></nav>
<nav class="menu"><ul>${sidebar}</ul></nav>
<main><article><nav class="theme-doc-breadcrumbs">Home</nav><div class="theme-doc-markdown markdown">
<header><h1>Stats commands</h1></header>${body}</div></article></main></body></html>`;

const sidebar = `<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1"><div class="menu__list-item-collapsible">
<a class="menu__link menu__link--sublist menu__link--active" href="#">Usage</a></div><ul>
<li><a class="menu__link menu__link--active" href="/docs/usage/commands/stats">Stats</a></li></ul></li>`;

describe('extractPage', () => {
  it('reads title, section, facets, headings with anchors and text blocks', () => {
    const html = page(
      `<p>Show statistics.</p><h2 id="stats-top">/stats top<a class="hash-link" href="#stats-top">\u200b</a></h2>
       <p>Ranks <code>members</code>.</p><ul><li>messages<ul><li>nested</li></ul></li></ul>
       <pre><code>/stats top messages</code></pre><table><tr><td>7d</td></tr></table>`,
      sidebar,
    );
    const result = extractPage('/docs/usage/commands/stats', html, 'Usage')!;
    expect(result).toMatchObject({title: 'Stats commands', lvl0: 'Usage', language: 'en', tag: 'docs-default-current'});
    expect(result.blocks).toEqual([
      {kind: 'text', text: 'Show statistics.'},
      {kind: 'heading', level: 2, text: '/stats top', anchor: 'stats-top'},
      {kind: 'text', text: 'Ranks members.'},
      {kind: 'text', text: 'messages'},
      {kind: 'text', text: 'nested'},
      {kind: 'text', text: '7d'},
    ]);
  });

  it('indexes a list inside a table cell once: the cell gives only its own text', () => {
    const html = page(
      `<table><tr><th scope=row>Manager<td>Moderators.<ul><li>Create counters<li>Set the log channel</ul></table>`,
    );
    expect(extractPage('/docs/usage/settings/permissions', html, 'Usage')!.blocks).toEqual([
      {kind: 'text', text: 'Manager'},
      {kind: 'text', text: 'Moderators.'},
      {kind: 'text', text: 'Create counters'},
      {kind: 'text', text: 'Set the log channel'},
    ]);
  });

  it("leaves the keywords meta to web pages (readers' phrases are search data) and sets the kind of page from its route", () => {
    const html = page('<p>Text.</p>').replace(
      '<title>',
      '<meta name="keywords" content="leaderboard, top members"><title>',
    );
    const stats = extractPage('/docs/usage/commands/stats', html)!;
    expect(stats).toMatchObject({kind: PAGE_KINDS.commands});
    expect(stats.phrases).toBeUndefined();
    expect(JSON.stringify(stats)).not.toContain('top members');
    expect(extractPage('/docs/api/get-activities', page('<p>Text.</p>'))).toMatchObject({kind: PAGE_KINDS.reference});
    expect(extractPage('/blog/2023-02-21-release', page('<p>Text.</p>'))).toMatchObject({kind: PAGE_KINDS.post});
  });

  it('reads each term and value of a minified definition list once (no </p> before <dd>)', () => {
    const html = page(
      '<dl><div><dt><p>Members<dd><p>12,408 (humans 12,371)</div><div><dt><p>Online<dd><p>1,932</div></dl>',
    );
    const texts = extractPage('/docs/usage/messages', html)!.blocks.map((block) => block.text);
    expect(texts).toEqual(['Members', '12,408 (humans 12,371)', 'Online', '1,932']);
  });

  it('keeps the meta description and skips "Next steps" sections', () => {
    const html = page(
      '<p>Body.</p><h2 id="next-steps">Next steps</h2><ul><li>Read the stats page.</li></ul><h2 id="after">After</h2><p>Kept.</p>',
    ).replace('<title>', '<meta name="description" content="All the stats commands."><title>');
    const result = extractPage('/docs/usage/commands/stats', html)!;
    expect(result.description).toBe('All the stats commands.');
    expect(result.blocks.map((b) => b.text)).toEqual(['Body.', 'After', 'Kept.']);
  });

  it('names API and blog sections, else takes the sidebar section it is given', () => {
    expect(extractPage('/docs/api/get-activities', page('<p>x</p>'), 'Usage')!.lvl0).toBe('API');
    expect(extractPage('/blog/version-2.3-release', page('<p>x</p>'))!.lvl0).toBe('Blog');
    expect(extractPage('/docs/usage/commands/stats', page('<p>x</p>'), 'Usage')!.lvl0).toBe('Usage');
    expect(sectionFor('/docs/usage/commands/stats', undefined)).toBe('Documentation');
  });

  it('takes sections from the sidebar data: the top-level category holding the doc', () => {
    const sidebar = [
      {
        type: 'category',
        label: 'Guide',
        link: {type: 'doc', id: 'guide/welcome'},
        items: [{type: 'doc', id: 'guide/setup'}],
      },
      {
        type: 'category',
        label: 'Usage',
        items: [{type: 'category', label: 'Commands', items: [{type: 'doc', id: 'usage/commands/stats'}]}],
      },
    ];
    const docs = ['guide/welcome', 'guide/setup', 'usage/commands/stats'].map((id) => ({id, permalink: `/docs/${id}`}));
    const sections = sectionsByPermalink({
      'docusaurus-plugin-content-docs': {default: {loadedVersions: [{sidebars: {docsSidebar: sidebar}, docs}]}},
    });
    expect(Object.fromEntries(sections)).toEqual({
      '/docs/guide/welcome': 'Guide',
      '/docs/guide/setup': 'Guide',
      '/docs/usage/commands/stats': 'Usage',
    });
  });

  it("indexes an operation's method and URL, API parameter names and descriptions, not examples, constraints or tabs", () => {
    const html = page(
      `<div class="statlas-api-endpoint"><span class="badge">GET</span><code>https://api.statlas.app/v1/guilds/{guildId}/members/count</code></div><p>Counts members.<h2 id="request">Request</h2><details><summary><h3>Query Parameters</h3></summary><ul>
       <li class="statlas-params-item"><div><span class="openapi-schema__container"><strong class="openapi-schema__property">limit</strong><span class="openapi-schema__type">integer</span></span>
       <p><strong>Possible values:</strong> <code>>= 1</code><p>Maximum number of entries.<div class="openapi-example"><strong>Example:</strong><code>10</code></div></div></ul></details>
       <ul role="tablist"><li>200<li>429</ul>`,
    );
    expect(extractPage('/docs/api/x', html)!.blocks).toEqual([
      // Developers search by method and path.
      {kind: 'text', text: 'GET https://api.statlas.app/v1/guilds/{guildId}/members/count'},
      {kind: 'text', text: 'Counts members.'},
      {kind: 'heading', level: 2, text: 'Request', anchor: 'request'},
      {kind: 'heading', level: 3, text: 'Query Parameters', anchor: ''},
      {kind: 'text', text: 'limit integer'},
      {kind: 'text', text: 'Maximum number of entries.'},
    ]);
  });

  it('indexes a blog post and a legal page by the lead of the page and of each section', () => {
    const body = `<p>Statlas 2.3 is out.<p>It adds three variables.<h2 id="counters">Counters</h2><ul><li>Boosts.<li>Roles.</ul><h2 id="fixes">Fixes</h2><p>Daily counters.<p>Top roles.`;
    const leads = [
      {kind: 'text', text: 'Statlas 2.3 is out.'},
      {kind: 'heading', level: 2, text: 'Counters', anchor: 'counters'},
      {kind: 'text', text: 'Boosts.'},
      {kind: 'heading', level: 2, text: 'Fixes', anchor: 'fixes'},
      {kind: 'text', text: 'Daily counters.'},
    ];
    expect(extractPage('/blog/version-2.3-release', page(body))!.blocks).toEqual(leads);
    expect(extractPage('/docs/legal/developer-terms', page(body))!.blocks).toEqual(leads);
    expect(extractPage('/docs/guide/setup', page(body))!.blocks).toHaveLength(8);
  });

  it('indexes docs and posts, not lists', () => {
    expect(isSearchableRoute('/docs/guide/welcome')).toBe(true);
    expect(isSearchableRoute('/blog/version-2.3-release')).toBe(true);
    for (const r of ['/', '/search', '/blog', '/blog/tags/update', '/blog/page/2', '/blog/archive', '/blog/authors']) {
      expect(isSearchableRoute(r)).toBe(false);
    }
  });
});

describe('dev-server index from Markdown', () => {
  it('splits headings, paragraphs, list items and table cells, skipping code, imports and table headers', () => {
    const md = `---\ntitle: X\n---\nimport {links} from '@site/src/config/links';\n\nIntro with a [link](/docs/x) and **bold**.\n\n## Set a prefix {#prefix}\n\n- one\n- two\n\n\`\`\`bash\nnot indexed\n\`\`\`\n\n| a | b |\n|---|---|\n| c | d |\n\n### What's next?\n`;
    expect(markdownBlocks(md)).toEqual([
      {kind: 'text', text: 'Intro with a link and bold.'},
      {kind: 'heading', level: 2, text: 'Set a prefix', anchor: 'prefix'},
      {kind: 'text', text: 'one'},
      {kind: 'text', text: 'two'},
      {kind: 'text', text: 'c'},
      {kind: 'text', text: 'd'},
      {kind: 'heading', level: 3, text: "What's next?", anchor: 'whats-next'},
    ]);
  });
  it('gives repeated headings the anchors Docusaurus gives them', () => {
    const anchors = markdownBlocks('## /stats top\n\nx\n\n## /stats top\n').flatMap((b) =>
      b.kind === 'heading' ? [b.anchor] : [],
    );
    expect(anchors).toEqual(['stats-top', 'stats-top-1']);
  });
});

describe('the extractors agree on the same page', () => {
  // One page as its Markdown source and as Docusaurus renders it (ids from its slugger, minified
  // HTML without optional end tags). The crawler's selectors are checked against the same rules
  // in search-config.test.ts; Algolia runs its extraction.
  const markdown = `---\ntitle: Stats commands\n---\n\nShow statistics.\n\n## /stats top\n\nRanks **members** by [messages](/docs/x).\n\n- messages\n- voice minutes\n\n| Option | Meaning |\n|---|---|\n| period | 7d |\n\n## /stats top\n\nAgain.\n\n## Next steps\n\n- Read more.\n`;
  const html = page(
    `<p>Show statistics.<h2 class="anchor" id="stats-top">/stats top<a class="hash-link" href="#stats-top">\u200b</a></h2>
     <p>Ranks <strong>members</strong> by <a href="/docs/x">messages</a>.<ul><li>messages<li>voice minutes</ul>
     <table><thead><tr><th>Option<th>Meaning</thead><tbody><tr><td>period<td>7d</tbody></table>
     <h2 class="anchor" id="stats-top-1">/stats top<a class="hash-link" href="#stats-top-1">\u200b</a></h2><p>Again.
     <h2 class="anchor" id="next-steps">Next steps</h2><ul><li>Read more.</ul>`,
  );

  it('gives the same headings, anchors and text from Markdown and from built HTML', () => {
    const fromHtml = extractPage('/docs/usage/commands/stats', html, 'Usage')!.blocks;
    expect(fromHtml).toEqual(markdownBlocks(markdown));
    expect(fromHtml.filter((b) => b.kind === 'heading').map((b) => b.anchor)).toEqual(['stats-top', 'stats-top-1']);
  });
});
