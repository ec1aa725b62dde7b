import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_REST_SECONDS } from '../../../../../shared/workout/rest';

/**
 * Rest time per exercise of a session. Spec 000 section 3: "Per-exercise rest seconds are kept in
 * memory only" — they last while the app is open. Without one chosen here, an exercise rests as
 * long as the routine the session was started from says (`exerciseRestSeconds`), else 120 s.
 */
const restSeconds = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (sessionId: string, exerciseId: string) => `${sessionId}\u0000${exerciseId}`;

export type PlannedRestSeconds = Readonly<Record<string, number>> | undefined;

function getRestSeconds(sessionId: string, exerciseId: string, planned?: PlannedRestSeconds): number {
  return restSeconds.get(keyOf(sessionId, exerciseId)) ?? planned?.[exerciseId] ?? DEFAULT_REST_SECONDS;
}

export function setRestSeconds(sessionId: string, exerciseId: string, seconds: number): void {
  restSeconds.set(keyOf(sessionId, exerciseId), seconds);
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Keeps a replaced exercise's rest time for the exercise that took its place. */
export function moveRestSeconds(sessionId: string, fromExerciseId: string, toExerciseId: string): void {
  const seconds = restSeconds.get(keyOf(sessionId, fromExerciseId));
  if (seconds !== undefined) setRestSeconds(sessionId, toExerciseId, seconds);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when any rest time changes; answers a reader for the session. */
export function useRestSeconds(sessionId: string, planned: PlannedRestSeconds): (exerciseId: string) => number {
  const current = useSyncExternalStore(subscribe, () => version);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` invalidates the reader when a rest time changes
  return useCallback((exerciseId: string) => getRestSeconds(sessionId, exerciseId, planned), [sessionId, planned, current]);
}
