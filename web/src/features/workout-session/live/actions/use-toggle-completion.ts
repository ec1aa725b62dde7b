import type { WorkoutSet } from '../../../../../../shared/api-types';
import { toggleSetCompletion } from '../../api/session-requests';
import type { SessionEntriesStore } from '../session-entries-store';
import { useSessionChange } from './use-session-change';

/**
 * Completes or reopens a set; completing makes its copied entries its own. Failures are only logged (spec 000
 * section 8). The answer says which personal records a completed working set beats (its 'PR' badge, issue 11); a
 * reopened set loses its badge at once.
 */
export function useToggleCompletion(sessionId: string, store: SessionEntriesStore) {
  return useSessionChange(sessionId, {
    send: (set: WorkoutSet) => toggleSetCompletion(set.id),
    apply: (set, cache) => {
      if (!set.isCompleted) store.confirm(set.id);
      cache.updateSet(set.id, (item) => ({ ...item, isCompleted: !set.isCompleted, ...(set.isCompleted && { personalRecords: [] }) }));
    },
    onSuccess: (saved, set, cache) =>
      cache.updateSet(set.id, (item) => ({ ...item, isCompleted: saved.isCompleted, personalRecords: saved.personalRecords ?? [] })),
    rollback: (set, cache, error) => {
      console.warn('Toggling completion failed', error);
      cache.updateSet(set.id, (item) => ({ ...item, isCompleted: set.isCompleted, personalRecords: set.personalRecords }));
    },
  });
}
