/**
 * Remark plugin that draws Statlas's messages from src/data/messages.ts at build time.
 *
 * Writers name a message by id; this plugin looks it up while the MDX compiles and writes what the
 * reader sees into the page, so a page's JavaScript carries the markup of the messages it shows and
 * no component code or data module (see decisions/discord-message-component.md for the figures):
 *
 * - `<DiscordMessage id="ping" />` (no import) becomes the message's markup (./markup.ts), styled by
 *   ./styles.css: avatar, name, APP tag, time, text, embed, ephemeral note, log channel;
 * - `<BotMessage id="ping" />` (the component in src/components/BotMessage) gets `text` and `kind`;
 * - `<ChannelList counters={['Members: {members}']} caption="…" />` (no import) becomes the top of the
 *   example server's channel list, the counters rendered with the example values;
 * - `<MessageReference feature="counters" />` (no import needed) becomes, for each message of that
 *   feature, an `h3` with the anchor `#message-<id>`, the drawn message, and when it appears and what
 *   to do, as Markdown, so the entries are in the table of contents and the search index.
 *
 * An unknown id or feature fails the build with the file and line. It runs before Docusaurus's own
 * remark plugins (beforeDefaultRemarkPlugins), so the headings it adds get ids and TOC entries.
 */
import {renderCounterTemplate} from '../../src/data/counterVariables';
import {exampleServer} from '../../src/data/exampleServer';
import {botMessages, exampleMembers, messageFeatures, messagePlainText, type BotMessage} from '../../src/data/messages';
import {channelListMarkup, messageMarkup} from './markup';

/** The anchor of a message on the messages page. */
export const messageAnchor = (id: string): string => `message-${id}`;

interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Attribute[];
  children?: Node[];
  depth?: number;
  data?: Record<string, unknown>;
  position?: {start: {line: number}};
}

interface Attribute {
  type: string;
  name: string;
  value?: string | null | {type: string; value: string; data?: {estree?: Program}};
}

interface Program {
  type: 'Program';
  sourceType: 'module';
  body: Array<{type: string; expression?: Estree}>;
  comments?: unknown[];
}

type Estree = {type: string; [key: string]: unknown};

const stringAttribute = (name: string, value: string): Attribute => ({type: 'mdxJsxAttribute', name, value});

/** The value of a string attribute, or of an expression holding a string or an array of strings. */
function attributeValue(node: Node, name: string): string | string[] | undefined {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute || attribute.value === undefined || attribute.value === null) return undefined;
  if (typeof attribute.value === 'string') return attribute.value;
  const expression = attribute.value.data?.estree?.body[0]?.expression;
  const literal = (e: Estree | undefined): string => {
    if (e?.type === 'Literal' && typeof e.value === 'string') return e.value;
    throw new Error(
      `${name}={${attribute.value && typeof attribute.value === 'object' ? attribute.value.value : ''}} must be a string or a list of strings`,
    );
  };
  if (expression?.type === 'ArrayExpression') return (expression.elements as Estree[]).map(literal);
  return literal(expression);
}

const byId = new Map<string, BotMessage>(botMessages.map((message) => [message.id, message]));

function text(value: string): Node {
  return {type: 'text', value};
}

/** A sentence whose `backticks` mark code, as Markdown inline nodes. */
function inline(sentence: string): Node[] {
  return sentence.split('`').map((part, i) => (i % 2 === 1 ? {type: 'inlineCode', value: part} : text(part)));
}

function discordMessageElement(message: BotMessage, time?: string, home = false): Node {
  return messageMarkup(message, {invoker: exampleMembers.owner, time, home}) as Node;
}

const KIND_LABEL: Record<BotMessage['kind'], string> = {
  reply: 'Reply.',
  'ephemeral reply': 'Reply only you see.',
  'embed reply': 'Embed reply.',
  'log entry': 'Log entry.',
  announcement: 'Announcement.',
};

/** The messages page's entries for one feature. */
function referenceNodes(feature: string): Node[] {
  return botMessages
    .filter((message) => message.feature === feature)
    .flatMap((message) => [
      {
        type: 'heading',
        depth: 3,
        children: [text(message.title)],
        data: {hProperties: {id: messageAnchor(message.id)}},
      },
      discordMessageElement(message, undefined, true),
      {
        type: 'paragraph',
        children: [{type: 'strong', children: [text(KIND_LABEL[message.kind])]}, text(' '), ...inline(message.when)],
      },
      {
        type: 'paragraph',
        children: [{type: 'strong', children: [text('What to do.')]}, text(' '), ...inline(message.action)],
      },
    ]);
}

interface VFileLike {
  path?: string;
}

export default function remarkDiscordMessages() {
  return (tree: Node, file: VFileLike) => {
    const where = (node: Node) => `${file.path ?? 'page'}:${node.position?.start.line ?? '?'}`;
    const lookUp = (node: Node): BotMessage => {
      const id = attributeValue(node, 'id');
      const message = typeof id === 'string' ? byId.get(id) : undefined;
      if (!message) {
        throw new Error(
          `${where(node)}: <${node.name} id="${String(id)}"> names no message of src/data/messages.ts (known: ${[...byId.keys()].join(', ')})`,
        );
      }
      return message;
    };

    const channelList = (node: Node): Node => {
      // Without `counters`, the list shows the example server's own counters.
      const counters = attributeValue(node, 'counters') ?? exampleServer.counters.map((counter) => counter.template);
      const locale = attributeValue(node, 'locale');
      const caption = attributeValue(node, 'caption');
      const category = attributeValue(node, 'category');
      if (!Array.isArray(counters) || counters.length === 0 || typeof caption !== 'string') {
        throw new Error(
          `${where(node)}: <ChannelList> needs caption="…" and, if given, counters={['Members: {members}', …]}`,
        );
      }
      const {channels} = exampleServer;
      return channelListMarkup({
        caption,
        server: exampleServer.name,
        category: typeof category === 'string' ? category : channels.statsCategory,
        names: counters.map((template) =>
          renderCounterTemplate(template, typeof locale === 'string' ? locale : 'en-US'),
        ),
        textChannels: [channels.announcements, channels.general],
      }) as Node;
    };

    const visit = (parent: Node) => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i += 1) {
        const node = children[i]!;
        if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
          if (node.name === 'MessageReference') {
            const feature = attributeValue(node, 'feature');
            if (!messageFeatures.some((f) => f.id === feature)) {
              throw new Error(
                `${where(node)}: <MessageReference feature="${String(feature)}">: the features are ${messageFeatures.map((f) => f.id).join(', ')}`,
              );
            }
            const replacement = referenceNodes(feature as string);
            children.splice(i, 1, ...replacement);
            i += replacement.length - 1;
            continue;
          }
          if (node.name === 'DiscordMessage' || node.name === 'ChannelList') {
            if (node.type === 'mdxJsxTextElement') {
              throw new Error(`${where(node)}: put <${node.name}> on a line of its own, with blank lines around it`);
            }
            const time = attributeValue(node, 'time');
            children[i] =
              node.name === 'DiscordMessage'
                ? discordMessageElement(lookUp(node), typeof time === 'string' ? time : undefined)
                : channelList(node);
            continue;
          }
          if (node.name === 'BotMessage') {
            const message = lookUp(node);
            node.attributes = [
              ...(node.attributes ?? []),
              stringAttribute('text', messagePlainText(message)),
              stringAttribute('kind', message.kind),
            ];
          }
        }
        visit(node);
      }
    };
    visit(tree);
  };
}
