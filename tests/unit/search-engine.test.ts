import {describe, expect, it} from 'vitest';

import {HITS_PER_PAGE_GROUP, RANKING, SearchEngine} from '../../plugins/search/engine/engine';
import {PAGE_KINDS} from '../../plugins/search/indexer/rules';
import {LATER_BLOCK, MAX_CONTENT_CHARS, MAX_LEAD_CHARS, encodeIndex} from '../../plugins/search/indexer/encode';
import {decodeIndex} from '../../plugins/search/engine/indexFormat';
import type {ExtractedPage, PageKind} from '../../plugins/search/indexer/types';
import {highlight, snippet} from '../../plugins/search/engine/text';
import {XSS_CONTENT, fixturePages} from '../fixtures/search-pages';
import {dialogPages} from './search-relevance';

const engine = new SearchEngine(decodeIndex(encodeIndex(fixturePages)), 'https://docs.example');
const modal = (query: string, extra: Record<string, unknown> = {}) =>
  engine.search({
    query,
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    ...extra,
  });
const pages = (query: string) => [...new Set(modal(query).hits.map((h) => new URL(h.url).pathname))];

describe('index format', () => {
  it('round-trips pages into DocSearch records', () => {
    const records = decodeIndex(encodeIndex(fixturePages));
    const top = records.find((r) => r.url === '/docs/usage/commands/stats#stats-top')!;
    expect(top.type).toBe('lvl2');
    expect(top.hierarchy).toMatchObject({lvl0: 'Commands', lvl1: 'Stats commands', lvl2: '/stats top', lvl3: null});
    const content = records.find((r) => r.url === '/docs/guide/setup#log-events' && r.type === 'content')!;
    expect(content.hierarchy).toMatchObject({lvl2: 'Choose a log channel', lvl3: 'Log events'});
    expect(content.language).toBe('en');
    expect(content.docusaurus_tag).toBe('docs-default-current');
  });

  it("stores a heading's anchor only when it is not the slug of the heading's text", () => {
    const headings = [
      {kind: 'heading' as const, level: 2, text: 'Step 3: choose a log channel', anchor: 'step-3-choose-a-log-channel'},
      {kind: 'heading' as const, level: 3, text: 'Latency', anchor: 'message-ping'},
      {kind: 'heading' as const, level: 3, text: 'Path Parameters', anchor: ''},
    ];
    const page: ExtractedPage = {
      path: '/docs/a',
      lvl0: 'Usage',
      title: 'A',
      language: 'en',
      tag: 'x',
      blocks: [...headings, {kind: 'text', text: 'Text.'}],
    };
    const index = encodeIndex([page]);
    expect(index.p[0]![5].slice(0, 3)).toEqual([
      [2, 'Step 3: choose a log channel'],
      [3, 'message-ping', 'Latency'],
      [3, '', 'Path Parameters'],
    ]);
    expect(decodeIndex(index).map((r) => r.url)).toEqual([
      '/docs/a',
      '/docs/a#step-3-choose-a-log-channel',
      '/docs/a#message-ping',
      '/docs/a#message-ping',
      '/docs/a#message-ping',
    ]);
  });
});

describe('what the index leaves out', () => {
  const text = (t: string) => ({kind: 'text' as const, text: t});
  const apiPage = (path: string, ...blocks: string[]): ExtractedPage => ({
    path,
    lvl0: 'API',
    title: path,
    language: 'en',
    tag: 'x',
    blocks: blocks.map(text),
  });

  it('keeps a block that several pages of the API reference repeat only on the shortest page holding it', () => {
    const shared = 'Always unauthorized.';
    const index = encodeIndex([
      apiPage('/docs/api/a', 'Lists channels of the server in channel list order.', shared),
      apiPage('/docs/api/b', 'Counts members.', shared),
      apiPage('/docs/api/unauthorizederror', shared),
      apiPage('/docs/api/c', 'Sums messages.'),
    ]);
    expect(index.p.map((p) => p[5])).toEqual([
      ['Lists channels of the server in channel list order.'],
      ['Counts members.'],
      [shared],
      ['Sums messages.'],
    ]);
  });

  it('keeps a block that docs pages repeat on each of them (a setting or command a table names)', () => {
    const doc = (path: string, ...blocks: string[]): ExtractedPage => ({...apiPage(path, ...blocks), lvl0: 'Usage'});
    const index = encodeIndex(
      ['/docs/a', '/docs/b', '/docs/c'].map((path) => doc(path, 'track_bots', `More on ${path}.`)),
    );
    expect(index.p.map((p) => p[5][0])).toEqual(['track_bots', 'track_bots', 'track_bots']);
  });

  it('leaves out a keyword whose every word the title, description or headings already hold', () => {
    const page: ExtractedPage = {
      path: '/docs/a',
      lvl0: 'Usage',
      title: 'Counter variables',
      description: 'Every variable of a counter template.',
      phrases: ['counter variables', 'placeholders', 'how do I add a variable'],
      language: 'en',
      tag: 'x',
      blocks: [
        {kind: 'heading', level: 2, text: 'Add a variable', anchor: 'add-a-variable'},
        text('Type it in braces.'),
      ],
    };
    expect(encodeIndex([page]).w[0]).toBe('placeholders');
  });

  it('keeps the opening of a long text block, cut at a word boundary, and a long description whole', () => {
    const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
    const long = words(60);
    const description = words(30);
    expect(description.length).toBeGreaterThan(MAX_CONTENT_CHARS);
    const page: ExtractedPage = {
      path: '/docs/a',
      lvl0: 'Usage',
      title: 'Counters',
      description,
      language: 'en',
      tag: 'x',
      blocks: [{kind: 'heading', level: 2, text: 'Templates', anchor: 'templates'}, text(long)],
    };
    const [row] = encodeIndex([page]).p;
    const kept = row![5][1] as string;
    expect(kept.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS);
    expect(long.startsWith(`${kept} `)).toBe(true);
    expect(row![4]).toBe(description);
  });

  it("keeps a blog post's leads shorter than a docs page's blocks: the opening a snippet shows", () => {
    const long = Array.from({length: 40}, (_, i) => `word${i}`).join(' ');
    const at = (path: string): ExtractedPage => ({
      path,
      lvl0: 'Blog',
      title: 'News',
      language: 'en',
      tag: 'x',
      blocks: [{kind: 'heading', level: 2, text: 'What changed', anchor: 'what-changed'}, text(long)],
    });
    const [post, doc] = encodeIndex([at('/blog/2024-01-01-news'), at('/docs/news')]).p.map(
      (row) => row[5][1] as string,
    );
    expect(MAX_LEAD_CHARS).toBeLessThan(MAX_CONTENT_CHARS);
    expect(post!.length).toBeLessThanOrEqual(MAX_LEAD_CHARS);
    expect(long.startsWith(`${post} `)).toBe(true);
    expect(doc!.length).toBeGreaterThan(MAX_LEAD_CHARS);
  });

  it("keeps a section's later text blocks to their opening, and starts counting again at each heading", () => {
    const long = (name: string, n: number) => Array.from({length: 40}, (_, i) => `${name}${n}word${i}`).join(' ');
    const section = (name: string) => [
      {kind: 'heading' as const, level: 2, text: name, anchor: name.toLowerCase()},
      ...Array.from({length: LATER_BLOCK}, (_, i) => text(long(name, i))),
    ];
    const page: ExtractedPage = {
      path: '/docs/a',
      lvl0: 'Usage',
      title: 'Counters',
      language: 'en',
      tag: 'x',
      blocks: [...section('One'), ...section('Two')],
    };
    const lengths = encodeIndex([page])
      .p[0]![5].filter((b) => typeof b === 'string')
      .map((b) => (b as string).length);
    const first = lengths.slice(0, LATER_BLOCK - 1);
    expect(lengths).toHaveLength(2 * LATER_BLOCK);
    for (const n of [...first, ...lengths.slice(LATER_BLOCK, 2 * LATER_BLOCK - 1)])
      expect(n).toBeGreaterThan(MAX_LEAD_CHARS);
    for (const n of [lengths[LATER_BLOCK - 1]!, lengths[2 * LATER_BLOCK - 1]!])
      expect(n).toBeLessThanOrEqual(MAX_LEAD_CHARS);
  });

  it("stores a reader's search without the words the engine skips, keeping its other words in order", () => {
    const page: ExtractedPage = {
      path: '/docs/a',
      lvl0: 'Usage',
      title: 'Counters',
      phrases: ['how do I make a channel that shows the member count', 'Is my Counter stuck'],
      language: 'en',
      tag: 'x',
      blocks: [text('Counters show numbers.')],
    };
    expect(encodeIndex([page]).w[0]).toBe('Counter stuck,make channel that shows member count');
  });

  it('stores two searches that differ only in skipped words once', () => {
    const page: ExtractedPage = {
      path: '/docs/a',
      lvl0: 'Usage',
      title: 'Counters',
      phrases: ['is my counter stuck', 'my counter is stuck', 'counter stuck again'],
      language: 'en',
      tag: 'x',
      blocks: [text('Counters show numbers.')],
    };
    expect(encodeIndex([page]).w[0]).toBe('counter stuck,counter stuck again');
  });

  it('stores two searches with the same words in another order or number once', () => {
    const page: ExtractedPage = {
      path: '/docs/a',
      lvl0: 'Usage',
      title: 'Counters',
      phrases: ['member counter bots', 'bots in member counters', 'member counter without bots'],
      language: 'en',
      tag: 'x',
      blocks: [text('Counters show numbers.')],
    };
    expect(encodeIndex([page]).w[0]!.split(',')).toHaveLength(2);
    expect(encodeIndex([page]).w[0]).toContain('member counter without bots');
  });
});

describe('engine', () => {
  it('answers with Algolia-shaped results', () => {
    const res = modal('stats top', {clickAnalytics: true});
    expect(res.nbHits).toBeGreaterThan(0);
    expect(res.page).toBe(0);
    expect(res.nbPages).toBe(Math.ceil(res.nbHits / 20));
    expect(res.queryID).toMatch(/^[0-9a-f]{32}$/);
    const hit = res.hits[0]!;
    expect(hit.url).toMatch(/^https:\/\/docs\.example\/docs\/usage\/commands\/stats/);
    expect(hit.objectID).toBeTypeOf('string');
    expect((hit._highlightResult.hierarchy as Record<string, {value: string}>).lvl1!.value).toContain('<mark>');
  });

  it('ranks titles and headings above body text', () => {
    expect(pages('stats top')[0]).toBe('/docs/usage/commands/stats');
    expect(pages('log channel')[0]).toBe('/docs/guide/setup');
    expect(pages('counter variables')[0]).toBe('/docs/tools/statdocks/settings/counters');
  });

  it('matches a prefix on the last word and typos like Algolia, including swapped letters', () => {
    expect(pages('dashb')[0]).toBe('/docs/guide/dashboard');
    expect(pages('cuonter')).toContain('/docs/tools/statdocks/settings/counters');
    expect(pages('permissons')[0]).toBe('/docs/guide/invite');
    expect(modal('zzqqxx').nbHits).toBe(0);
  });

  it('completes the last word as typed, not its singular: "stats" never stands for "Statlas"', () => {
    const marked = modal('stats').hits.flatMap(
      (h) => JSON.stringify(h._highlightResult).match(/<mark>[^<]*<\/mark>/g) ?? [],
    );
    expect(
      marked.some((m) => /stats/i.test(m)),
      'stats is marked',
    ).toBe(true);
    expect(marked.filter((m) => /statlas/i.test(m))).toEqual([]);
    expect(
      modal('stat').hits.some((h) => /<mark>Statlas<\/mark>/.test(JSON.stringify(h._highlightResult))),
      'a shorter word still completes',
    ).toBe(true);
  });

  it('applies facet filters as AND of ORs', () => {
    const blog = modal('leaderboard', {facetFilters: ['docusaurus_tag:default']}).hits;
    expect(blog.length, 'the fixture blog post matches').toBeGreaterThan(0);
    expect(blog.every((h) => h.docusaurus_tag === 'default')).toBe(true);
    expect(modal('leaderboard', {facetFilters: ['language:fr']}).nbHits).toBe(0);
  });

  it('pages hitsPerPage hits at a time and keeps one hit per url', () => {
    const first = modal('member', {hitsPerPage: 6});
    expect(first.hits).toHaveLength(6);
    expect(first.nbHits).toBeGreaterThan(12);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 6));
    const urls = first.hits.map((h) => h.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(modal('member', {hitsPerPage: 6, page: 1}).hits[0]!.url).not.toBe(urls[0]);
  });

  it('honours attr:N snippet sizes and the ellipsis', () => {
    const hit = modal('leaderboard voice').hits.find((h) => h.type === 'content' && h.url.includes('leaderboard-1'))!;
    const value = (hit._snippetResult.content as {value: string}).value;
    expect(value.replace(/<\/?mark>/g, '').match(/[\p{L}\p{N}]+/gu)!.length).toBe(10);
    expect(value).toContain('…');
    const five = engine
      .search({query: 'leaderboard voice', attributesToSnippet: ['content:5']})
      .hits.find((h) => h.type === 'content')!;
    expect(
      (five._snippetResult.content as {value: string}).value.replace(/<[^>]+>/g, '').match(/[\p{L}\p{N}]+/gu)!.length,
    ).toBeLessThanOrEqual(5);
  });

  it('escapes page content and the query before highlighting', () => {
    const res = modal('escaping <script>');
    const hit = res.hits.find((h) => h.type === 'content')!;
    const value = (hit._highlightResult.content as {value: string}).value;
    expect(value).not.toContain('<script>');
    expect(value).toContain('&lt;<mark>script</mark>&gt;');
    expect(hit.content).toBe(
      XSS_CONTENT.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
    );
    const title = modal('markup test').hits[0]!;
    expect(JSON.stringify(title._highlightResult)).not.toMatch(/<img/);
  });

  it('answers the /search page defaults (legacy highlight class, content:10)', () => {
    const res = engine.search({query: 'counter', hitsPerPage: 15, facets: ['language', 'docusaurus_tag']});
    expect(res.hitsPerPage).toBe(15);
    expect(JSON.stringify(res.hits[0]!._highlightResult)).toContain('algolia-docsearch-suggestion--highlight');
    expect(res.facets!.language!.en).toBe(res.nbHits);
  });
});

describe('ranking signals', () => {
  it('uses the page description and splits camelCase names', () => {
    const small = new SearchEngine(
      decodeIndex(
        encodeIndex([
          {path: '/a', lvl0: 'API', title: 'RateLimitHeaders', language: 'en', tag: 'x', blocks: []},
          {
            path: '/b',
            lvl0: 'Guide',
            title: 'Limits',
            description: 'How counters refresh.',
            language: 'en',
            tag: 'x',
            blocks: [{kind: 'text', text: 'Other words.'}],
          },
        ]),
      ),
    );
    expect(small.search({query: 'rate limit headers'}).hits[0]!.url).toBe('/a');
    const hit = small.search({query: 'counters refresh'}).hits[0]!;
    expect(hit).toMatchObject({url: '/b', type: 'lvl1'});
  });
});

describe('the ranking model', () => {
  const page = (
    path: string,
    lvl0: string,
    title: string,
    text: string,
    description?: string,
    kind: PageKind = PAGE_KINDS.doc,
  ) => ({
    path,
    lvl0,
    title,
    ...(description ? {description} : {}),
    kind,
    language: 'en',
    tag: 'x',
    blocks: [{kind: 'text' as const, text}],
  });
  const first = (engine: SearchEngine, query: string) =>
    new URL(engine.search({query}).hits[0]!.url, 'https://x').pathname;
  // Each fixture below is built so that the page the rule prefers would lose without the rule.
  const site = (...pages: ExtractedPage[]) => new SearchEngine(decodeIndex(encodeIndex(pages)));

  it("multiplies a page's text score by the prior of its kind, stored in the index", () => {
    const same = 'Member stats: the messages and voice time of one member.';
    const engine = site(
      page('/docs/api/member-stats', 'Reference', 'Member stats', same, undefined, PAGE_KINDS.reference),
      page('/docs/usage/member-stats', 'Usage', 'Member stats', `${same} Run it on any server.`),
    );
    expect(first(engine, 'member stats')).toBe('/docs/usage/member-stats');
  });

  it('counts a completion of a typed word that is already a word less than the word itself', () => {
    const engine = site(
      page(
        '/docs/legal/terms',
        'Legal',
        'Developer terms',
        'What you may build.',
        'The SLA, fair use and attribution.',
      ),
      page(
        '/docs/usage/commands',
        'Usage',
        'Commands',
        'Type a slash to list the commands.',
        'Slash commands and the prefix.',
      ),
    );
    expect(first(engine, 'sla'), 'the word as typed').toBe('/docs/legal/terms');
    expect(
      first(
        new SearchEngine(engine.records, '', [], {
          ...RANKING,
          match: {...RANKING.match, prefixOfWord: RANKING.match.typo},
        }),
        'sla',
      ),
      'without the rule',
    ).toBe('/docs/usage/commands');
    expect(first(engine, 'slas'), 'a word not in the index still completes').toBe('/docs/usage/commands');
  });

  it('lifts the pages of a section a query word names, and only then', () => {
    const engine = site(
      page(
        '/docs/api/member-stats',
        'Reference',
        'Get member stats',
        'The stats of one member.',
        undefined,
        PAGE_KINDS.reference,
      ),
      page('/docs/usage/member-stats', 'Usage', 'Member stats', 'The stats of one member.'),
      page('/blog/stats', 'News', 'New member stats', 'Member stats shipped.', undefined, PAGE_KINDS.post),
    );
    expect(first(engine, 'member stats')).toBe('/docs/usage/member-stats');
    expect(first(engine, 'member stats api')).toBe('/docs/api/member-stats');
    expect(first(engine, 'member stats endpoint')).toBe('/docs/api/member-stats');
    expect(first(engine, 'member stats blog')).toBe('/blog/stats');
  });

  it('weighs a missing query word by its rarity: missing a common word costs less than missing a rare one', () => {
    const filler = (i: number) =>
      page(`/docs/p${i}`, 'Usage', `Page ${i}`, `Create an API key on the dashboard for report ${i}.`);
    const engine = site(
      ...[1, 2, 3, 4, 5, 6].map(filler),
      // Each holds two of the three words, in its text, apart: one misses the common "api", the other the rare "unauthorized".
      page('/docs/calls', 'Usage', 'Calls', 'Every API call needs its own key.'),
      page('/docs/errors', 'Usage', 'Errors', 'Unauthorized: a request came without a valid key.'),
    );
    expect(first(engine, 'api key unauthorized')).toBe('/docs/errors');
  });

  it('counts the rarity of a word that no title or heading holds at half: it is incidental to what the site is about', () => {
    // Titles name roles, members and counts; nothing names "specific", which only one page's text holds.
    const topics = ['Roles', 'Members', 'Counts', 'Report 4', 'Report 5', 'Report 6'];
    const engine = site(
      ...topics.map((title, i) => page(`/docs/p${i}`, 'Usage', title, `Each member role counts for report ${i}.`)),
      page('/docs/counters', 'Tools', 'Counters', 'Count the members who hold a role.'),
      page('/docs/tracking', 'Usage', 'Tracking', 'Leave a specific member out of the count.'),
    );
    const place = (e: SearchEngine, path: string) =>
      e
        .search({query: 'count members with a specific role'})
        .hits.findIndex((h) => new URL(h.url, 'https://x').pathname === path);
    expect(place(engine, '/docs/counters')).toBeLessThan(place(engine, '/docs/tracking'));
    const off = new SearchEngine(engine.records, '', [], {...RANKING, incidental: 1});
    expect(place(off, '/docs/counters'), 'without the rule').toBeGreaterThan(place(off, '/docs/tracking'));
  });

  it('ranks a page with the query words together above one with the same words apart', () => {
    const apart = 'Member of a channel: the count.';
    const together = 'The member count of a channel.';
    // The same words, so only their order tells the pages apart: swapping the texts swaps the winner.
    expect(
      first(
        site(page('/docs/a', 'Usage', 'Limits', apart), page('/docs/b', 'Usage', 'Limits', together)),
        'member count channel',
      ),
    ).toBe('/docs/b');
    expect(
      first(
        site(page('/docs/a', 'Usage', 'Limits', together), page('/docs/b', 'Usage', 'Limits', apart)),
        'member count channel',
      ),
    ).toBe('/docs/a');
  });

  it('takes a page to be more about the query the more of its title the query makes', () => {
    // Titles of the same length, both holding the query: without the rule the first page would win the tie.
    const engine = site(
      page('/docs/a', 'Tools', 'Widgets on the server', 'They show stats.'),
      page('/docs/b', 'Tools', 'What are the widgets', 'They show stats.'),
    );
    expect(first(engine, 'widgets ')).toBe('/docs/b');
    const off = new SearchEngine(engine.records, '', [], {...RANKING, about: 0});
    expect(first(off, 'widgets ')).toBe('/docs/a');
  });

  it('ranks the page where a pasted phrase is a whole entry, or entries in a row, above one that quotes it in a sentence', () => {
    const blocks = (...texts: string[]) => texts.map((text) => ({kind: 'text' as const, text}));
    const quoted = page(
      '/docs/fix',
      'Usage',
      'Troubleshooting',
      'Seeing counter limit reached for this plan? Upgrade the plan.',
    );
    const list = {
      ...page('/docs/replies', 'Usage', 'Replies', 'What the bot says.'),
      blocks: blocks(
        'Pong! Round trip: 112 ms',
        'Counter limit reached for this plan.',
        'Shown to you only.',
        'Settings',
        'prefix',
        's!',
        'locale',
        'de-DE',
      ),
    };
    const prose = page(
      '/docs/settings',
      'Usage',
      'Configuration',
      'Each server picks a prefix such as s! and a locale such as de-DE in its settings.',
    );
    const engine = site(quoted, list, prose);
    expect(first(engine, 'Counter limit reached for this plan.')).toBe('/docs/replies');
    expect(first(engine, 'Settings prefix: s! locale: de-DE')).toBe('/docs/replies');
    // Three words are not a pasted phrase: the page that is about them wins.
    expect(first(engine, 'counter limit plan')).toBe('/docs/fix');
  });

  it('reads a word being typed that completes to a word as that word, not as a typo of another ("statr")', () => {
    const faq = page(
      '/docs/faq',
      'Tools',
      'Statroles FAQ',
      'Why do my stats not count? Stats count once stats tracking is on; see the stats settings.',
    );
    const engine = site(faq, page('/docs/overview', 'Tools', 'Statroles overview', 'Statroles grants roles.'));
    expect(first(engine, 'statr')).toBe('/docs/overview');
    // Typed out, "statr" is a typo of "stats".
    expect(first(engine, 'statr ')).toBe('/docs/faq');
  });

  it('reads a pasted path as written, with the words it repeats ("guilds/{guildId}")', () => {
    const blocks = (...texts: string[]) => texts.map((text) => ({kind: 'text' as const, text}));
    const endpoint = {
      ...page('/docs/api/member', 'API', 'Member numbers', 'One member over a period.'),
      blocks: blocks('GET /guilds/{guildId}/members/{userId}/stats'),
    };
    const ids = page(
      '/docs/ids',
      'Usage',
      'Find a guild, member or user ID',
      'Copy the guild ID of the server and the user ID of a member to read their stats.',
    );
    // Another operation's title names guilds and stats, as the API reference's titles do.
    const engine = site(
      endpoint,
      ids,
      page('/docs/api/guild', 'API', 'Guild stats', 'The whole server over a period.'),
    );
    expect(first(engine, 'GET /guilds/{guildId}/members/{userId}/stats')).toBe('/docs/api/member');
  });

  it("ranks the page whose reader's search spells out a long question above one that holds its words apart", () => {
    const apart = page(
      '/docs/counters',
      'Tools',
      'Counter numbers',
      'A counter shows a number. Until the next refresh a counter can show the wrong number.',
    );
    const searched = {
      ...page('/docs/faq', 'Tools', 'Questions', 'Answers about counters.'),
      phrases: [
        'the counter shows the wrong number',
        'refresh interval',
        'rename limit',
        'lock icon',
        'deleted channel',
        'plan limit',
      ],
    };
    const engine = site(apart, searched);
    expect(first(engine, 'why the counter shows the wrong number')).toBe('/docs/faq');
    // Two words are not a long question: the page about them wins.
    expect(first(engine, 'counter ')).toBe('/docs/counters');
  });

  it('takes a page to be about a query that fills one of its headings, less than its title', () => {
    const withHeading = {
      ...page('/docs/a', 'Usage', 'Bot settings', 'Where the bot writes.'),
      blocks: [
        {kind: 'heading' as const, level: 2, text: 'Webhooks', anchor: 'webhooks'},
        {kind: 'text' as const, text: 'Pick the channel.'},
      ],
    };
    const inText = page(
      '/docs/b',
      'Usage',
      'Setup',
      'Webhooks get every log of the bot.',
      'Choose webhooks for the bot.',
    );
    const engine = site(withHeading, inText);
    expect(first(engine, 'webhooks ')).toBe('/docs/a');
    expect(first(new SearchEngine(engine.records, '', [], {...RANKING, heading: 0}), 'webhooks ')).toBe('/docs/b');
  });

  it("holds the three best pages in the dialog's first three places, whatever their sections", () => {
    // Tools comes first (its page is the best), so without the rule its two weak pages would stand
    // before the second and third best pages, both in Usage.
    const engine = site(
      page('/docs/t1', 'Tools', 'Voice leaderboard', 'The voice leaderboard ranks members by voice minutes.'),
      page('/docs/t2', 'Tools', 'Roles', 'A role can need voice minutes.'),
      page('/docs/t3', 'Tools', 'Counters', 'A counter shows voice minutes.'),
      page('/docs/u1', 'Usage', 'Leaderboard commands', 'Show the voice leaderboard.'),
      page('/docs/u2', 'Usage', 'Voice settings', 'Which voice channels count for the leaderboard.'),
    );
    const {hits} = engine.search({query: 'voice leaderboard'});
    expect(dialogPages(hits).slice(0, 3)).toEqual(['/docs/t1', '/docs/u1', '/docs/u2']);
    const without = new SearchEngine(engine.records, '', [], {...RANKING, firstPlaces: 0});
    expect(dialogPages(without.search({query: 'voice leaderboard'}).hits).slice(0, 3)).not.toContain('/docs/u2');
    // Further down every page stays: the weak pages that were not in the way are still found.
    expect(dialogPages(engine.search({query: 'minutes'}).hits)).toHaveLength(3);
  });

  it("shows first the section that holds the query word fewest of the page's sections hold", () => {
    const text = (t: string) => ({kind: 'text' as const, text: t});
    const heading = (t: string) => ({kind: 'heading' as const, level: 2, text: t, anchor: t.toLowerCase()});
    const invite = {
      ...page('/docs/invite', 'Guide', 'Invite Statlas', 'Add Statlas to your server.'),
      blocks: [
        heading('Permissions'),
        text('The bot asks for Manage Channels.'),
        text('The bot renames counters.'),
        heading('Troubleshooting'),
        text('Statlas shows as offline: check the status page.'),
      ],
    };
    const hits = site(invite)
      .search({query: 'bot offline'})
      .hits.map((h) => h.url);
    // The page record holds neither word, so the sections stand alone: "offline" before "bot".
    expect(hits[0]).toBe('/docs/invite#troubleshooting');
    expect(hits).toHaveLength(HITS_PER_PAGE_GROUP);
  });

  it("takes a page to be about a short query that fills one of its readers' searches, as a heading it fills", () => {
    const inText = page('/docs/counters', 'Tools', 'Counter channels', 'An online counter counts members.');
    const searched = {
      ...page('/docs/faq', 'Tools', 'Questions', 'Answers about channels.'),
      phrases: ['online counter', 'lock icon'],
    };
    const engine = site(inText, searched);
    expect(first(engine, 'online counter')).toBe('/docs/faq');
    expect(first(new SearchEngine(engine.records, '', [], {...RANKING, heading: 0}), 'online counter')).toBe(
      '/docs/counters',
    );
  });

  it("lets the readers' searches nearest a query of three or more words vote for their pages", () => {
    // The titled page holds every word in a sentence; the FAQ's readers asked the question in two halves.
    const titled = page('/docs/counters', 'Tools', 'Counter refresh', 'A counter that stopped can refresh today.');
    const asked = {
      ...page('/docs/faq', 'Tools', 'Questions', 'Answers about counters.'),
      phrases: ['counter stopped', 'stuck counter', 'no refresh today'],
    };
    const engine = site(titled, asked);
    expect(first(engine, 'counter stopped refresh today')).toBe('/docs/faq');
    expect(
      first(
        new SearchEngine(engine.records, '', [], {...RANKING, vote: {...RANKING.vote, minWords: Infinity}}),
        'counter stopped refresh today',
      ),
      'without the vote',
    ).toBe('/docs/counters');
    // A word or two is in too many searches to tell pages apart: it does not vote.
    expect(first(engine, 'counter refresh')).toBe('/docs/counters');
  });

  it('ranks in full only the best `rerank` pages by text score; the others follow, each as its page record', () => {
    const pages = [
      page('/docs/refresh', 'Tools', 'Counter refresh', 'Refresh a counter now.'),
      {
        ...page('/docs/counters', 'Tools', 'Counters', 'What a counter channel shows.'),
        blocks: [
          {kind: 'heading' as const, level: 2, text: 'When a counter refreshes', anchor: 'when'},
          {kind: 'text' as const, text: 'A counter refreshes on its own.'},
        ],
      },
      page('/docs/setup', 'Tools', 'Setup', 'Add one counter, then refresh the list.'),
    ];
    const full = site(...pages);
    const narrow = new SearchEngine(full.records, '', [], {...RANKING, rerank: 1});
    const urls = (engine: SearchEngine) => engine.search({query: 'counter refresh'}).hits.map((h) => h.url);
    expect(urls(full)).toEqual([
      '/docs/counters',
      '/docs/counters#when',
      '/docs/refresh',
      '/docs/refresh',
      '/docs/setup',
    ]);
    // The best page is ranked and shown as before; the others hold the query too, and show as their page records.
    expect(urls(narrow)).toEqual(['/docs/counters', '/docs/counters#when', '/docs/refresh', '/docs/setup']);
    expect(narrow.search({query: 'counter refresh'}).nbHits).toBe(4);
  });

  it("searches a page's readers' phrases with a heading's weight", () => {
    const engine = site(
      {...page('/docs/a', 'Usage', 'Counters', 'Counters show numbers.'), phrases: ['stat channels', 'live numbers']},
      page('/docs/b', 'Usage', 'Other', 'Stat channels are channels, and channels list stat values.'),
    );
    expect(first(engine, 'stat channels')).toBe('/docs/a');
  });

  it('matches synonyms both ways', () => {
    const small = new SearchEngine(
      decodeIndex(
        encodeIndex([
          page('/a', 'Usage', 'Ignored channels', 'Statlas skips these channels.'),
          page('/b', 'Usage', 'Other', 'Nothing here.'),
        ]),
      ),
      '',
      [['exclude', 'ignore']],
    );
    expect(first(small, 'exclude channels')).toBe('/a');
    expect(first(small, 'exclude')).toBe('/a');
    expect(new SearchEngine(small.records, '', []).search({query: 'exclude'}).hits).toEqual([]);
    // A page in the reader's own word comes before one that matches only through a synonym.
    const both = new SearchEngine(
      decodeIndex(
        encodeIndex([
          // The shorter text would win on its own: the synonym's lower weight puts the reader's word first.
          page('/a', 'Usage', 'Channels', 'Ignore a channel to leave it out of the stats.', 'Which channels count.'),
          page(
            '/c',
            'Usage',
            'Channels',
            'To exclude a channel from the stats, turn it off and also turn it off here.',
            'Which channels count.',
          ),
        ]),
      ),
      '',
      [['exclude', 'ignore']],
    );
    expect(first(both, 'exclude ')).toBe('/c');
    expect(first(both, 'ignore ')).toBe('/a');
  });

  it('highlights exactly the words it ranked by: typos, completions, synonyms and words written apart', () => {
    const engine = new SearchEngine(
      decodeIndex(encodeIndex([page('/a', 'Usage', 'Counter setup', 'Set up a counter, then ignore the rest.')])),
      '',
      [['exclude', 'ignore']],
    );
    const marked = (query: string) => {
      const hit = engine
        .search({query, highlightPreTag: '[', highlightPostTag: ']'})
        .hits.find((h) => h.type === 'content')!;
      return (hit._highlightResult.content as {value: string}).value;
    };
    expect(marked('cuonter exclude')).toBe('Set up a [counter], then [ignore] the rest.');
    expect(marked('coun')).toBe('Set up a [counter], then ignore the rest.');
  });

  it("shows a page's own hit before its sections", () => {
    const engine = site(
      page('/docs/a', 'Usage', 'Counters', 'Counters count members. More counters here.', 'Counters in channel names.'),
    );
    const hits = engine.search({query: 'counters'}).hits;
    expect(hits.map((h) => h.type)).toEqual(['lvl1', 'content']);
  });
});

describe('text helpers', () => {
  const map = new Map([['top', new Set(['top'])]]);
  it('highlights whole words and reports the match level', () => {
    expect(highlight('/stats top', map, '<b>', '</b>')).toMatchObject({value: '/stats <b>top</b>', matchLevel: 'full'});
    expect(highlight('none here', map, '<b>', '</b>').matchLevel).toBe('none');
  });
  it('cuts snippets with the ellipsis', () => {
    expect(snippet('one two three four five six top seven eight nine', 3, map, '[', ']', '…').value).toBe(
      '…six [top] seven…',
    );
  });
});
