/**
 * What every part of the sessions domain checks before it reads or changes a session: that it is the caller's, that
 * the exercises it names exist, and the retries that make a change safe under races (functions/lib/retries.ts).
 */
import { MAX_ID_LENGTH } from '../../shared/schemas/sessions';
import { findExercise } from '../exercises/index';
import { NotFound } from '../lib/errors';
import { withRetries as retryOnStaleWrite } from '../lib/retries';
import { isSessionId } from './keys';
import type { HistoryEntryRecord, SessionRecord, SetRecord } from './records';
import { findSession, findSessionWithSets } from './repository';

export const SESSION_NOT_FOUND = 'Workout session not found';
export const EXERCISE_NOT_FOUND = 'Exercise not found';

const WORKOUT_CHANGED = 'The workout was changed at the same time. Please try again.';

/** Retries a change that lost a race (functions/lib/retries.ts), answering 409 after a few losses. */
export const withRetries = <T>(attempt: () => Promise<T>) => retryOnStaleWrite(attempt, { conflictMessage: WORKOUT_CHANGED });

export function isOwn(session: SessionRecord | undefined, userId: string): session is SessionRecord {
  return session !== undefined && session.userId === userId;
}

export async function loadOwnSession(userId: string, sessionId: string): Promise<SessionRecord> {
  const session = isSessionId(sessionId) ? await findSession({ sessionId }) : undefined;
  if (!isOwn(session, userId)) throw new NotFound(SESSION_NOT_FOUND);
  return session;
}

export async function loadOwnSessionWithSets(
  userId: string,
  sessionId: string,
): Promise<{ session: SessionRecord; sets: SetRecord[]; history: HistoryEntryRecord[] }> {
  const found = isSessionId(sessionId) ? await findSessionWithSets({ sessionId }) : undefined;
  if (!found || !isOwn(found.session, userId)) throw new NotFound(SESSION_NOT_FOUND);
  return found;
}

export async function resolveExerciseName(userId: string, exerciseId: string): Promise<string> {
  const exercise = exerciseId.length <= MAX_ID_LENGTH ? await findExercise({ exerciseId, userId }) : undefined;
  if (!exercise) throw new NotFound(EXERCISE_NOT_FOUND);
  return exercise.name;
}
