/**
 * The counters of per-person write limits in DynamoDB. A window opens with the first write counted and lasts
 * `windowSeconds`; the next write after it opens a new one. Counting is a conditional UpdateItem (two when a window
 * opens), so concurrent writes never pass a limit together.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config';
import { db } from '../db/client';
import { rateLimitKey } from './keys';

export interface CounterLimit {
  scope: string;
  attempts: number;
  windowSeconds: number;
}

/** Counted: the window it counted in (epoch ms). Refused: when the window full now ends (epoch ms). */
export type CountResult = { counted: true; windowStart: number } | { counted: false; windowEnd: number };

/** TTL removes a counter an hour after its window ended (TTL is not exact: the condition never trusts it). */
const TTL_MARGIN_SECONDS = 60 * 60;

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

/** The window the write was counted in (epoch ms), or undefined when the condition failed. */
async function conditionalUpdate(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<number | undefined> {
  try {
    const { Attributes } = await db.send(new UpdateCommand({ ...input, ReturnValues: 'ALL_NEW' }));
    return Number(Attributes?.windowStart);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** One more write in the open window, if there is one with room. */
const addToOpenWindow = (userId: string, limit: CounterLimit, now: number) =>
  conditionalUpdate({
    TableName: tableName(),
    Key: rateLimitKey(userId, limit.scope),
    UpdateExpression: 'ADD attempts :one',
    ConditionExpression: 'windowStart > :openedAfter AND attempts < :limit',
    ExpressionAttributeValues: { ':one': 1, ':openedAfter': now - limit.windowSeconds * 1000, ':limit': limit.attempts },
  });

/** A new window holding this write, if none is open (a concurrent write may have opened one meanwhile). */
const openWindow = (userId: string, limit: CounterLimit, now: number) =>
  conditionalUpdate({
    TableName: tableName(),
    Key: rateLimitKey(userId, limit.scope),
    UpdateExpression: 'SET entity = :entity, windowStart = :now, attempts = :one, expiresAt = :expiresAt',
    ConditionExpression: 'attribute_not_exists(windowStart) OR windowStart <= :openedAfter',
    ExpressionAttributeValues: {
      ':entity': 'RateLimitWindow',
      ':now': now,
      ':one': 1,
      ':openedAfter': now - limit.windowSeconds * 1000,
      ':expiresAt': Math.ceil(now / 1000) + limit.windowSeconds + TTL_MARGIN_SECONDS,
    },
  });

async function windowStartOf(userId: string, scope: string): Promise<number | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: rateLimitKey(userId, scope), ConsistentRead: true, ProjectionExpression: 'windowStart' }),
  );
  return typeof Item?.windowStart === 'number' ? Item.windowStart : undefined;
}

/** Counts one write of `userId` against `limit` at `now` (epoch ms), unless its window is full. */
export async function countWrite(userId: string, limit: CounterLimit, now: number): Promise<CountResult> {
  // The window is open with room (usual), or closed (open one); failing both, it is open (a concurrent write
  // opened it meanwhile, or it is full): one more try in it settles which.
  const countedIn = (await addToOpenWindow(userId, limit, now)) ?? (await openWindow(userId, limit, now)) ?? (await addToOpenWindow(userId, limit, now));
  if (countedIn !== undefined) return { counted: true, windowStart: countedIn };
  const fullSince = (await windowStartOf(userId, limit.scope)) ?? now;
  return { counted: false, windowEnd: fullSince + limit.windowSeconds * 1000 };
}

/** Takes back a write counted in `windowStart` (a later limit refused it); a window since replaced stays as it is. */
export async function uncountWrite(userId: string, scope: string, windowStart: number): Promise<void> {
  await conditionalUpdate({
    TableName: tableName(),
    Key: rateLimitKey(userId, scope),
    UpdateExpression: 'ADD attempts :minusOne',
    ConditionExpression: 'windowStart = :windowStart AND attempts > :zero',
    ExpressionAttributeValues: { ':minusOne': -1, ':windowStart': windowStart, ':zero': 0 },
  });
}
