/**
 * The remark plugin that draws messages from data at build time (plugins/discord-messages/remark.ts):
 * it hands each component the data of the id it names, expands <MessageReference> into headings with
 * anchors, and fails on an unknown id with the file and line. Trees here are the mdast the MDX parser
 * gives for the JSX shown in each test.
 */
import {describe, expect, it} from 'vitest';

import remarkDiscordMessages from '../../plugins/discord-messages/remark';
import {renderCounterTemplate} from '../../src/data/counterVariables';
import {exampleServer} from '../../src/data/exampleServer';
import {botMessages, getBotMessage, messageFeatures, messagePlainText} from '../../src/data/messages';

type Tree = {type: string; name?: string; attributes?: Array<{type: string; name: string; value: unknown}>; children?: Tree[]; [k: string]: unknown};

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
            data: {estree: {type: 'Program', body: [{type: 'ExpressionStatement', expression: {type: 'ArrayExpression', elements: value.map((v) => ({type: 'Literal', value: v}))}}]}},
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
  it('gives <DiscordMessage id> the message of that id and the member who ran its command', () => {
    const [node] = run(element('DiscordMessage', {id: 'ping'})).children!;
    expect(attr(node!, 'message')).toEqual(getBotMessage('ping'));
    expect(attr(node!, 'invoker')).toMatch(/\w/);
  });

  it('writes the message as an ESTree expression MDX can compile', () => {
    const [node] = run(element('DiscordMessage', {id: 'statsServer'})).children!;
    const value = node!.attributes!.find((a) => a.name === 'message')!.value as {data: {estree: {body: Array<{expression: {type: string}}>}}};
    expect(value.data.estree.body[0]!.expression.type).toBe('ObjectExpression');
  });

  it('gives <BotMessage id> the plain text and kind', () => {
    const [node] = run({...element('BotMessage', {id: 'rewardGrantFailed'}), type: 'mdxJsxTextElement'}).children!;
    expect(attr(node!, 'text')).toBe(messagePlainText(getBotMessage('rewardGrantFailed')));
    expect(attr(node!, 'kind')).toBe('log entry');
  });

  it('renders <ChannelList counters> with the example values and the example server', () => {
    const [node] = run(element('ChannelList', {counters: ['Members: {members}', 'Online: {online}'], caption: 'Two'})).children!;
    expect(attr(node!, 'names')).toEqual([renderCounterTemplate('Members: {members}', 'en-US'), renderCounterTemplate('Online: {online}', 'en-US')]);
    expect(attr(node!, 'server')).toBe(exampleServer.name);
    expect(attr(node!, 'category')).toBe(exampleServer.channels.statsCategory);
    expect(attr(node!, 'counters')).toBeUndefined();
  });

  it('expands <MessageReference feature> into a heading with an anchor, the message, and two paragraphs per message', () => {
    for (const {id: feature} of messageFeatures) {
      const messages = botMessages.filter((m) => m.feature === feature);
      const children = run(element('MessageReference', {feature})).children!;
      expect(children, feature).toHaveLength(messages.length * 4);
      const headings = children.filter((n) => n.type === 'heading');
      expect(headings.map((h) => (h.data as {hProperties: {id: string}}).hProperties.id)).toEqual(messages.map((m) => `message-${m.id}`));
      expect(children.filter((n) => n.name === 'DiscordMessage').map((n) => attr(n, 'id'))).toEqual(messages.map((m) => m.id));
    }
  });

  it('puts every message under exactly one feature', () => {
    const listed = messageFeatures.flatMap(({id}) => botMessages.filter((m) => m.feature === id));
    expect(listed.map((m) => m.id).sort()).toEqual(botMessages.map((m) => m.id).sort());
  });

  it('fails on an unknown id, naming the file and line', () => {
    expect(() => run(element('DiscordMessage', {id: 'pingPong'}, 12))).toThrow(/docs\/page\.mdx:12: <DiscordMessage id="pingPong"> names no message/);
    expect(() => run(element('BotMessage', {}, 4))).toThrow(/docs\/page\.mdx:4: <BotMessage id="undefined">/);
  });

  it('fails on an unknown feature', () => {
    expect(() => run(element('MessageReference', {feature: 'music'}))).toThrow(/the features are general/);
  });
});
