/**
 * Statlas's messages in the docs. Two parts, listed in docusaurus.config.ts:
 *
 * - this Docusaurus plugin, whose client module ./styles.css styles the messages and channel lists
 *   on every page (global classes `dm-` and `cl-`);
 * - the remark plugin ./remark.ts (`beforeDefaultRemarkPlugins` of the docs, blog and pages plugins),
 *   which writes each `<DiscordMessage id="…" />` and `<ChannelList … />` into the page as markup
 *   from src/data/, hands `<BotMessage>` its text and expands `<MessageReference>`.
 *
 * The content rule that keeps text-art messages out of pages is plugins/content-check/rules/discordMessages.ts.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkDiscordMessages} from './remark';

export default function discordMessagesPlugin(): Plugin {
  return {
    name: 'statlas-discord-messages',
    getClientModules() {
      return [path.resolve(__dirname, 'styles.css')];
    },
  };
}
