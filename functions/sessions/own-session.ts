/**
 * What every part of the sessions domain checks before it reads or changes a session: that it is the caller's, that
 * the exercises it names exist, and the retries that make a change safe under races (functions/lib/retries.ts).
 */
import { MAX_ID_LENGTH } from '../../shared/schemas/sessions';
import type { Exercise } from '../../shared/api-types';
import { DEFAULT_EXERCISE_TYPE, type ExerciseType } from '../../shared/exercise-types/types';
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
  return (await resolveExercise(userId, exerciseId)).name;
}

/**
 * Issue 29: the type of each distinct exercise (one GetItem each, as many as a routine has exercises, at most
 * MAX_EXERCISES_PER_SESSION); one the caller can no longer use reads as the default type.
 */
export async function exerciseTypesOf(userId: string, exerciseIds: readonly string[]): Promise<Map<string, ExerciseType>> {
  const ids = [...new Set(exerciseIds)].filter((exerciseId) => exerciseId.length <= MAX_ID_LENGTH);
  const exercises = await Promise.all(ids.map((exerciseId) => findExercise({ exerciseId, userId })));
  return new Map(ids.map((exerciseId, index) => [exerciseId, exercises[index]?.exerciseType ?? DEFAULT_EXERCISE_TYPE]));
}

/** The name and (issue 29) type of a catalogue exercise or one of the caller's own; 404 otherwise. One GetItem. */
export async function resolveExercise(userId: string, exerciseId: string): Promise<Pick<Exercise, 'name' | 'exerciseType'>> {
  const exercise = exerciseId.length <= MAX_ID_LENGTH ? await findExercise({ exerciseId, userId }) : undefined;
  if (!exercise) throw new NotFound(EXERCISE_NOT_FOUND);
  return { name: exercise.name, exerciseType: exercise.exerciseType };
}
