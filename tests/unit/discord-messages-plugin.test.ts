/**
 * The remark plugin that draws messages from data at build time (plugins/discord-messages/remark.ts):
 * it writes each <DiscordMessage> and <ChannelList> into the page as markup, hands <BotMessage> its
 * text, expands <MessageReference> into headings with anchors, and fails on an unknown id with the
 * file and line. Trees here are the mdast the MDX parser gives for the JSX shown in each test.
 */
import {describe, expect, it} from 'vitest';

import remarkDiscordMessages from '../../plugins/discord-messages/remark';
import {messageLabel} from '../../plugins/discord-messages/markup';
import {renderCounterTemplate} from '../../src/data/counterVariables';
import {exampleServer} from '../../src/data/exampleServer';
import {botMessages, getBotMessage, messageFeatures, messagePlainText} from '../../src/data/messages';

type Tree = {
  type: string;
  name?: string;
  attributes?: Array<{type: string; name: string; value: unknown}>;
  children?: Tree[];
  [k: string]: unknown;
};

function element(name: string, attributes: Record<string, unknown>, line = 3): Tree {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value: Array.isArray(value)
        ? {
            type: 'mdxJsxAttributeValueExpression',
            value: JSON.stringify(value),
            data: {
              estree: {
                type: 'Program',
                body: [
                  {
                    type: 'ExpressionStatement',
                    expression: {type: 'ArrayExpression', elements: value.map((v) => ({type: 'Literal', value: v}))},
                  },
                ],
              },
            },
          }
        : value,
    })),
    children: [],
    position: {start: {line}},
  };
}

function run(...nodes: Tree[]): Tree {
  const tree: Tree = {type: 'root', children: nodes};
  remarkDiscordMessages()(tree as never, {path: 'docs/page.mdx'});
  return tree;
}

/** The value an attribute stands for: its string, or the value of its expression. */
function attr(node: Tree, name: string): unknown {
  const value = node.attributes?.find((a) => a.name === name)?.value as {value: string} | string | undefined;
  return typeof value === 'object' ? JSON.parse(value.value) : value;
}

describe('the discord-messages remark plugin', () => {
  /** Every text of a node, in order. */
  const textOf = (node: Tree): string =>
    node.type === 'text' || node.type === 'inlineCode'
      ? String(node.value)
      : (node.children ?? []).map(textOf).join('');
  /** Every element of a subtree with the class. */
  const withClass = (node: Tree, cls: string): Tree[] => [
    ...(attr(node, 'className') === cls ? [node] : []),
    ...(node.children ?? []).flatMap((child) => withClass(child, cls)),
  ];

  it('draws <DiscordMessage id> as a figure named by sender and place, holding the message text', () => {
    const message = getBotMessage('rewardGranted');
    const [node] = run(element('DiscordMessage', {id: 'rewardGranted'})).children!;
    expect(node!.name).toBe('figure');
    expect(attr(node!, 'aria-label')).toBe(messageLabel(message));
    expect(attr(node!, 'aria-label')).toBe('Statlas log entry in #statlas-log');
    expect(textOf(withClass(node!, 'dm-ch')[0]!)).toBe('statlas-log');
    expect(textOf(withClass(node!, 'dm-c')[0]!)).toBe(message.text);
    expect(withClass(node!, 'dm-at').map(textOf)).toEqual(['@Regular', '@mira_builds']);
    expect(textOf(withClass(node!, 'dm-tag')[0]!)).toBe('APP');
  });

  it('draws an embed with its title, fields and footer, and an ephemeral reply with its note', () => {
    const stats = getBotMessage('statsServer');
    const [embed] = run(element('DiscordMessage', {id: 'statsServer'})).children!;
    expect(textOf(withClass(embed!, 'dm-et')[0]!)).toBe(stats.embed!.title);
    expect(textOf(withClass(embed!, 'dm-ef')[0]!)).toBe(stats.embed!.footer);
    expect(textOf(withClass(embed!, 'dm-f')[0]!)).toContain(stats.embed!.fields![0]!.name);
    const [ephemeral] = run(element('DiscordMessage', {id: 'counterLimitReached'})).children!;
    expect(textOf(withClass(ephemeral!, 'dm-x')[0]!)).toBe('Only you can see this · Dismiss message');
    expect(withClass(embed!, 'dm-x')).toEqual([]);
  });

  it('gives <BotMessage id> the plain text and kind', () => {
    const [node] = run({...element('BotMessage', {id: 'rewardGrantFailed'}), type: 'mdxJsxTextElement'}).children!;
    expect(attr(node!, 'text')).toBe(messagePlainText(getBotMessage('rewardGrantFailed')));
    expect(attr(node!, 'kind')).toBe('log entry');
  });

  it('draws <ChannelList counters> with the example values and the example server', () => {
    const [node] = run(
      element('ChannelList', {counters: ['Members: {members}', 'Online: {online}'], caption: 'Two'}),
    ).children!;
    expect(attr(node!, 'aria-label')).toBe('Two');
    expect(textOf(withClass(node!, 'cl-s')[0]!)).toBe(exampleServer.name);
    expect(withClass(node!, 'cl-c').map(textOf)).toEqual([exampleServer.channels.statsCategory, 'TEXT CHANNELS']);
    expect(withClass(node!, 'cl-v').map(textOf)).toEqual([
      renderCounterTemplate('Members: {members}', 'en-US'),
      renderCounterTemplate('Online: {online}', 'en-US'),
    ]);
    expect(withClass(node!, 'cl-t').map(textOf)).toContain(exampleServer.channels.general);
  });

  it('expands <MessageReference feature> into a heading with an anchor, the message, and two paragraphs per message', () => {
    for (const {id: feature} of messageFeatures) {
      const messages = botMessages.filter((m) => m.feature === feature);
      const children = run(element('MessageReference', {feature})).children!;
      expect(children, feature).toHaveLength(messages.length * 4);
      const headings = children.filter((n) => n.type === 'heading');
      expect(headings.map((h) => (h.data as {hProperties: {id: string}}).hProperties.id)).toEqual(
        messages.map((m) => `message-${m.id}`),
      );
      expect(children.filter((n) => n.name === 'figure').map((n) => attr(n, 'aria-label'))).toEqual(
        messages.map((m) => messageLabel(m)),
      );
    }
  });

  it('puts every message under exactly one feature', () => {
    const listed = messageFeatures.flatMap(({id}) => botMessages.filter((m) => m.feature === id));
    expect(listed.map((m) => m.id).sort()).toEqual(botMessages.map((m) => m.id).sort());
  });

  it('fails on an unknown id, naming the file and line', () => {
    expect(() => run(element('DiscordMessage', {id: 'pingPong'}, 12))).toThrow(
      /docs\/page\.mdx:12: <DiscordMessage id="pingPong"> names no message/,
    );
    expect(() => run(element('BotMessage', {}, 4))).toThrow(/docs\/page\.mdx:4: <BotMessage id="undefined">/);
  });

  it('fails on an unknown feature', () => {
    expect(() => run(element('MessageReference', {feature: 'music'}))).toThrow(/the features are general/);
  });
});
