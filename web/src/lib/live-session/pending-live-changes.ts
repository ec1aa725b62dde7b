import type { WorkoutSession, WorkoutSet } from '../../../../shared/api-types';
import { currentOutbox } from '../outbox/outbox-runtime';
import type { LiveChange } from './live-change';
import { applyLiveChanges, liveChangeOf } from './live-changes';

/** The changes of each session still waiting in the outbox, in order (none when signed out). */
async function pendingChanges(): Promise<Array<{ sessionId: string; change: LiveChange }>> {
  const outbox = currentOutbox();
  if (!outbox) return [];
  await outbox.ready;
  return outbox.entries.flatMap((entry) => liveChangeOf(entry) ?? []);
}

async function pendingOf(sessionId: string): Promise<LiveChange[]> {
  return (await pendingChanges()).filter((item) => item.sessionId === sessionId).map((item) => item.change);
}

/** Whether the session was started on this device and the server has not seen it yet. */
const startsHere = (changes: readonly LiveChange[]) => changes[0]?.kind === 'start';

/**
 * A session as the person last left it: the server's copy with the changes still waiting applied on top (a session
 * started offline comes from its queued start alone). Query functions use these, so a refetch never hides a change.
 */
export async function sessionWithPending(sessionId: string, fetchServer: () => Promise<WorkoutSession>): Promise<WorkoutSession> {
  const changes = await pendingOf(sessionId);
  const server = startsHere(changes) ? undefined : await fetchServer();
  const { session } = applyLiveChanges({ session: server, sets: [] }, changes);
  if (!session) throw new Error('This workout was discarded');
  return session;
}

export async function setsWithPending(sessionId: string, fetchServer: () => Promise<WorkoutSet[]>): Promise<WorkoutSet[]> {
  const changes = await pendingOf(sessionId);
  const server = startsHere(changes) ? [] : await fetchServer();
  return applyLiveChanges({ session: undefined, sets: server }, changes).sets ?? [];
}

/** The active session, counting workouts started, finished or discarded on this device that the server has not heard of. */
export async function activeWithPending(fetchServer: () => Promise<WorkoutSession | null>): Promise<WorkoutSession | null> {
  const pending = await pendingChanges();
  let active = await fetchServer();
  for (const { sessionId, change } of pending) {
    if (change.kind === 'start') active = change.session;
    else if (active?.id === sessionId) active = applyLiveChanges({ session: active, sets: undefined }, [change]).session ?? null;
  }
  return active?.isActive ? active : null;
}
