import type {ReactNode} from 'react';
import DiscordMessage from '@site/src/components/DiscordMessage';
import {InlineText} from '@site/src/components/ReferenceTable';
import {botMessages, type MessageFeature} from '@site/src/data/messages';
import styles from './styles.module.css';

interface Props {
  /** The feature whose messages to list, in the order of src/data/messages.ts. */
  readonly feature: MessageFeature;
}

/** The anchor of a message on the messages page, e.g. `#message-rewardGranted`. */
export function messageAnchor(id: string): string {
  return `message-${id}`;
}

/**
 * The messages page's entries for one feature: for each message its name, the message as Discord
 * draws it, when it appears and what the reader does about it. Pure render from src/data/messages.ts.
 */
export default function MessageReference({feature}: Props): ReactNode {
  return (
    <>
      {botMessages
        .filter((message) => message.feature === feature)
        .map((message) => (
          <section key={message.id} className={styles.entry}>
            <h3 id={messageAnchor(message.id)}>
              {message.title} <span className={styles.kind}>{message.kind}</span>
            </h3>
            <DiscordMessage id={message.id} />
            <p>
              <span className={styles.label}>When it appears.</span> <InlineText text={message.when} />
            </p>
            <p>
              <span className={styles.label}>What to do.</span> <InlineText text={message.action} />
            </p>
          </section>
        ))}
    </>
  );
}
