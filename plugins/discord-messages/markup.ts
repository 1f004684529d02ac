/**
 * The markup of a Statlas message and of a channel list, as MDX JSX nodes the remark plugin puts in
 * place of `<DiscordMessage id="…" />` and `<ChannelList … />`. Plain elements with the global
 * classes of ./styles.css (prefix `dm-` and `cl-`): the page's JavaScript holds only the message's
 * own markup, as it held the text-art code block before, and no component code or data module.
 *
 * To a screen reader a message is a figure named by who sent it and where ("Statlas log entry in
 * #statlas-log"), holding the message's text; icons and the avatar are CSS backgrounds.
 */
import type {BotMessage, MessageEmbed} from '../../src/data/messages';

export interface MdxNode {
  type: string;
  name?: string;
  value?: string;
  attributes?: Array<{type: 'mdxJsxAttribute'; name: string; value: string}>;
  children?: MdxNode[];
}

/** A JSX element with string attributes (undefined ones left out). */
export function el(
  name: string,
  attributes: Record<string, string | undefined>,
  children: MdxNode[] = [],
  flow = false,
): MdxNode {
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name,
    attributes: Object.entries(attributes)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children,
  };
}

export const text = (value: string): MdxNode => ({type: 'text', value});

/** `@name` and `#channel` as Discord mentions, `backticks` as inline code, the rest as text. */
export function inline(value: string): MdxNode[] {
  return value
    .split(/(`[^`]+`|@[A-Za-z0-9_.]+[A-Za-z0-9_]|#[a-z][a-z0-9-]*)/)
    .filter((part) => part !== '')
    .map((part) => {
      if (part.startsWith('`')) return {type: 'inlineCode', value: part.slice(1, -1)};
      if (/^[@#]\w/.test(part)) return el('span', {className: 'dm-at'}, [text(part)]);
      return text(part);
    });
}

/** How the message is announced: who sent it and where. */
export function messageLabel(message: BotMessage): string {
  const command = message.command ? ` to ${message.command}` : '';
  switch (message.kind) {
    case 'log entry':
      return `Statlas log entry in #${message.channel}`;
    case 'announcement':
      return `Statlas message in #${message.channel}`;
    case 'ephemeral reply':
      return `Statlas reply${command}, only visible to you`;
    default:
      return `Statlas reply${command}`;
  }
}

function embedNodes(embed: MessageEmbed): MdxNode {
  return el('div', {className: 'dm-e', 'data-tone': embed.tone}, [
    el('p', {className: 'dm-et'}, [text(embed.title)]),
    ...(embed.description ? [el('p', {className: 'dm-ed'}, inline(embed.description))] : []),
    ...(embed.fields?.length
      ? [
          el(
            'dl',
            {className: 'dm-f'},
            embed.fields.map((field) =>
              // Paragraphs inside dt and dd: the search index reads paragraphs, so a pasted field finds its message.
              el('div', {className: field.inline ? undefined : 'dm-fw'}, [
                el('dt', {}, [el('p', {}, [text(field.name)])]),
                el('dd', {}, [el('p', {}, inline(field.value))]),
              ]),
            ),
          ),
        ]
      : []),
    ...(embed.footer ? [el('p', {className: 'dm-ef'}, [text(embed.footer)])] : []),
  ]);
}

export interface MessageOptions {
  /** The member who ran the command, without `@`. */
  readonly invoker: string;
  /** The time beside the name. */
  readonly time?: string;
  /**
   * The message's home, the messages reference: search indexes a message there only, since the
   * copies other pages draw illustrate a step (`data-home`, see plugins/search/indexer/rules.ts).
   */
  readonly home?: boolean;
}

/** One Statlas message as Discord draws it. */
export function messageMarkup(message: BotMessage, {invoker, time = 'Today at 14:32', home}: MessageOptions): MdxNode {
  const inChannel = message.kind === 'log entry' || message.kind === 'announcement';
  return el(
    'figure',
    {className: 'dm', 'aria-label': messageLabel(message), ...(home ? {'data-home': ''} : {})},
    [
      ...(inChannel ? [el('p', {className: 'dm-ch'}, [text(message.channel ?? '')])] : []),
      el('div', {className: 'dm-m'}, [
        ...(message.command
          ? [
              el('p', {className: 'dm-i'}, [
                el('span', {className: 'dm-at'}, [text(`@${invoker}`)]),
                text(' used '),
                el('span', {className: 'dm-cmd'}, [text(message.command)]),
              ]),
            ]
          : []),
        el('span', {className: 'dm-av'}),
        el('div', {className: 'dm-b'}, [
          el('p', {className: 'dm-h'}, [
            el('span', {className: 'dm-n'}, [text('Statlas')]),
            text(' '),
            el('span', {className: 'dm-tag'}, [text('APP')]),
            text(' '),
            el('span', {className: 'dm-t'}, [text(time)]),
          ]),
          ...(message.text ? [el('p', {className: 'dm-c'}, inline(message.text))] : []),
          ...(message.embed ? [embedNodes(message.embed)] : []),
          ...(message.kind === 'ephemeral reply'
            ? [
                el('p', {className: 'dm-x'}, [
                  text('Only you can see this · '),
                  el('span', {className: 'dm-l'}, [text('Dismiss message')]),
                ]),
              ]
            : []),
        ]),
      ]),
    ],
    true,
  );
}

export interface ChannelListData {
  readonly caption: string;
  readonly server: string;
  readonly category: string;
  /** Counter channels' names. */
  readonly names: readonly string[];
  readonly textChannels: readonly string[];
}

/** The top of a server's channel list: counters as locked voice channels in their category, then the text channels. */
export function channelListMarkup({caption, server, category, names, textChannels}: ChannelListData): MdxNode {
  return el(
    'figure',
    {className: 'cl', 'aria-label': caption},
    [
      el('p', {className: 'cl-s'}, [text(server)]),
      el('ul', {className: 'cl-g'}, [
        el('li', {}, [
          el('span', {className: 'cl-c'}, [text(category)]),
          el(
            'ul',
            {},
            names.map((name) => el('li', {className: 'cl-v'}, [text(name)])),
          ),
        ]),
        el('li', {}, [
          el('span', {className: 'cl-c'}, [text('TEXT CHANNELS')]),
          el(
            'ul',
            {},
            textChannels.map((name) => el('li', {className: 'cl-t'}, [text(name)])),
          ),
        ]),
      ]),
    ],
    true,
  );
}
