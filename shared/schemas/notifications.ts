import * as z from './zod';
import type { markAllReadResult } from '../contract/responses/inbox';

/**
 * Request schemas of the notifications endpoints (the list's `?limit=&cursor=` is the shared page
 * query of every list endpoint). Ids are opaque strings here: a well-formed id that is not one of
 * the caller's notifications is a 404, not a 400.
 */
const idText = z.string().check(z.minLength(1), z.maxLength(128));

/** `PUT /api/notifications/{id}/read` */
export const notificationIdParamsSchema = z.object({ id: idText });

/** `PUT /api/notifications/mark-all-read/{userId}` */
export const markAllReadParamsSchema = z.object({ userId: idText });

/** The answer of mark-all-read: how many notifications changed from unread to read. */
export type MarkAllReadResult = z.output<typeof markAllReadResult>;

export const MARK_ALL_READ_FORBIDDEN = 'You can only mark your own notifications read';
