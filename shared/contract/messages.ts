import * as z from '../schemas/zod';
import { messagesQuerySchema, sendMessageSchema } from '../schemas/messages';
import type { DomainContract } from './route';
import { conversationSummary, message } from './responses/inbox';
import { unreadCount } from './responses/people';

// Direct messages (spec 001 section 7 'Messages'); the unread count is beyond the spec (issue 10).
export const messagesRoutes = {
  'GET /api/messages': {
    auth: true,
    summary: "The caller's conversations, newest first; with withUserId, that conversation's messages, oldest first",
    query: messagesQuerySchema,
    responses: { 200: z.union([z.array(conversationSummary), z.array(message)]) },
    paged: true,
  },
  'POST /api/messages': { auth: true, summary: 'Sends a message', body: sendMessageSchema, responses: { 201: message } },
  'GET /api/messages/unread-count': { auth: true, summary: 'How many conversations have unread messages', responses: { 200: unreadCount } },
} as const satisfies DomainContract;
