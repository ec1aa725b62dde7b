import type { Exercise } from '../../../../../../shared/api-types';
import { useToast } from '../../../../components/ui/use-toast';
import { moveRestSeconds } from '../../lib/rest-seconds';
import { useQueueChange } from './use-queue-change';

/** Puts another exercise in the place of one, keeping its sets and its rest time. */
export function useReplaceExercise(sessionId: string) {
  const { toast } = useToast();
  const queue = useQueueChange(sessionId);
  return ({ oldExerciseId, exercise }: { oldExerciseId: string; exercise: Exercise }) => {
    queue({ kind: 'replace', oldExerciseId, exercise: { id: exercise.id, name: exercise.name } });
    moveRestSeconds(sessionId, oldExerciseId, exercise.id);
    toast({ title: 'Exercise Replaced' });
  };
}
