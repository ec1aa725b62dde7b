import type { WorkoutSet } from '../../../../../../shared/api-types';
import { toggleSetWarmup } from '../../api/session-requests';
import { useSessionChange } from './use-session-change';

/** Marks a set as a warm-up or a normal set. Failures are only logged (spec 000 section 8). */
export function useToggleWarmup(sessionId: string) {
  return useSessionChange(sessionId, {
    send: (set: WorkoutSet) => toggleSetWarmup(set.id),
    apply: (set, cache) => cache.updateSet(set.id, (item) => ({ ...item, isWarmup: !set.isWarmup })),
    onSuccess: (saved, set, cache) => cache.updateSet(set.id, (item) => ({ ...item, isWarmup: saved.isWarmup })),
    rollback: (set, cache, error) => {
      console.warn('Toggling warm-up failed', error);
      cache.updateSet(set.id, (item) => ({ ...item, isWarmup: set.isWarmup }));
    },
  });
}
