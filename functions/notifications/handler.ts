import type { UnreadCount } from '../../shared/api-types';
import { MARK_ALL_READ_FORBIDDEN, markAllReadParamsSchema, notificationIdParamsSchema, type MarkAllReadResult } from '../../shared/schemas/notifications';
import { Forbidden, NotFound } from '../lib/errors';
import { createDomainHandler, endpoint, ok, okPage } from '../lib/http';
import { pageQuerySchema } from '../lib/pagination';
import { currentTokenVersion } from '../users/index';
import { countUnreadNotifications, listNotificationsPage, markAllNotificationsRead, markNotificationRead } from './repository';

/** Every route needs a signed-in caller (shared/routes.ts); all of them act on the caller's own notifications. */
export const handler = createDomainHandler('notifications', {
  'GET /api/notifications': endpoint({ query: pageQuerySchema }, async ({ query, userId }) =>
    okPage(await listNotificationsPage({ userId, limit: query.limit, cursor: query.cursor })),
  ),

  'GET /api/notifications/unread-count': endpoint({}, async ({ userId }) => {
    const body: UnreadCount = { count: await countUnreadNotifications({ userId }) };
    return ok(body);
  }),

  'PUT /api/notifications/{id}/read': endpoint({ params: notificationIdParamsSchema }, async ({ params, userId }) => {
    const notification = await markNotificationRead({ userId, notificationId: params.id });
    if (!notification) throw new NotFound('Notification not found');
    return ok(notification);
  }),

  'PUT /api/notifications/mark-all-read/{userId}': endpoint({ params: markAllReadParamsSchema }, async ({ params, userId }) => {
    if (params.userId !== userId) throw new Forbidden(MARK_ALL_READ_FORBIDDEN);
    const body: MarkAllReadResult = { updated: await markAllNotificationsRead({ userId }) };
    return ok(body);
  }),
}, { tokenVersionOf: currentTokenVersion });
