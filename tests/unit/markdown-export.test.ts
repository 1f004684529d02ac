import {describe, expect, it} from 'vitest';

import {htmlToMarkdown, pageToMarkdown} from '../../plugins/markdown-export/htmlToMarkdown';
import {llmsTxt, orderDocs, type ExportedPage} from '../../plugins/markdown-export/llms';
import {markdownPath} from '../../plugins/markdown-export/twin';

const pageUrl = 'https://docs.statlas.app/docs/guide/invite';
const md = (html: string) => htmlToMarkdown(html, {pageUrl});

describe('HTML to Markdown', () => {
  it('turns a component table with an unclosed caption and cells into a GFM table, and keeps what follows', () => {
    // As the minified build writes it: no </caption>, </th>, </td> or </tr>.
    const html =
      '<div role=region><table><caption>Settings<thead><tr><th>Key<th>Effect<tbody>' +
      '<tr><th><code>track_bots</code><span class=type>boolean</span><td>Counts a | b<ul><li>one</li><li>two</li></ul>' +
      '<tr><th><code>prefix</code><td>Sets the prefix</table></div><p>After the table.';
    expect(md(html)).toBe(
      '**Settings**\n\n| Key | Effect |\n| --- | --- |\n| `track_bots` boolean | Counts a \\| b one; two |\n| `prefix` | Sets the prefix |\n\nAfter the table.\n',
    );
  });

  it("leaves out a table filter's choices and keeps the table and what follows", () => {
    // As the minified build writes a filter: no </option>.
    const html =
      '<p>Filter by tool.</p><div><label for=t>Tool<select id=t><option value=all selected>All commands<option value=statdocks>statdocks</select></label>' +
      '<p aria-live=polite>2 of 2 commands</div><table><thead><tr><th>Command<tbody><tr><th><code>/setup</code></table><h2>Reference</h2><p>After the table.';
    expect(md(html)).toBe(
      'Filter by tool.\n\nTool\n\n2 of 2 commands\n\n| Command |\n| --- |\n| `/setup` |\n\n## Reference\n\nAfter the table.\n',
    );
  });

  it('keeps the language of a highlighted code block and its lines', () => {
    const html =
      '<div class="language-bash theme-code-block"><pre class="prism-code language-bash"><code>' +
      '<div class=token-line><span class="token plain">npm run build</span><br/></div>' +
      '<div class=token-line><span class="token plain">npm run serve</span><br/></div></code></pre><button>Copy</button></div>';
    expect(md(html)).toBe('```bash\nnpm run build\nnpm run serve\n```\n');
  });

  it('writes headings without their anchor, a block that an unclosed paragraph swallowed, and absolute links', () => {
    const html =
      '<p>See <a href="/docs/guide/bot#tracking">how it works</a> and <strong>bold</strong>.' +
      '<h2 id=x>Next<a href=#x class=hash-link>#</a></h2><ol><li>First</li><li>Second <em>step</em></li></ol>';
    expect(md(html)).toBe(
      'See [how it works](https://docs.statlas.app/docs/guide/bot#tracking) and **bold**.\n\n## Next\n\n1. First\n2. Second _step_\n',
    );
  });

  it('turns admonitions into quotes and labels each tab panel, and drops forms and buttons', () => {
    const html =
      '<div class="theme-admonition theme-admonition-warning alert"><div class=heading><svg></svg>warning</div><div><p>Resets data.</div></div>' +
      '<fieldset><legend>Pick</legend><input type=checkbox></fieldset>' +
      '<ul role=tablist><li role=tab>Slash</li><li role=tab>Prefix</li></ul>' +
      '<div role=tabpanel><p>Use /stats</div><div role=tabpanel hidden><p>Use s!stats</div>';
    expect(md(html)).toBe('> **Warning:** Resets data.\n\n**Slash**\n\nUse /stats\n\n**Prefix**\n\nUse s!stats\n');
  });

  it('keeps the paragraphs of a list item apart and escapes text that Markdown would read as syntax', () => {
    const html = '<ul><li><p><strong>from</strong> string&lt;date-time><p>Start of the range [inclusive].</ul>';
    expect(md(html)).toBe('- **from** string\\<date-time>\n\n  Start of the range \\[inclusive].\n');
  });

  it('reads a page: title, description and the article content only', () => {
    const html =
      '<html><head><title>X | Statlas</title><meta name=description content="What it does."></head><body><nav>Menu</nav>' +
      '<article><nav class=theme-doc-breadcrumbs>Guide</nav><div class="theme-doc-markdown markdown"><header><h1>Invite</h1></header>' +
      '<p>Body text.</div><footer>Edit this page</footer></article><footer>Site footer</footer></body></html>';
    expect(pageToMarkdown(html, pageUrl)).toEqual({
      title: 'Invite',
      description: 'What it does.',
      markdown: '# Invite\n\n> What it does.\n\nBody text.\n',
    });
    expect(pageToMarkdown('<html><body><main>No article</main></body></html>', pageUrl)).toBeNull();
  });
});

describe('llms.txt', () => {
  const page = (route: string, title: string, kind: 'doc' | 'post' = 'doc'): ExportedPage => ({
    route,
    title,
    description: `About ${title}.`,
    markdown: `# ${title}\n`,
    kind,
  });

  it('maps page addresses to their Markdown twins', () => {
    expect(markdownPath('/docs/guide/invite')).toBe('/docs/guide/invite.md');
    expect(markdownPath('/docs/')).toBe('/docs/index.md');
  });

  it('lists pages by top-level sidebar category in sidebar order, then pages outside the sidebar, then posts', () => {
    const pages = [
      page('/docs/b', 'B'),
      page('/docs/a', 'A'),
      page('/docs/api/x', 'X'),
      page('/docs/loose', 'Loose'),
      page('/blog/p1', 'P1', 'post'),
    ];
    const ordered = orderDocs(
      pages,
      {
        docs: [{type: 'category', label: 'Guide', link: {type: 'doc', id: 'b'}, items: [{type: 'doc', id: 'a'}]}],
        api: [{type: 'category', label: 'API', link: {type: 'generated-index', permalink: '/docs/api/x'}, items: []}],
      },
      [
        {id: 'a', permalink: '/docs/a'},
        {id: 'b', permalink: '/docs/b'},
      ],
    );
    expect(ordered.sections.map((section) => [section.title, section.pages.map((p) => p.title)])).toEqual([
      ['Guide', ['B', 'A']],
      ['API', ['X']],
      ['Other pages', ['Loose']],
    ]);
    const text = llmsTxt({title: 'Statlas', summary: 'Stats for Discord.', url: 'https://docs.statlas.app'}, ordered);
    expect(text).toMatch(/^# Statlas\n\n> Stats for Discord\.\n\n/);
    expect(text).toContain(
      '## Guide\n\n- [B](https://docs.statlas.app/docs/b.md): About B.\n- [A](https://docs.statlas.app/docs/a.md): About A.\n',
    );
    expect(text).toContain('## Blog\n\n- [P1](https://docs.statlas.app/blog/p1.md): About P1.\n');
  });
});
