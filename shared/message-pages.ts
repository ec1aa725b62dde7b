/**
 * Page sizes and refresh intervals of direct messages, apart from their zod schemas (shared/schemas/messages.ts
 * re-exports them): the web app's header reads the unread count on every screen, and must not load zod for it.
 */

/** A thread page: the newest this many messages, oldest first; the cursor reaches older ones. */
export const THREAD_PAGE_SIZE = 50;
export const CONVERSATIONS_PAGE_SIZE = 20;
/** How often an open thread, the conversation list and the unread marker refresh. */
export const THREAD_POLL_MS = 5000;
export const MESSAGES_UNREAD_POLL_MS = 30_000;
