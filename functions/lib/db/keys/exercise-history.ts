import { sessionPartition } from './session';

/**
 * Training insights (issue 11), owned by the sessions domain.
 *
 * A history entry: one per finished session and exercise, in the session's partition (so the session's Query reads
 * it, and a discard deletes it with the sets), listed per person and exercise by completion time in GSI1. 'The last
 * time I did this' is one Query of `Limit 1`; a page of history is one Query.
 */
export const HISTORY_SK_PREFIX = 'HISTORY#';
export const historyEntryKey = (sessionId: string, exerciseId: string) => ({ PK: sessionPartition(sessionId), SK: `${HISTORY_SK_PREFIX}${exerciseId}` });

export const exerciseHistoryPartition = (userId: string, exerciseId: string) => `USER#${userId}#EXERCISE#${exerciseId}`;
/** `completedAt` is an ISO instant from `toISOString()`, so the sort key orders by completion time. */
export const exerciseHistoryIndexKey = (userId: string, exerciseId: string, completedAt: string, sessionId: string) => ({
  GSI1PK: exerciseHistoryPartition(userId, exerciseId),
  GSI1SK: `${completedAt}#${sessionId}`,
});

/** A person's records of one exercise: one item, in the person's partition, changed only with its `version` read. */
export const exerciseRecordsKey = (userId: string, exerciseId: string) => ({ PK: `USER#${userId}`, SK: `RECORDS#${exerciseId}` });
