import type { Exercise } from '../../../../../../shared/api-types';
import { replaceInOrder } from '../../../../../../shared/workout/exercise-order';
import { useToast } from '../../../../components/ui/use-toast';
import { replaceExercise } from '../../api/session-requests';
import { moveRestSeconds } from '../../lib/rest-seconds';
import { useSessionChange } from './use-session-change';

/** Puts another exercise in the place of one, keeping its sets and its rest time. */
export function useReplaceExercise(sessionId: string) {
  const { toast } = useToast();
  return useSessionChange(sessionId, {
    send: ({ oldExerciseId, exercise }: { oldExerciseId: string; exercise: Exercise }) => replaceExercise(sessionId, oldExerciseId, exercise.id),
    apply: ({ oldExerciseId, exercise }, cache, snapshot) => {
      const order = replaceInOrder(snapshot.session?.exerciseIds ?? [], oldExerciseId, exercise.id);
      cache.updateSession((session) => ({ ...session, exerciseIds: [...order] }));
      cache.updateSets((sets) =>
        sets.map((set) => (set.exerciseId === oldExerciseId ? { ...set, exerciseId: exercise.id, exerciseName: exercise.name } : set)),
      );
    },
    // Only once the server agreed: a refused replace leaves the rest time where it was.
    onSuccess: (_result, { oldExerciseId, exercise }) => {
      moveRestSeconds(sessionId, oldExerciseId, exercise.id);
      toast({ title: 'Exercise Replaced' });
    },
    failureMessage: 'Failed to replace exercise',
  });
}
