/** The messages domain's public face: the only module other domains may import from functions/messages. */
export { messagesDeletionSteps } from './account-deletion';
export { hideConversationBetween, showConversationBetween } from './block-visibility';
