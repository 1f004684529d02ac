/**
 * Statlas's messages in the docs: the remark plugin that hands DiscordMessage, BotMessage and
 * ChannelList their data at build time and expands <MessageReference> on the messages page
 * (./remark.ts). docusaurus.config.ts lists it under `beforeDefaultRemarkPlugins` of the docs, blog
 * and pages plugins. The components live in src/components/; the content rule that keeps text-art
 * messages out of pages is plugins/content-check/rules/discordMessages.ts.
 */
export {default, messageAnchor, valueToEstree} from './remark';
