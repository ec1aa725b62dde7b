import type { UnreadCount } from '../../shared/api-types';
import { CONVERSATIONS_PAGE_SIZE, THREAD_PAGE_SIZE } from '../../shared/schemas/messages';
import { created, createDomainHandler, ok, okPage } from '../lib/http';
import { currentTokenVersion } from '../users/index';
import { countConversationsWithUnread, listConversations, readThread, sendMessage } from './service';
import { messagesRoutes } from '../../shared/contract/messages';

/** Every route needs a signed-in caller (shared/routes.ts); the sender and the reader are always the caller. */
export const handler = createDomainHandler('messages', messagesRoutes, {
  /** List mode (my conversations, newest first) or, with `withUserId`, thread mode (oldest first); both paginated. */
  'GET /api/messages': async ({ query, userId }) => {
    const { withUserId, cursor } = query;
    if (withUserId !== undefined) return okPage(await readThread(userId, withUserId, { limit: query.limit ?? THREAD_PAGE_SIZE, cursor }));
    return okPage(await listConversations(userId, { limit: query.limit ?? CONVERSATIONS_PAGE_SIZE, cursor }));
  },

  'POST /api/messages': async ({ body, userId }) => created(await sendMessage(userId, body)),

  'GET /api/messages/unread-count': async ({ userId }) => {
    const body: UnreadCount = { count: await countConversationsWithUnread(userId) };
    return ok(body);
  },
}, { tokenVersionOf: currentTokenVersion });
