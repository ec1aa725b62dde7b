/** Issue 30: the notifications domain's push items: a person's devices and the pushes sent lately (keys in ../keys.ts). */
import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ALL_PUSH_KINDS_ON, PUSH_KINDS, type PushKind, type PushKinds } from '../../../shared/push/push-kinds';
import { pushServiceName } from '../../../shared/push/push-services';
import { tableName } from '../../lib/config';
import { db } from '../../lib/db/client';
import { pushDeviceKey, pushDevicesPartition, pushSentKey } from '../keys';

/** Devices per person: one Query lists them all (a phone, a tablet, a few browsers, with room to spare). */
export const MAX_PUSH_DEVICES = 20;

/** A device as the owner sees it (its keys stay on the server). */
export interface PushDevice {
  id: string;
  endpoint: string;
  label: string;
  service: string;
  createdAt: string;
  kinds: PushKinds;
}

/** A device with what sending to it needs. */
export interface PushTarget extends PushDevice {
  keys: { p256dh: string; auth: string };
}

/** The same endpoint is always the same device: a hash of it, so the sort key carries no URL. */
export const deviceIdOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url').slice(0, 32);

const kindsOf = (value: unknown): PushKinds => {
  const stored = (value ?? {}) as Partial<Record<PushKind, unknown>>;
  return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, stored[kind] !== false])) as PushKinds;
};

function targetOf(item: Record<string, unknown>): PushTarget {
  const keys = (item.keys ?? {}) as { p256dh?: unknown; auth?: unknown };
  return {
    id: String(item.SK),
    endpoint: String(item.endpoint),
    label: String(item.label),
    service: pushServiceName(String(item.endpoint)),
    createdAt: String(item.createdAt),
    kinds: kindsOf(item.kinds),
    keys: { p256dh: String(keys.p256dh), auth: String(keys.auth) },
  };
}

export const publicDevice = ({ keys: _keys, ...device }: PushTarget): PushDevice => device;

/** Every device of the person, oldest first: one Query (never more than MAX_PUSH_DEVICES items). */
export async function listPushTargets(options: { userId: string }): Promise<PushTarget[]> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': pushDevicesPartition(options.userId) },
      Limit: MAX_PUSH_DEVICES,
    }),
  );
  return (page.Items ?? []).map(targetOf).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Adds the device or refreshes it (same endpoint: new keys and label; its switches are kept unless `kinds` names
 * some). Answers the stored device.
 */
export async function savePushDevice(options: {
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label: string;
  kinds?: Partial<PushKinds>;
}): Promise<PushTarget> {
  const id = deviceIdOf(options.endpoint);
  const now = new Date().toISOString();
  const kindUpdates = Object.entries(options.kinds ?? {});
  const result = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: pushDeviceKey(options.userId, id),
      UpdateExpression: [
        'SET entity = :entity, endpoint = :endpoint, #keys = :keys, label = :label, createdAt = if_not_exists(createdAt, :now), updatedAt = :now',
        'kinds = if_not_exists(kinds, :allOn)',
      ].join(', '),
      ExpressionAttributeNames: { '#keys': 'keys' },
      ExpressionAttributeValues: {
        ':entity': 'PushDevice',
        ':endpoint': options.endpoint,
        ':keys': options.keys,
        ':label': options.label,
        ':now': now,
        ':allOn': { ...ALL_PUSH_KINDS_ON, ...Object.fromEntries(kindUpdates) },
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return targetOf(result.Attributes ?? {});
}

/** Changes some switches of one of the person's devices; undefined when it is not theirs (or gone). */
export async function updatePushKinds(options: { userId: string; deviceId: string; kinds: Partial<PushKinds> }): Promise<PushTarget | undefined> {
  const entries = Object.entries(options.kinds);
  if (entries.length === 0) return (await listPushTargets({ userId: options.userId })).find((device) => device.id === options.deviceId);
  try {
    const result = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: pushDeviceKey(options.userId, options.deviceId),
        UpdateExpression: `SET ${entries.map((_, index) => `kinds.#k${index} = :v${index}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([kind], index) => [`#k${index}`, kind])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, on], index) => [`:v${index}`, on])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return targetOf(result.Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Removes one of the person's devices; false when there was none by that id. */
export async function deletePushDevice(options: { userId: string; deviceId: string }): Promise<boolean> {
  const result = await db.send(
    new DeleteCommand({ TableName: tableName(), Key: pushDeviceKey(options.userId, options.deviceId), ReturnValues: 'ALL_OLD' }),
  );
  return result.Attributes !== undefined;
}

/** A push to a device its push service no longer knows (404/410): removed only if the endpoint is still the same. */
export async function deleteGoneDevice(options: { userId: string; deviceId: string; endpoint: string }): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: pushDeviceKey(options.userId, options.deviceId),
        ConditionExpression: 'endpoint = :endpoint',
        ExpressionAttributeValues: { ':endpoint': options.endpoint },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** At most one push per recipient, actor, kind and target in this window. */
export const PUSH_REPEAT_WINDOW_SECONDS = 10 * 60;

/**
 * Claims the right to push one kind of news about `target` from `actorId` to `userId`: true for the first claim in
 * PUSH_REPEAT_WINDOW_SECONDS, false while an earlier one stands (a conditional Put; TTL removes old claims, and an
 * expired one still waiting for TTL counts as gone).
 */
export async function claimPushSlot(options: { userId: string; kind: PushKind; target: string; actorId: string }): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...pushSentKey(options.userId, options.kind, options.target, options.actorId), entity: 'PushSent', expiresAt: now + PUSH_REPEAT_WINDOW_SECONDS },
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
