import { useQueueChange } from './use-queue-change';

/** Issue 29: the person's note on an exercise of the workout (null clears it). */
export function useExerciseNote(sessionId: string) {
  const queue = useQueueChange(sessionId);
  return (exerciseId: string, note: string | null) => queue({ kind: 'exercise-note', exerciseId, note });
}
