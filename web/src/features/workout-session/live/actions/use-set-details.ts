import type { SetDetails } from '../../../../../../shared/workout/set-type';
import { useQueueChange } from './use-queue-change';

/** Issue 29: a set's type, RPE or note, as chosen in its sheet. */
export function useSetDetails(sessionId: string) {
  const queue = useQueueChange(sessionId);
  return (setId: string, details: SetDetails) => queue({ kind: 'set-details', setId, ...details });
}
