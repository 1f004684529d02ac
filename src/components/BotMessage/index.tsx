import type {ReactNode} from 'react';
import {getBotMessage, messagePlainText, type BotMessageId} from '@site/src/data/messages';

interface Props {
  readonly id: BotMessageId;
}

/**
 * A message Statlas prints, word for word from src/data/messages.ts, as inline code: for a table cell
 * or a sentence. To show the message as Discord draws it, use DiscordMessage.
 */
export default function BotMessage({id}: Props): ReactNode {
  const message = getBotMessage(id);
  return <code title={`Statlas ${message.kind}`}>{messagePlainText(message)}</code>;
}
