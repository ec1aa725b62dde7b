import * as z from '../schemas/zod';
import { pageQuerySchema } from '../schemas/page-query';
import { markAllReadParamsSchema, notificationIdParamsSchema } from '../schemas/notifications';
import type { DomainContract } from './route';
import { markAllReadResult, notification } from './responses/inbox';
import { unreadCount } from './responses/people';

export const notificationsRoutes = {
  'GET /api/notifications': { auth: true, summary: "The caller's notifications, newest first", query: pageQuerySchema, responses: { 200: z.array(notification) }, paged: true },
  'GET /api/notifications/unread-count': { auth: true, summary: 'How many notifications are unread', responses: { 200: unreadCount } },
  'PUT /api/notifications/{id}/read': { auth: true, summary: 'Marks a notification read', params: notificationIdParamsSchema, responses: { 200: notification } },
  'PUT /api/notifications/mark-all-read/{userId}': {
    auth: true,
    summary: "Marks all the caller's notifications read",
    params: markAllReadParamsSchema,
    responses: { 200: markAllReadResult },
  },
} as const satisfies DomainContract;
