import type { UnreadCount } from '../../shared/api-types';
import { CONVERSATIONS_PAGE_SIZE, messagesQuerySchema, sendMessageSchema, THREAD_PAGE_SIZE } from '../../shared/schemas/messages';
import { created, createDomainHandler, endpoint, ok, okPage } from '../lib/http';
import { currentTokenVersion } from '../users/index';
import { countConversationsWithUnread, listConversations, readThread, sendMessage } from './service';

/** Every route needs a signed-in caller (shared/routes.ts); the sender and the reader are always the caller. */
export const handler = createDomainHandler('messages', {
  /** List mode (my conversations, newest first) or, with `withUserId`, thread mode (oldest first); both paginated. */
  'GET /api/messages': endpoint({ query: messagesQuerySchema }, async ({ query, userId }) => {
    const { withUserId, cursor } = query;
    if (withUserId !== undefined) return okPage(await readThread(userId, withUserId, { limit: query.limit ?? THREAD_PAGE_SIZE, cursor }));
    return okPage(await listConversations(userId, { limit: query.limit ?? CONVERSATIONS_PAGE_SIZE, cursor }));
  }),

  'POST /api/messages': endpoint({ body: sendMessageSchema }, async ({ body, userId }) => created(await sendMessage(userId, body))),

  'GET /api/messages/unread-count': endpoint({}, async ({ userId }) => {
    const body: UnreadCount = { count: await countConversationsWithUnread(userId) };
    return ok(body);
  }),
}, { tokenVersionOf: currentTokenVersion });
