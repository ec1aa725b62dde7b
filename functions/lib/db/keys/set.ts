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
