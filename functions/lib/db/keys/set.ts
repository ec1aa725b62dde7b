import { isSessionId, sessionPartition } from './session';

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
