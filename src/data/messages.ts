/**
 * Messages Statlas prints (log channel entries and command replies) that the docs quote. Pages render
 * them with `<BotMessage id="…" />`, so a reader can match a log line to a troubleshooting row word for word.
 *
 * `text` is the message as Statlas prints it, with example values in place of names.
 */
export type BotMessageId =
  | 'counterRenameFailed'
  | 'rewardGrantFailed'
  | 'counterLimitReached'
  | 'rewardLimitReached'
  | 'levelTooLow';

export interface BotMessage {
  readonly id: BotMessageId;
  /** Where it appears: the log channel or a reply to the member who ran a command. */
  readonly where: 'log channel' | 'reply';
  readonly text: string;
  /** What causes it, in one sentence. */
  readonly cause: string;
}

export const botMessages: readonly BotMessage[] = [
  {
    id: 'counterRenameFailed',
    where: 'log channel',
    text: 'Counter "Members: {members}" could not be renamed: Missing Permissions',
    cause: 'Discord refused the rename: the Statlas role lacks Manage Channels, or the channel or its category denies it.',
  },
  {
    id: 'rewardGrantFailed',
    where: 'log channel',
    text: 'Role reward @Regular could not be granted: Missing Permissions',
    cause: 'Discord refused the role change: the reward role sits above the Statlas role, or the Statlas role lacks Manage Roles.',
  },
  {
    id: 'counterLimitReached',
    where: 'reply',
    text: 'Counter limit reached',
    cause: 'Every counter slot of the server’s plan is in use.',
  },
  {
    id: 'rewardLimitReached',
    where: 'reply',
    text: 'Role reward limit reached',
    cause: 'Every role reward slot of the server’s plan is in use.',
  },
  {
    id: 'levelTooLow',
    where: 'reply',
    text: 'You need the manager level or higher to run this command.',
    cause: 'None of the member’s roles holds the Statlas level the command needs; the reply names that level.',
  },
];

export function getBotMessage(id: BotMessageId): BotMessage {
  const found = botMessages.find((message) => message.id === id);
  if (!found) {
    throw new Error(`Unknown bot message: ${id}`);
  }
  return found;
}
