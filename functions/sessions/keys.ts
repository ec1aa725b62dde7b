/**
 * The sessions domain's keys (only functions/sessions imports them; docs/domain-boundaries.md).
 *
 * Keys of a workout session, of the pointer to a user's one active session, and of the indexes that
 * list a user's sessions (GSI1, all by start time) and completed workouts (GSI2, sparse: only once completed).
 * A session's sets live in the same partition (below), so a session and its sets are one Query.
 */
export const sessionPartition = (sessionId: string) => `SESSION#${sessionId}`;
export const SESSION_SK = 'SESSION';
export const sessionKey = (sessionId: string) => ({ PK: sessionPartition(sessionId), SK: SESSION_SK });

export const sessionsIndexKey = (userId: string, startTime: string, sessionId: string) => ({
  GSI1PK: `USER#${userId}#SESSIONS`,
  GSI1SK: `${startTime}#${sessionId}`,
});

export const completedPartition = (userId: string) => `USER#${userId}#COMPLETED`;
/** `completedAt` is an ISO instant from `toISOString()`, so the sort key orders by completion time. */
export const completedIndexKey = (userId: string, completedAt: string, sessionId: string) => ({
  GSI2PK: completedPartition(userId),
  GSI2SK: `${completedAt}#${sessionId}`,
});

/** At most one per user: created with `attribute_not_exists` in the same transaction as the session. */
export const activeSessionPointerKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'ACTIVE_SESSION' });

/** Session ids are `timeOrderedId()`s: 21 characters of [0-9a-z]. Anything else cannot name a session. */
const SESSION_ID = /^[0-9a-z]{21}$/;
export const isSessionId = (value: string) => SESSION_ID.test(value);

/**
 * An Apple Health workout a person imported: claimed with `attribute_not_exists` in the same transaction as the
 * session it created (attribute `sessionId`), so the same appleHealthId never makes a second workout.
 */
export const healthImportClaimKey = (userId: string, appleHealthId: string) => ({ PK: `USER#${userId}`, SK: `HEALTH_IMPORT#${appleHealthId}` });

/**
 * A workout a person imported from a Strong or Hevy CSV file (issue 12): claimed with `attribute_not_exists` in the
 * same transaction as the session it created (attribute `sessionId`), so the same `sourceId` never makes a second
 * workout, however often the file is imported.
 */
export const workoutImportClaimKey = (userId: string, sourceId: string) => ({ PK: `USER#${userId}`, SK: `WORKOUT_IMPORT#${sourceId}` });

/** A person's sessions (GSI1, by start time); issue 12's account deletion lists them with it. */
export const sessionsPartition = (userId: string) => `USER#${userId}#SESSIONS`;

/**
 * A workout set lives in its session's partition. Its public id is `<sessionId>.<localId>` so that
 * `/api/workout-sets/{id}` finds the set (and its session) with GetItems, without an index.
 */
export const SET_SK_PREFIX = 'SET#';
export const setKey = (sessionId: string, localId: string) => ({ PK: sessionPartition(sessionId), SK: `${SET_SK_PREFIX}${localId}` });

export const composeSetId = (sessionId: string, localId: string) => `${sessionId}.${localId}`;

const LOCAL_ID = /^[0-9a-z]{21}$/;

/** The parts of a set id, or undefined when the id is not one this API hands out. */
export function parseSetId(setId: string): { sessionId: string; localId: string } | undefined {
  const [sessionId, localId, ...rest] = setId.split('.');
  if (rest.length > 0 || !sessionId || !localId || !isSessionId(sessionId) || !LOCAL_ID.test(localId)) return undefined;
  return { sessionId, localId };
}

/**
 * Issue 12: a set id chosen on a device is a bare `timeOrderedId()` (no session part), so its person claims it: the
 * claim names the set's session, is put with `attribute_not_exists` in the transaction that creates the set, and is
 * kept after the set is deleted (the id stays used, like an Apple Health import claim).
 */
export const deviceSetClaimKey = (userId: string, setId: string) => ({ PK: `USER#${userId}`, SK: `DEVICE_SET#${setId}` });

/** A user's workout counters (total workouts, total volume), kept by the same transactions that finish or delete workouts. */
export const userStatsKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'STATS' });

/**
 * Training insights (issue 11).
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
