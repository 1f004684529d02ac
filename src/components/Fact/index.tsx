import type {ReactNode} from 'react';
import {discordRenameLimit} from '@site/src/data/plans';
import {deleteAfterLeaveDays} from '@site/src/data/retention';
import {rewardCheckMinutes} from '@site/src/data/roleConditions';
import {maxChannelNameLength} from '@site/src/data/counterVariables';

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

/** The figures outside the plans that pages quote, by name. */
const facts = {
  /** Discord's limit on channel renames: "twice every 10 minutes". */
  renameLimit: () => `${times(discordRenameLimit.renames)} every ${minutes(discordRenameLimit.windowMinutes)}`,
  /** How often Statlas checks every role reward: "15 minutes". */
  rewardCheck: () => minutes(rewardCheckMinutes),
  /** Days between Statlas leaving a server and the deletion of its data: "30 days". */
  deleteAfterLeave: () => `${deleteAfterLeaveDays} days`,
  /** The longest channel name Discord accepts: "100 characters". */
  channelNameLength: () => `${maxChannelNameLength} characters`,
} as const;

export type FactId = keyof typeof facts;

/**
 * A figure from src/data inside a sentence, such as Discord's rename limit or the role reward check
 * interval. Pages never type these figures (the content check fails when they do).
 */
export default function Fact({of}: {readonly of: FactId}): ReactNode {
  return facts[of]();
}
