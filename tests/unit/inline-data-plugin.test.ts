/**
 * The remark plugin that writes figures and the reader line into MDX pages at build time
 * (plugins/inline-data/remark.ts): the page must hold the words, and neither the component import
 * nor the data behind it. Trees here are the mdast the MDX parser gives for the source in each test.
 */
import {describe, expect, it} from 'vitest';

import remarkInlineData from '../../plugins/inline-data/remark';
import {factText} from '../../src/components/Fact/facts';
import {limitText} from '../../src/components/Limit/text';
import {getReader} from '../../src/data/readers';
import {docRoutes} from '../../src/data/routes';
import {releases} from '../../src/data/releases';

type Tree = {
  type: string;
  name?: string;
  value?: unknown;
  depth?: number;
  url?: string;
  attributes?: Array<{type: string; name: string; value: unknown}>;
  children?: Tree[];
  data?: {estree?: {body: unknown[]}};
  [k: string]: unknown;
};

/** `<Name a="b" flag />` inside a paragraph (an mdxJsxTextElement), on `line`. */
function element(name: string, attributes: Record<string, string | true>, line = 3): Tree {
  return {
    type: 'mdxJsxTextElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value: value === true ? null : value,
    })),
    children: [],
    position: {start: {line}},
  };
}

/** `import X from 'source';` lines, as one mdxjsEsm node. */
function imports(...sources: string[]): Tree {
  return {
    type: 'mdxjsEsm',
    value: sources.map((source) => `import X from '${source}';`).join('\n'),
    data: {
      estree: {body: sources.map((source) => ({type: 'ImportDeclaration', source: {type: 'Literal', value: source}}))},
    },
  };
}

const paragraph = (...children: Tree[]): Tree => ({type: 'paragraph', children});
const text = (value: string): Tree => ({type: 'text', value});

function run(nodes: Tree[], frontMatter: Record<string, unknown> = {}, readerLine = true): Tree {
  const tree: Tree = {type: 'root', children: nodes};
  remarkInlineData({readerLine})(tree as never, {path: 'docs/page.mdx', data: {frontMatter}});
  return tree;
}

/** Every text of a node, in order. */
const textOf = (node: Tree): string =>
  node.type === 'text' ? String(node.value) : (node.children ?? []).map(textOf).join('');

describe('the inline-data remark plugin', () => {
  it('writes <Limit> and <Fact> as text', () => {
    const tree = run([
      paragraph(
        text('You get '),
        element('Limit', {of: 'counters', plan: 'free', bare: true}),
        text(' counters, '),
        element('Limit', {of: 'history'}),
        text(' of history, checked every '),
        element('Fact', {of: 'rewardCheck'}),
        text('.'),
      ),
    ]);
    expect(textOf(tree)).toBe(
      `You get ${limitText({of: 'counters', plan: 'free', bare: true})} counters, ${limitText({of: 'history'})} of history, checked every ${factText('rewardCheck')}.`,
    );
    expect(JSON.stringify(tree)).not.toContain('mdxJsx');
  });

  it('drops the imports of the components it writes in, and keeps the others', () => {
    const [esm] = run([
      imports('@site/src/components/Limit', '@site/src/config/links', '@site/src/components/Fact'),
    ]).children!;
    expect(esm!.data!.estree!.body).toEqual([
      {type: 'ImportDeclaration', source: {type: 'Literal', value: '@site/src/config/links'}},
    ]);
    expect(esm!.value).toBe("import X from '@site/src/config/links';");
    // An import node left with nothing goes.
    expect(run([imports('@site/src/components/Limit'), paragraph(text('x'))]).children!.map((n) => n.type)).toEqual([
      'paragraph',
    ]);
  });

  it('fails on an unknown limit, plan or fact, naming the file and line', () => {
    expect(() => run([paragraph(element('Limit', {of: 'nope'}, 7))])).toThrow(/docs\/page\.mdx:7: <Limit>: of="nope"/);
    expect(() => run([paragraph(element('Limit', {of: 'counters', plan: 'gold'}))])).toThrow(/plan="gold"/);
    expect(() => run([paragraph(element('Fact', {of: 'nope'}))])).toThrow(/<Fact>: of="nope"/);
  });

  it('adds the reader line first on a doc page, after the imports, with the link to the levels', () => {
    const admin = getReader('admin');
    const tree = run([imports('@theme/Tabs'), paragraph(text('First paragraph.'))], {reader: 'admin'});
    const [, line, first] = tree.children!;
    expect(line).toMatchObject({type: 'mdxJsxFlowElement', name: 'div'});
    expect(line!.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'className', value: 'statlas-reader'},
      {type: 'mdxJsxAttribute', name: 'data-reader', value: 'admin'},
    ]);
    expect(textOf(line!)).toBe(`${admin.heading}: ${admin.summary} What the levels allow`);
    expect(line!.children!.find((n) => n.type === 'link')?.url).toBe(docRoutes.permissions);
    expect(textOf(first!)).toBe('First paragraph.');
  });

  it('puts the reader line after a leading title, and leaves out the link for everyone', () => {
    const everyone = getReader('everyone');
    const tree = run([{type: 'heading', depth: 1, children: [text('Title')]}, paragraph(text('First.'))], {
      reader: 'everyone',
    });
    expect(tree.children!.map(textOf)).toEqual(['Title', `${everyone.heading}: ${everyone.summary}`, 'First.']);
  });

  it('adds no reader line without `reader:` or where it is off (blog, pages)', () => {
    expect(run([paragraph(text('Text.'))], {}).children).toHaveLength(1);
    expect(run([paragraph(text('Text.'))], {reader: 'admin'}, false).children).toHaveLength(1);
  });

  it('writes <ReleaseHistory /> as one h2 per release, newest first, with its id', () => {
    const flow: Tree = {type: 'mdxJsxFlowElement', name: 'ReleaseHistory', attributes: [], children: []};
    const tree = run([paragraph(text('Intro.')), flow], {}, false);
    const headings = tree.children!.filter((node) => node.type === 'heading');
    expect(headings.map((node) => node.depth)).toEqual(releases.map(() => 2));
    expect(headings.map((node) => (node.data as {hProperties: {id: string}}).hProperties.id)).toEqual(
      releases.map((release) => release.id).reverse(),
    );
    expect(JSON.stringify(tree)).not.toContain('ReleaseHistory');
    // Every item becomes a list item whose text is the item's text without backticks.
    const words = (node: Tree): string =>
      node.type === 'text' || node.type === 'inlineCode'
        ? String(node.value)
        : (node.children ?? []).map(words).join('');
    const listed = tree.children!.filter((node) => node.type === 'list').flatMap((list) => list.children!.map(words));
    const first = releases.at(-1)!.items[0]!;
    expect(listed.some((line) => line.startsWith(first.text.replace(/`/g, '')))).toBe(true);
  });

  it('writes <NewIn> as a label linking to the release that added its subject', () => {
    const tree = run(
      [paragraph(element('NewIn', {limitType: 'day_range'}), text(' Count the last N days.'))],
      {},
      false,
    );
    const [label] = tree.children![0]!.children!;
    expect(label).toMatchObject({type: 'mdxJsxTextElement', name: 'span'});
    expect(textOf(label!)).toBe('New in 2.3');
    expect(label!.children![0]).toMatchObject({type: 'link', url: `${docRoutes.changelog}#v2-3`});
  });

  it('fails on a <NewIn> whose subject no release added, naming the file and line', () => {
    expect(() => run([paragraph(element('NewIn', {command: 'stats top'}, 9))], {}, false)).toThrow(
      /docs\/page\.mdx:9: <NewIn>: no release/,
    );
    expect(() => run([paragraph(element('NewIn', {colour: 'red'}))], {}, false)).toThrow(/<NewIn>: takes one of/);
  });
});
