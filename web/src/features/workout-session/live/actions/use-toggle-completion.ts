import type { WorkoutSet } from '../../../../../../shared/api-types';
import type { EntryFill } from '../../../workout-editor';
import type { SessionEntriesStore } from '../session-entries-store';
import { useQueueChange } from './use-queue-change';

/**
 * Completes or reopens a set. A tick fills the set's empty fields from their hints (`fill`), makes its copied entries
 * its own and carries the weight and reps the row then shows in the same request (issue 27), so the server completes
 * the set with exactly those values, online or queued offline. A reopened set loses its 'PR' badge at once; the badges
 * of completed sets come with the answer.
 */
export function useToggleCompletion(sessionId: string, store: SessionEntriesStore) {
  const queue = useQueueChange(sessionId);
  return (set: WorkoutSet, fill: EntryFill = {}) => {
    if (set.isCompleted) {
      queue({ kind: 'completion', setId: set.id, isCompleted: false });
      return;
    }
    queue({ kind: 'completion', setId: set.id, isCompleted: true, ...store.completeWith(set.id, fill) });
  };
}
