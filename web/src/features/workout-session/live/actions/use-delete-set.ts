import type { WorkoutSet } from '../../../../../../shared/api-types';
import { useQueueChange } from './use-queue-change';

export function useDeleteSet(sessionId: string) {
  const queue = useQueueChange(sessionId);
  return (set: WorkoutSet) => queue({ kind: 'delete-set', setId: set.id });
}
