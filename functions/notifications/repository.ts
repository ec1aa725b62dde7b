import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Notification } from '../../shared/api-types';
import { NOTIFICATION_TTL_DAYS, type NotificationType } from '../../shared/constants';
import { tableName } from '../lib/config';
import { batchGetAll, keyIdOf } from '../lib/db/batch-get';
import { deleteAllKeys, writeAllItems } from '../lib/db/batch-write';
import { db } from '../lib/db/client';
import { queryPage } from '../lib/db/query-page';
import {
  notificationGroupByActorIndexKey,
  notificationGroupKey,
  notificationGroupsOfRecipientPrefix,
  notificationKey,
  notificationsByActorIndexKey,
  notificationsByActorPartition,
  notificationsPartition,
  notificationsToRecipientPrefix,
  unreadIndexKey,
  unreadPartition,
} from './keys';
import { transact, type TransactItem } from '../lib/db/transact';
import { eventOrderedId, timeOrderedId } from '../lib/ids';
import { withRetries } from '../lib/retries';
import type { Page } from '../lib/pagination';

const DAY_SECONDS = 24 * 60 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** TTL deletes within days of `expiresAt`, not at once: an expired item still waiting for it is not shown. */
const isLive = (item: Record<string, unknown>, now: number) => typeof item.expiresAt !== 'number' || item.expiresAt > now;

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  actorId?: string | null;
}

function notificationItem(userId: string, notification: NewNotification, now: Date, id = timeOrderedId(now)) {
  const record: Notification & { userId: string } = {
    id,
    userId,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    actorId: notification.actorId ?? null,
    isRead: false,
    createdAt: now.toISOString(),
  };
  return {
    ...notificationKey(userId, id),
    ...unreadIndexKey(userId, id),
    ...(record.actorId ? notificationsByActorIndexKey(record.actorId, userId, id) : {}),
    entity: 'Notification',
    ...record,
    // Notifications are not kept forever: DynamoDB's TTL removes them after 90 days.
    expiresAt: Math.floor(now.getTime() / 1000) + NOTIFICATION_TTL_DAYS * DAY_SECONDS,
  };
}

/** The store other domains write to: one notification for each recipient. */
export async function createNotifications(options: { userIds: string[]; notification: NewNotification }): Promise<void> {
  const now = new Date();
  await writeAllItems({ client: db, tableName: tableName(), items: options.userIds.map((userId) => notificationItem(userId, options.notification, now)) });
}

/** The one event a notification tells of (a finished workout): its id, and when it happened. */
export interface NotifiedEvent {
  id: string;
  at: string;
}

/**
 * Issue 31, for stream consumers: one notification of `event` for each recipient, with an id made from the event and
 * the recipient (its time is the event's), so the same event and recipient are always the same item. A recipient
 * who has it already (the record was delivered again) is skipped, so a replay changes nothing, not even a
 * notification read meanwhile: one BatchGetItem of keys per 100 recipients, then the new ones 25 a BatchWriteItem.
 */
export async function createEventNotifications(options: { userIds: readonly string[]; notification: NewNotification; event: NotifiedEvent }): Promise<{ written: number }> {
  const at = new Date(options.event.at);
  const items = options.userIds.map((userId) => notificationItem(userId, options.notification, at, eventOrderedId(at, `${options.event.id}#${userId}`)));
  const stored = await batchGetAll({
    client: db,
    tableName: tableName(),
    keys: items.map(({ PK, SK }) => ({ PK, SK })),
    projection: { ProjectionExpression: 'PK, SK' },
  });
  const storedKeys = new Set(stored.map(keyIdOf));
  const fresh = items.filter((item) => !storedKeys.has(keyIdOf(item)));
  await writeAllItems({ client: db, tableName: tableName(), items: fresh });
  return { written: fresh.length };
}

export interface GroupedNotification {
  /** The recipient. */
  userId: string;
  actorId: string;
  /** The kind of event and its subject ('follow', 'like#<postId>'): one notification per recipient, actor and group. */
  group: string;
  /** The notification standing for `count` events: those since the recipient last read the group's notification. */
  write: (count: number) => Omit<NewNotification, 'actorId'>;
  /** The event's own id (a comment's), so that withdrawing the event (deleting the comment) can take it back. */
  eventId?: string;
}

/** A notification item, how many events it stands for and the ids of those events (the last {@link EVENT_IDS_KEPT}). */
type GroupedItem = ReturnType<typeof notificationItem> & { group: string; groupCount: number; eventIds?: string[] };

/** A notification remembers the ids of at most this many of the events it stands for. */
const EVENT_IDS_KEPT = 50;

const eventIdsOf = (item: Record<string, unknown> | undefined): string[] =>
  Array.isArray(item?.eventIds) ? item.eventIds.filter((id): id is string => typeof id === 'string') : [];

const readConsistently = async (Key: Record<string, string>) =>
  (await db.send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))).Item;

/**
 * Issue 26: an actor's repeated events of one kind on one subject (a follow/unfollow loop, likes and unlikes of a
 * post, a run of comments) leave one notification, not one each. The new notification replaces the group's
 * previous one (deleted in the same transaction, so it moves to the top and is unread again) and counts the events
 * since the recipient read it. The group item names the current notification; its condition makes concurrent
 * events retry on what won (two reads and one transaction each).
 */
export async function writeGroupedNotification(options: GroupedNotification): Promise<void> {
  const { userId, actorId, group } = options;
  const groupKey = notificationGroupKey(userId, group, actorId);
  await withRetries(
    async () => {
      const current = await readConsistently(groupKey);
      const previousId = typeof current?.notificationId === 'string' ? current.notificationId : undefined;
      const previous = previousId ? await readConsistently(notificationKey(userId, previousId)) : undefined;
      const stillUnread = previous !== undefined && previous.isRead !== true && isLive(previous, nowSeconds());
      const count = stillUnread ? (typeof previous.groupCount === 'number' ? previous.groupCount : 1) + 1 : 1;
      const eventIds = options.eventId ? [...(stillUnread ? eventIdsOf(previous) : []), options.eventId].slice(-EVENT_IDS_KEPT) : undefined;
      const item: GroupedItem = {
        ...notificationItem(userId, { ...options.write(count), actorId }, new Date()),
        // What the push consumer tells the kind and subject of the event by (issue 30).
        group,
        groupCount: count,
        ...(eventIds ? { eventIds } : {}),
      };
      const TableName = tableName();
      const items: TransactItem[] = [
        ...(previousId ? [{ Delete: { TableName, Key: notificationKey(userId, previousId) } }] : []),
        { Put: { TableName, Item: item } },
        {
          Put: {
            TableName,
            Item: {
              ...groupKey,
              ...notificationGroupByActorIndexKey(actorId, userId, group),
              entity: 'NotificationGroup',
              notificationId: item.id,
              expiresAt: item.expiresAt,
            },
            ...(previousId
              ? { ConditionExpression: 'notificationId = :previous', ExpressionAttributeValues: { ':previous': previousId } }
              : { ConditionExpression: 'attribute_not_exists(PK)' }),
          },
        },
      ];
      await transact(items);
    },
    { conflictMessage: 'Too many notifications at once.' },
  );
}

export interface WithdrawnEvent {
  /** The recipient. */
  userId: string;
  actorId: string;
  group: string;
  /** The withdrawn event (a deleted comment's id). */
  eventId: string;
  /** The notification for the events that remain (`count` ≥ 1). */
  write: (count: number) => Omit<NewNotification, 'actorId'>;
}

/**
 * Issue 27: an event withdrawn (a comment deleted) leaves no notification behind. When the group's current
 * notification stands for that event alone, it goes with its group item; when it stands for more, it is rewritten in
 * place for the rest (same id, same read state). A notification that does not name the event (an older one, or one
 * from before event ids were kept) is left alone. Two reads and one transaction; a lost race reads again.
 */
export async function withdrawGroupedEvent(options: WithdrawnEvent): Promise<void> {
  const { userId, actorId, group, eventId } = options;
  const groupKey = notificationGroupKey(userId, group, actorId);
  await withRetries(
    async () => {
      const current = await readConsistently(groupKey);
      const notificationId = typeof current?.notificationId === 'string' ? current.notificationId : undefined;
      const notification = notificationId ? await readConsistently(notificationKey(userId, notificationId)) : undefined;
      const eventIds = eventIdsOf(notification);
      if (!notificationId || !notification || !eventIds.includes(eventId)) return;
      const TableName = tableName();
      const groupStillNamesIt: TransactItem = {
        ConditionCheck: { TableName, Key: groupKey, ConditionExpression: 'notificationId = :id', ExpressionAttributeValues: { ':id': notificationId } },
      };
      const remaining = eventIds.filter((id) => id !== eventId);
      const count = Math.max(remaining.length, (typeof notification.groupCount === 'number' ? notification.groupCount : 1) - 1);
      if (count < 1) {
        await transact([
          { Delete: { TableName, Key: notificationKey(userId, notificationId) } },
          { Delete: { TableName, Key: groupKey, ConditionExpression: 'notificationId = :id', ExpressionAttributeValues: { ':id': notificationId } } },
        ]);
        return;
      }
      const { title, message, type } = options.write(count);
      await transact([
        groupStillNamesIt,
        {
          Update: {
            TableName,
            Key: notificationKey(userId, notificationId),
            UpdateExpression: 'SET #type = :type, title = :title, message = :message, groupCount = :count, eventIds = :eventIds',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: { ':type': type, ':title': title, ':message': message, ':count': count, ':eventIds': remaining },
          },
        },
      ]);
    },
    { conflictMessage: 'Too many notifications at once.' },
  );
}

/** Items of a GSI1 partition read per Query while clearing what two people notified each other of. */
const BETWEEN_PAGE_SIZE = 100;

/**
 * Issue 27, a block: what each of the two was notified of about the other (their notifications, and the group items
 * that name them) is deleted, both ways. Found through the actors' GSI1 partitions by recipient, so the reads are the
 * matching items alone, never anyone else's: 4 Queries when nothing matches, one more per 100 items that do.
 */
export async function deleteNotificationsBetween(options: { userIds: readonly [string, string] }): Promise<void> {
  const [first, second] = options.userIds;
  const lists = [
    [first, second],
    [second, first],
  ].flatMap(([actorId, recipientId]) => [
    { partition: notificationsByActorPartition(actorId!), prefix: notificationsToRecipientPrefix(recipientId!) },
    { partition: notificationsByActorPartition(actorId!), prefix: notificationGroupsOfRecipientPrefix(recipientId!) },
  ]);
  await Promise.all(
    lists.map(async ({ partition, prefix }) => {
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: tableName(),
            IndexName: 'GSI1',
            KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
            ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
            ProjectionExpression: 'PK, SK',
            Limit: BETWEEN_PAGE_SIZE,
            ExclusiveStartKey: cursor,
          }),
        );
        const keys = (page.Items ?? []).map((item) => ({ PK: String(item.PK), SK: String(item.SK) }));
        if (keys.length > 0) await deleteAllKeys({ client: db, tableName: tableName(), keys });
        cursor = page.LastEvaluatedKey;
      } while (cursor);
    }),
  );
}

/* ---------------------------------------------------------------------------------------------
 * Read side: the notifications endpoints. Every read is one Query of one partition with a Limit.
 * ------------------------------------------------------------------------------------------- */

/**
 * The unread count is counted, not stored: a Query of the sparse unread index with `Select: 'COUNT'`
 * that stops after this many items (one request whatever the backlog). The badge shows '9+' above 9,
 * so a count capped at 100 loses nothing anyone sees.
 */
export const UNREAD_COUNT_CAP = 100;
/** Unread notifications read per Query while marking all read. */
const MARK_ALL_PAGE_SIZE = 100;
/** Conditional updates sent at once while marking all read. */
const MARK_ALL_CONCURRENCY = 25;

type NotificationItem = Notification & { userId: string; expiresAt?: number };

function toPublicNotification(item: Record<string, unknown>): Notification {
  const record = item as unknown as NotificationItem;
  return {
    id: record.id,
    type: record.type,
    title: record.title,
    message: record.message,
    isRead: record.isRead === true,
    createdAt: record.createdAt,
    actorId: record.actorId ?? null,
  };
}

/** My notifications, newest first (ids are time-ordered, so the sort key order is time order): one Query. */
export async function listNotificationsPage(options: { userId: string; limit: number; cursor?: string }): Promise<Page<Notification>> {
  const page = await queryPage<Record<string, unknown>>({
    partition: notificationsPartition(options.userId),
    newestFirst: true,
    limit: options.limit,
    cursor: options.cursor,
  });
  const now = nowSeconds();
  return { items: page.items.filter((item) => isLive(item, now)).map(toPublicNotification), cursor: page.cursor };
}

/** How many of my notifications are unread, counted up to {@link UNREAD_COUNT_CAP} in one Query. */
export async function countUnreadNotifications(options: { userId: string }): Promise<number> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :unread',
      FilterExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
      ExpressionAttributeValues: { ':unread': unreadPartition(options.userId), ':now': nowSeconds() },
      Select: 'COUNT',
      Limit: UNREAD_COUNT_CAP,
    }),
  );
  return Math.min(result.Count ?? 0, UNREAD_COUNT_CAP);
}

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

/**
 * Marks one of my notifications read: sets `isRead` and removes its unread-index keys. The key is
 * in my partition, so another person's id simply does not exist here (undefined → 404). Idempotent.
 */
export async function markNotificationRead(options: { userId: string; notificationId: string }): Promise<Notification | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: notificationKey(options.userId, options.notificationId),
        UpdateExpression: 'SET isRead = :true REMOVE GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toPublicNotification(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Marks every unread notification of mine read: pages through the sparse unread index and sends
 * conditional updates {@link MARK_ALL_CONCURRENCY} at a time (BatchWriteItem cannot update, and a
 * transaction would fail whole when TTL removed one item meanwhile). Answers how many changed;
 * ones read or expired meanwhile are not counted.
 */
export async function markAllNotificationsRead(options: { userId: string }): Promise<number> {
  let updated = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :unread',
        ExpressionAttributeValues: { ':unread': unreadPartition(options.userId) },
        ProjectionExpression: 'PK, SK',
        Limit: MARK_ALL_PAGE_SIZE,
        ExclusiveStartKey: cursor,
      }),
    );
    const keys = (page.Items ?? []).map((item) => ({ PK: item.PK, SK: item.SK }));
    for (let start = 0; start < keys.length; start += MARK_ALL_CONCURRENCY) {
      const results = await Promise.all(
        keys.slice(start, start + MARK_ALL_CONCURRENCY).map(async (Key) => {
          try {
            await db.send(
              new UpdateCommand({
                TableName: tableName(),
                Key,
                UpdateExpression: 'SET isRead = :true REMOVE GSI2PK, GSI2SK',
                // Exists (TTL may have removed it: an update must not recreate it) and still unread.
                ConditionExpression: 'attribute_exists(PK) AND isRead = :false',
                ExpressionAttributeValues: { ':true': true, ':false': false },
              }),
            );
            return 1;
          } catch (error) {
            if (isConditionFailure(error)) return 0;
            throw error;
          }
        }),
      );
      updated += results.reduce<number>((sum, n) => sum + n, 0);
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return updated;
}
