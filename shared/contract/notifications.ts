import * as z from '../schemas/zod';
import { pageQuerySchema } from '../schemas/page-query';
import { markAllReadParamsSchema, notificationIdParamsSchema } from '../schemas/notifications';
import { pushKindsBodySchema, pushSubscriptionBodySchema, pushSubscriptionParamsSchema } from '../schemas/push';
import type { DomainContract } from './route';
import { markAllReadResult, notification, pushPublicKey, pushSubscription } from './responses/inbox';
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
  // Issue 30: Web Push, per device.
  'GET /api/push/public-key': { auth: true, summary: 'The VAPID public key a browser subscribes with', responses: { 200: pushPublicKey } },
  'GET /api/push/subscriptions': { auth: true, summary: "The caller's devices that receive pushes", responses: { 200: z.array(pushSubscription) } },
  'PUT /api/push/subscriptions': {
    auth: true,
    summary: 'Adds this device (or updates it: one per endpoint)',
    body: pushSubscriptionBodySchema,
    responses: { 200: pushSubscription },
  },
  'PATCH /api/push/subscriptions/{id}': {
    auth: true,
    summary: "Switches kinds of push on or off for one of the caller's devices",
    params: pushSubscriptionParamsSchema,
    body: pushKindsBodySchema,
    responses: { 200: pushSubscription },
  },
  'DELETE /api/push/subscriptions/{id}': { auth: true, summary: 'Removes one of the caller\'s devices', params: pushSubscriptionParamsSchema, responses: { 204: null } },
} as const satisfies DomainContract;
