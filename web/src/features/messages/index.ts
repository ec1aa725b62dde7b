/** The messages feature's public surface. The /messages screen is lazy-loaded by the app router from ./screens. */
export { useUnreadConversationCount } from './api/use-unread-messages';
export { MessagesButton } from './components/messages-button';
