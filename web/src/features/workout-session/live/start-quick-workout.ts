import type { WorkoutSession } from '../../../../../shared/api-types';
import { QUICK_WORKOUT_NAME } from '../../../../../shared/constants';
import { queryClient } from '../../../lib/api';
import { commitPendingUndos } from '../../../lib/undo-window';
import { currentOutbox, currentOutboxUserId } from '../../../lib/outbox/outbox-runtime';
import { activeSessionQueryOptions, sessionKeys } from '../../../lib/queries/session-queries';
import { deviceSession } from '../../../lib/live-session/device-session';
import { queueLiveChange } from '../../../lib/live-session/queue-live-change';
import { flushSessionEntries, forgetAllSessionLocalData } from './session-entries-store';

/** Waits for an entry's first try (offline: not at all). */
const delivered = (entryId: string) => currentOutbox()?.deliver(entryId) ?? Promise.resolve('waiting' as const);

/**
 * Quick Start (spec 000 section 4, and the starter screen of section 2): completes the session left active,
 * forgets every session's browser data, and starts a new 'Quick Workout'. Issue 12: both go through the outbox,
 * so this works offline too: the new session gets an id chosen on the device and is shown at once.
 *
 * The stale session's typed entries are queued first, so its volume includes them. Online, the finish is waited
 * for; if the server then still holds another active workout, it refuses the new one ('Another workout is already
 * in progress') and the person lands in the workout the server has.
 */
export async function startQuickWorkout(): Promise<WorkoutSession> {
  const userId = currentOutboxUserId();
  if (!userId) throw new Error('Not signed in');
  // A workout discarded a moment ago (Undo still offered) is deleted first: Undo cannot bring it back beside a new one.
  await commitPendingUndos();
  const stale = navigator.onLine ? await queryClient.fetchQuery({ ...activeSessionQueryOptions(), staleTime: 0 }) : queryClient.getQueryData<WorkoutSession | null>(sessionKeys.active());
  if (stale) {
    await flushSessionEntries(stale.id);
    const finish = queueLiveChange(queryClient, stale.id, { kind: 'finish', at: new Date().toISOString() });
    await delivered(finish.id);
  }
  forgetAllSessionLocalData();

  const session = deviceSession({ userId, name: QUICK_WORKOUT_NAME, workoutName: null, workoutPlanId: null, workoutId: null });
  const start = queueLiveChange(queryClient, session.id, { kind: 'start', session });
  if ((await delivered(start.id)) !== 'refused') return session;
  const running = await queryClient.fetchQuery({ ...activeSessionQueryOptions(), staleTime: 0 });
  if (!running) throw new Error('Failed to start workout');
  return running;
}
