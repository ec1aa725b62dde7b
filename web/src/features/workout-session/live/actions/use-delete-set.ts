import type { WorkoutSet } from '../../../../../../shared/api-types';
import { deleteSet } from '../../api/session-requests';
import { useSessionChange } from './use-session-change';

export function useDeleteSet(sessionId: string) {
  return useSessionChange(sessionId, {
    send: (set: WorkoutSet) => deleteSet(set.id),
    apply: (set, cache) => cache.updateSets((sets) => sets.filter((item) => item.id !== set.id)),
    rollback: (set, cache) => cache.updateSets((sets) => (sets.some((item) => item.id === set.id) ? sets : [...sets, set])),
    failureMessage: 'Failed to delete set',
  });
}
