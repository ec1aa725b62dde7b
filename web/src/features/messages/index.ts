/** The messages feature's public surface. The /messages screen is lazy-loaded by the app router from ./screens. */
export { messagePaths, messageThreadPath } from '../../lib/paths';
export { messageKeys } from '../../lib/queries/message-keys';
export { unreadMessagesQueryOptions } from '../../lib/queries/message-queries';
export { useUnreadConversationCount } from './api/use-unread-messages';
export { MessagesButton } from './components/messages-button';
