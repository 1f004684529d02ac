import type {ReactNode} from 'react';
import type {BotMessage, MessageEmbed} from '@site/src/data/messages';
import styles from './styles.module.css';

/**
 * A Statlas message drawn as Discord shows it: avatar, name, APP tag and time, the content, an embed
 * with its colour bar, fields and footer, "Only you can see this" under an ephemeral reply, and the
 * channel name above a log entry. Everything comes from src/data/messages.ts.
 *
 * Server-rendered markup and CSS only (no hooks, no state, no client code of its own): the HTML is
 * the message's text, so a screen reader reads who sent it and what it says. Writers pass `id`; the
 * remark plugin in plugins/discord-messages looks the message up at build time and passes it as
 * `message`, so a page carries only the messages it shows, not the whole data module. See
 * decisions/discord-message-component.md for why this is not a web-component package.
 */

/** `@name` and `#channel` as Discord mentions, `backticks` as inline code, everything else as text. */
export function renderInline(text: string): ReactNode[] {
  return text.split(/(`[^`]+`|@[A-Za-z0-9_.]+[A-Za-z0-9_]|#[a-z][a-z0-9-]*)/).map((part, i) => {
    if (i % 2 === 0) return part;
    if (part.startsWith('`')) return <code key={i}>{part.slice(1, -1)}</code>;
    return (
      <span key={i} className={styles.mention}>
        {part}
      </span>
    );
  });
}

function Avatar(): ReactNode {
  return (
    <svg className={styles.avatar} viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#5b5bd6" />
      <rect x="17" y="34" width="7" height="14" rx="2" fill="#fff" />
      <rect x="28.5" y="26" width="7" height="22" rx="2" fill="#fff" />
      <rect x="40" y="17" width="7" height="31" rx="2" fill="#fff" />
    </svg>
  );
}

function HashIcon(): ReactNode {
  return (
    <svg className={styles.hash} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M10 3 8 21M16 3l-2 18M4 8.5h17M3 15.5h17" />
    </svg>
  );
}

function EyeIcon(): ReactNode {
  return (
    <svg className={styles.eye} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function Embed({embed}: {readonly embed: MessageEmbed}): ReactNode {
  return (
    <div className={styles.embed} data-tone={embed.tone}>
      <p className={styles.embedTitle}>{embed.title}</p>
      {embed.description ? <p className={styles.embedDescription}>{renderInline(embed.description)}</p> : null}
      {embed.fields?.length ? (
        <dl className={styles.fields}>
          {embed.fields.map((field) => (
            <div key={field.name} className={field.inline ? styles.inlineField : styles.field}>
              <dt>{field.name}</dt>
              <dd>{renderInline(field.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {embed.footer ? <p className={styles.embedFooter}>{embed.footer}</p> : null}
    </div>
  );
}

/** How the message is announced: who sent it and where. */
export function messageLabel(message: BotMessage): string {
  switch (message.kind) {
    case 'log entry':
      return `Statlas log entry in #${message.channel}`;
    case 'announcement':
      return `Statlas message in #${message.channel}`;
    case 'ephemeral reply':
      return `Statlas reply${message.command ? ` to ${message.command}` : ''}, only visible to you`;
    default:
      return `Statlas reply${message.command ? ` to ${message.command}` : ''}`;
  }
}

interface Props {
  /** A message id of src/data/messages.ts. */
  readonly id: string;
  /** Time shown beside the name. */
  readonly time?: string;
  /** Set by the discord-messages remark plugin: the message with that id. */
  readonly message?: BotMessage;
  /** Set by the discord-messages remark plugin: the member who ran the command. */
  readonly invoker?: string;
}

/** One Statlas message, drawn as Discord draws it. */
export default function DiscordMessage({id, time = 'Today at 14:32', message, invoker}: Props): ReactNode {
  if (!message) {
    throw new Error(`DiscordMessage ${id}: the discord-messages remark plugin did not run on this page (see docusaurus.config.ts)`);
  }
  const inChannel = message.kind === 'log entry' || message.kind === 'announcement';
  return (
    <figure className={styles.frame} aria-label={messageLabel(message)} data-message={message.id}>
      {inChannel ? (
        <p className={styles.channelBar}>
          <HashIcon />
          <span>{message.channel}</span>
        </p>
      ) : null}
      <div className={styles.message}>
        {message.command ? (
          <p className={styles.interaction}>
            <span className={styles.mention}>@{invoker}</span> used{' '}
            <span className={styles.command}>{message.command}</span>
          </p>
        ) : null}
        <Avatar />
        <div className={styles.body}>
          <p className={styles.header}>
            <span className={styles.author}>Statlas</span> <span className={styles.tag}>APP</span>{' '}
            <span className={styles.time}>{time}</span>
          </p>
          {message.text ? <p className={styles.content}>{renderInline(message.text)}</p> : null}
          {message.embed ? <Embed embed={message.embed} /> : null}
          {message.kind === 'ephemeral reply' ? (
            <p className={styles.ephemeral}>
              <EyeIcon />
              Only you can see this · <span className={styles.dismiss}>Dismiss message</span>
            </p>
          ) : null}
        </div>
      </div>
    </figure>
  );
}
