/**
 * Keys of a workout session, of the pointer to a user's one active session, and of the indexes that
 * list a user's sessions (GSI1, all by start time) and completed workouts (GSI2, sparse: only once completed).
 * A session's sets live in the same partition (keys/set.ts), so a session and its sets are one Query.
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
