import type {ReactNode} from 'react';
import {getBotMessage, type BotMessageId} from '@site/src/data/messages';

interface Props {
  readonly id: BotMessageId;
}

/** A message Statlas prints, word for word from src/data/messages.ts, as inline code. */
export default function BotMessage({id}: Props): ReactNode {
  const message = getBotMessage(id);
  return <code title={`Statlas ${message.where === 'reply' ? 'reply' : 'log channel entry'}`}>{message.text}</code>;
}
