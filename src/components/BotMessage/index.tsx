import type {ReactNode} from 'react';

interface Props {
  /** A message id of src/data/messages.ts. */
  readonly id: string;
  /** Set by the discord-messages remark plugin: the message as plain text, and its kind. */
  readonly text?: string;
  readonly kind?: string;
}

/**
 * A message Statlas prints, word for word from src/data/messages.ts, as inline code: for a table cell
 * or a sentence. To show the message as Discord draws it, use DiscordMessage. The remark plugin in
 * plugins/discord-messages looks the id up at build time, so the page carries only this message.
 */
export default function BotMessage({id, text, kind}: Props): ReactNode {
  if (text === undefined) {
    throw new Error(
      `BotMessage ${id}: the discord-messages remark plugin did not run on this page (see docusaurus.config.ts)`,
    );
  }
  return <code title={`Statlas ${kind}`}>{text}</code>;
}
