import type { QueryClient } from '@tanstack/react-query';
import type { WorkoutSession, WorkoutSet } from '../../../../shared/api-types';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { currentOutbox } from '../outbox/outbox-runtime';
import { sessionKeys, setKeys } from '../queries/session-queries';
import type { LiveChange } from './live-change';
import { applyLiveChange, liveChangeInput } from './live-changes';

/**
 * Queues a change of a live session in the person's outbox (stored before it is sent) and shows it at once in the
 * query cache: the session, its sets and the active session. The outbox sends it when the network allows; a `held`
 * change waits for its undo window to end (`Outbox.release`).
 */
export function queueLiveChange(queryClient: QueryClient, sessionId: string, change: LiveChange, { held = false } = {}): OutboxEntry {
  const outbox = currentOutbox();
  if (!outbox) throw new Error('Not signed in');
  const entry = outbox.enqueue({ ...liveChangeInput(sessionId, change), ...(held && { held }) });
  showLiveChange(queryClient, sessionId, change);
  return entry;
}

/** Applies a change to the cached session, sets and active session (reads in flight are stopped: they would undo it). */
function showLiveChange(queryClient: QueryClient, sessionId: string, change: LiveChange): void {
  const sessionKey = sessionKeys.detail(sessionId);
  const setsKey = setKeys.bySession(sessionId);
  void queryClient.cancelQueries({ queryKey: sessionKey });
  void queryClient.cancelQueries({ queryKey: setsKey });
  const next = applyLiveChange(
    { session: queryClient.getQueryData<WorkoutSession>(sessionKey), sets: queryClient.getQueryData<WorkoutSet[]>(setsKey) },
    change,
  );
  if (next.session !== undefined) queryClient.setQueryData(sessionKey, next.session ?? undefined);
  if (next.sets !== undefined) queryClient.setQueryData(setsKey, next.sets);
  const active = queryClient.getQueryData<WorkoutSession | null>(sessionKeys.active());
  if (change.kind === 'start') queryClient.setQueryData(sessionKeys.active(), change.session);
  else if (active?.id === sessionId) queryClient.setQueryData(sessionKeys.active(), next.session?.isActive ? next.session : null);
}
