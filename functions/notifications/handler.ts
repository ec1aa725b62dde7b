import type { UnreadCount } from '../../shared/api-types';
import { MARK_ALL_READ_FORBIDDEN, type MarkAllReadResult } from '../../shared/schemas/notifications';
import { Forbidden, NotFound } from '../lib/errors';
import { createDomainHandler, noContent, ok, okPage } from '../lib/http';
import { currentTokenVersion } from '../users/index';
import { countUnreadNotifications, listNotificationsPage, markAllNotificationsRead, markNotificationRead } from './repository';
import { notificationsRoutes } from '../../shared/contract/notifications';
import { listDevices, removeDevice, subscribeDevice, switchKinds } from './push/service';
import { vapidPublicKey } from './push/vapid-keys';

/** Every route needs a signed-in caller (shared/routes.ts); all of them act on the caller's own notifications. */
export const handler = createDomainHandler('notifications', notificationsRoutes, {
  'GET /api/notifications': async ({ query, userId }) =>
    okPage(await listNotificationsPage({ userId, limit: query.limit, cursor: query.cursor })),

  'GET /api/notifications/unread-count': async ({ userId }) => {
    const body: UnreadCount = { count: await countUnreadNotifications({ userId }) };
    return ok(body);
  },

  'PUT /api/notifications/{id}/read': async ({ params, userId }) => {
    const notification = await markNotificationRead({ userId, notificationId: params.id });
    if (!notification) throw new NotFound('Notification not found');
    return ok(notification);
  },

  'PUT /api/notifications/mark-all-read/{userId}': async ({ params, userId }) => {
    if (params.userId !== userId) throw new Forbidden(MARK_ALL_READ_FORBIDDEN);
    const body: MarkAllReadResult = { updated: await markAllNotificationsRead({ userId }) };
    return ok(body);
  },

  'GET /api/push/public-key': async () => ok({ publicKey: vapidPublicKey() }),
  'GET /api/push/subscriptions': async ({ userId }) => ok(await listDevices(userId)),
  'PUT /api/push/subscriptions': async ({ body, userId }) => ok(await subscribeDevice(userId, body)),
  'PATCH /api/push/subscriptions/{id}': async ({ params, body, userId }) => ok(await switchKinds(userId, params.id, body.kinds)),
  'DELETE /api/push/subscriptions/{id}': async ({ params, userId }) => {
    await removeDevice(userId, params.id);
    return noContent();
  },
}, { tokenVersionOf: currentTokenVersion });
