import type { WorkoutSet } from '../../../../../../shared/api-types';
import type { SessionEntriesStore } from '../session-entries-store';
import { useQueueChange } from './use-queue-change';

/**
 * Completes or reopens a set; completing makes its copied entries its own (and queues them first, so the server
 * completes the set with the values it shows). A reopened set loses its 'PR' badge at once; the badges of completed
 * sets come with the session's next read, once the outbox has sent its changes.
 */
export function useToggleCompletion(sessionId: string, store: SessionEntriesStore) {
  const queue = useQueueChange(sessionId);
  return (set: WorkoutSet) => {
    if (!set.isCompleted) {
      store.confirm(set.id);
      store.saveNow(set.id);
    }
    queue({ kind: 'completion', setId: set.id, isCompleted: !set.isCompleted });
  };
}
