/** The messages feature's public surface. The /messages screen is lazy-loaded by the app router from ./screens. */
export { messagePaths, messageThreadPath } from './paths';
export { messageKeys } from './api/message-keys';
export { unreadMessagesQueryOptions } from './api/message-queries';
export { useUnreadConversationCount } from './api/use-unread-messages';
export { MessagesButton } from './components/messages-button';
