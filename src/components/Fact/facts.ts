import {discordRenameLimit} from '../../data/plans';
import {deleteAfterLeaveDays} from '../../data/retention';
import {rewardCheckMinutes} from '../../data/roleConditions';
import {maxChannelNameLength} from '../../data/counterVariables';
import {prefixLength} from '../../data/settings';

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

/** The figures outside the plans that pages quote, by name. */
export const facts = {
  /** Discord's limit on channel renames: "twice every 10 minutes". */
  renameLimit: () => `${times(discordRenameLimit.renames)} every ${minutes(discordRenameLimit.windowMinutes)}`,
  /** How often Statlas checks every role reward: "15 minutes". */
  rewardCheck: () => minutes(rewardCheckMinutes),
  /** Days between Statlas leaving a server and the deletion of its data: "30 days". */
  deleteAfterLeave: () => `${deleteAfterLeaveDays} days`,
  /** The longest channel name Discord accepts: "100 characters". */
  channelNameLength: () => `${maxChannelNameLength} characters`,
  /** How long the legacy text prefix may be: "1 to 5 characters". */
  prefixLength: () => `${prefixLength.min} to ${prefixLength.max} characters`,
} as const;

export type FactId = keyof typeof facts;

export const isFactId = (value: unknown): value is FactId => typeof value === 'string' && Object.hasOwn(facts, value);

/** The words `<Fact>` shows. Also used at build time by plugins/inline-data. */
export function factText(of: FactId): string {
  return facts[of]();
}
