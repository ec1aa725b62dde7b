import type { WorkoutSession } from '../../../../../shared/api-types';
import { createQuickSession, finishSession, getActiveSession } from '../api/session-requests';
import { flushSessionEntries, forgetAllSessionLocalData } from './session-entries-store';

/**
 * Quick Start (spec 000 section 4, and the starter screen of section 2): completes the session left
 * active, forgets every session's browser data, and creates a new 'Quick Workout'.
 *
 * The stale session's typed entries are saved first, so its volume includes them. A failure there
 * or while finishing it is ignored (spec), but when its entries could not be saved the session is
 * not finished (its volume would miss them) and its browser copy is kept; the server then answers
 * the create with that still-active session, whose live screen saves the entries again.
 */
export async function startQuickWorkout(): Promise<WorkoutSession> {
  const stale = await getActiveSession();
  let unsavedSessionId: string | undefined;
  if (stale) {
    try {
      await flushSessionEntries(stale.id);
    } catch {
      unsavedSessionId = stale.id;
    }
    if (unsavedSessionId === undefined) await finishSession(stale.id).catch(() => undefined);
  }
  forgetAllSessionLocalData(unsavedSessionId);
  return createQuickSession();
}
