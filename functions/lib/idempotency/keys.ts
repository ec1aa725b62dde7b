/**
 * Key of an idempotency record (issue 12): one item per person and Idempotency-Key, in the person's partition (so
 * removing a person's partition removes their stored answers too) under its own prefix, which no Query of that
 * partition reads. Read and written only by GetItem/PutItem/DeleteItem on this key.
 */
export const IDEMPOTENCY_SK_PREFIX = 'IDEMPOTENCY#';
export const idempotencyRecordKey = (userId: string, key: string) => ({ PK: `USER#${userId}`, SK: `${IDEMPOTENCY_SK_PREFIX}${key}` });
