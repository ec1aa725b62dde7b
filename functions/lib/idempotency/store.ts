import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENCY_KEY_TTL_DAYS } from '../../../shared/api-types';
import { tableName } from '../config';
import { db } from '../db/client';
import { countWrite, type CounterLimit } from '../rate-limit/counter';
import { idempotencyRecordKey } from './keys';
import type { StoredAnswer } from './stored-answer';

/**
 * A 'started' record older than this is taken over by the next request with the same key and fingerprint: the
 * request that started it can no longer be running. The functions time out after 10 s
 * (infra/constructs/domain-function.ts); the margin covers clock differences between Lambda instances.
 */
export const STALE_CLAIM_MS = 15_000;
export const IDEMPOTENCY_TTL_SECONDS = IDEMPOTENCY_KEY_TTL_DAYS * 24 * 60 * 60;

/**
 * New keys (records) a person may start per day: the window opens with the first and lasts 24 hours. Records live 30
 * days, so a person's partition holds at most 30 x 1,000 of them, each at most 64 KB of answer. Replays are not
 * counted. Not the 200 issue 26 named: the web outbox sends every live-workout change with a key (3-4 per set), so two
 * long sessions in a day would reach 200 and leave the phone's changes waiting a day (docs/decisions.md 74).
 */
export const NEW_KEYS_PER_DAY: CounterLimit = { scope: 'idempotency-new-keys', attempts: 200, windowSeconds: 24 * 60 * 60 };

/** What the table holds for one person and key. */
export interface IdempotencyRecord {
  userId: string;
  key: string;
  status: 'started' | 'completed';
  fingerprint: string;
  /** Which request holds the claim: only it may store its answer or remove the record. */
  attemptId: string;
  /** Epoch milliseconds of the claim. */
  startedAt: number;
  /** Epoch seconds: the table's TTL attribute. */
  expiresAt: number;
  answer?: StoredAnswer;
}

export interface ClaimRequest {
  userId: string;
  key: string;
  fingerprint: string;
  now: number;
}

/** The outcome of a claim: ours to run, someone else's still running, a finished one to replay, or another request's key. */
export type Claim =
  | { outcome: 'claimed'; record: IdempotencyRecord }
  | { outcome: 'over-quota'; retryAfterSeconds: number }
  | { outcome: 'in-progress' }
  | { outcome: 'replay'; answer: StoredAnswer }
  | { outcome: 'mismatch' };

/** The persistence the middleware needs; tests give an in-memory one. */
export interface IdempotencyStore {
  claim(request: ClaimRequest): Promise<Claim>;
  /** Stores the answer, if the record is still this attempt's (a takeover after a stall wins otherwise). */
  complete(record: IdempotencyRecord, answer: StoredAnswer): Promise<void>;
  /** Removes the record, if it is still this attempt's, so that a retry runs the request again. */
  release(record: IdempotencyRecord): Promise<void>;
}

/** What an existing record means for a new request with the same key. */
export function classify(existing: IdempotencyRecord, fingerprint: string): Exclude<Claim, { outcome: 'claimed' | 'over-quota' }> {
  if (existing.fingerprint !== fingerprint) return { outcome: 'mismatch' };
  if (existing.status === 'completed' && existing.answer) return { outcome: 'replay', answer: existing.answer };
  return { outcome: 'in-progress' };
}

export function newRecord(request: ClaimRequest): IdempotencyRecord {
  return {
    userId: request.userId,
    key: request.key,
    status: 'started',
    fingerprint: request.fingerprint,
    attemptId: randomUUID(),
    startedAt: request.now,
    expiresAt: Math.floor(request.now / 1000) + IDEMPOTENCY_TTL_SECONDS,
  };
}

const itemOf = (record: IdempotencyRecord) => ({ ...idempotencyRecordKey(record.userId, record.key), entity: 'IdempotencyRecord', ...record });

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

async function releaseRecord(record: IdempotencyRecord): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: idempotencyRecordKey(record.userId, record.key),
        ConditionExpression: 'attemptId = :attemptId AND #status = :started',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':attemptId': record.attemptId, ':started': 'started' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Counts a record just claimed against its person's daily quota; over it, the record goes again (nothing ran). */
async function countNewKey(record: IdempotencyRecord): Promise<Claim> {
  let result: Awaited<ReturnType<typeof countWrite>>;
  try {
    result = await countWrite(record.userId, NEW_KEYS_PER_DAY, record.startedAt);
  } catch (error) {
    // Left in place, the 'started' record would answer 409 'still processing' to retries for 15 s.
    await releaseRecord(record).catch(() => undefined);
    throw error;
  }
  if (result.counted) return { outcome: 'claimed', record };
  await releaseRecord(record);
  return { outcome: 'over-quota', retryAfterSeconds: (result.windowEnd - record.startedAt) / 1000 };
}

/**
 * The records in the one table. A keyed write costs one conditional PutItem to claim, one UpdateItem to count the
 * new key (two when its day's window opens) and one PutItem to store the answer (or one DeleteItem after a 5xx); a
 * replay, a mismatch or a request still running costs the failed PutItem and one consistent GetItem.
 */
export const dynamoDbIdempotencyStore: IdempotencyStore = {
  async claim(request) {
    // The record may vanish between the failed put and the read (its request failed and released it): claim again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const record = newRecord(request);
      try {
        await db.send(
          new PutCommand({
            TableName: tableName(),
            Item: itemOf(record),
            // Free: no record, an expired one TTL has not removed yet, or a stalled start of this same request.
            ConditionExpression:
              'attribute_not_exists(PK) OR expiresAt < :nowSeconds OR (#status = :started AND fingerprint = :fingerprint AND startedAt < :staleBefore)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':nowSeconds': Math.floor(request.now / 1000),
              ':started': 'started',
              ':fingerprint': request.fingerprint,
              ':staleBefore': request.now - STALE_CLAIM_MS,
            },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { Item } = await db.send(
          new GetCommand({ TableName: tableName(), Key: idempotencyRecordKey(request.userId, request.key), ConsistentRead: true }),
        );
        if (Item) return classify(Item as unknown as IdempotencyRecord, request.fingerprint);
        continue;
      }
      return countNewKey(record);
    }
    return { outcome: 'in-progress' };
  },

  async complete(record, answer) {
    try {
      await db.send(
        new PutCommand({
          TableName: tableName(),
          Item: itemOf({ ...record, status: 'completed', answer }),
          ConditionExpression: 'attemptId = :attemptId',
          ExpressionAttributeValues: { ':attemptId': record.attemptId },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },

  release: releaseRecord,
};
