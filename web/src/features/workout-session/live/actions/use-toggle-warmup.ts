import type { WorkoutSet } from '../../../../../../shared/api-types';
import { useQueueChange } from './use-queue-change';

/** Marks a set as a warm-up or a normal set. */
export function useToggleWarmup(sessionId: string) {
  const queue = useQueueChange(sessionId);
  return (set: WorkoutSet) => queue({ kind: 'warmup', setId: set.id, isWarmup: !set.isWarmup });
}
