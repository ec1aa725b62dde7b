/** Issue 29: supersets made in the live workout ("Superset with…", "Remove from superset"). */
import type { WorkoutSession } from '../../../shared/api-types';
import { Conflict } from '../../lib/errors';
import { loadOwnSession, withRetries } from '../own-session';
import { toWorkoutSession } from '../records';
import { writeSessionChange } from './repository';
import { WORKOUT_FINISHED } from './service';
import { planSuperset } from './set-changes';

/**
 * Puts an exercise of the caller's active session in a superset with `partners` (none: out of its superset), in one
 * versioned UpdateItem; the same grouping sent again writes nothing and answers the same session.
 */
export async function setSuperset(userId: string, sessionId: string, exerciseId: string, partners: readonly string[]): Promise<WorkoutSession> {
  return withRetries(async () => {
    const session = await loadOwnSession(userId, sessionId);
    if (session.status !== 'active') throw new Conflict(WORKOUT_FINISHED);
    const change = planSuperset({ session, exerciseId, partners });
    if (!change) return toWorkoutSession(session);
    await writeSessionChange({ session, change });
    return toWorkoutSession({ ...session, ...change, version: session.version + 1 });
  });
}
