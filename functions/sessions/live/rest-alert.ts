/**
 * Issue 30, deliverable 6: the rest alert of a live workout. Only the caller's session (404) while it runs (409); the
 * push names the exercise the rest follows when it is one the caller may use. The alert itself (stored, queued,
 * pushed) is the notifications domain's.
 */
import { cancelRestAlert, scheduleRestAlert } from '../../notifications/index';
import type { RestAlertRequest } from '../../../shared/schemas/rest-alert';
import { Conflict, NotFound } from '../../lib/errors';
import { loadOwnSession, resolveExerciseName } from '../own-session';
import { WORKOUT_FINISHED } from './service';

async function nameOf(userId: string, exerciseId: string | undefined): Promise<string | undefined> {
  if (exerciseId === undefined) return undefined;
  try {
    return await resolveExerciseName(userId, exerciseId);
  } catch (error) {
    // An exercise the caller cannot use only loses the hint; the alert still stands.
    if (error instanceof NotFound) return undefined;
    throw error;
  }
}

export async function setRestAlert(userId: string, sessionId: string, request: RestAlertRequest): Promise<void> {
  const session = await loadOwnSession(userId, sessionId);
  if (session.status !== 'active') throw new Conflict(WORKOUT_FINISHED);
  await scheduleRestAlert({ userId, sessionId, seconds: request.seconds, exerciseName: await nameOf(userId, request.exerciseId) });
}

/** A skipped rest. Any session of the caller's, running or not (a cancel is never wrong); another person's is 404. */
export async function clearRestAlert(userId: string, sessionId: string): Promise<void> {
  await loadOwnSession(userId, sessionId);
  await cancelRestAlert({ userId, sessionId });
}

/** A workout finished or discarded ends its rest: no push after it. */
export const endRestAlertOf = (userId: string, sessionId: string) => cancelRestAlert({ userId, sessionId });
