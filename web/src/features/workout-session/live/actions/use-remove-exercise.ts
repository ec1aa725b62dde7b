import { useToast } from '../../../../components/ui/use-toast';
import { removeExercise } from '../../api/session-requests';
import { reorderSets } from '../workout-blocks';
import { useSessionChange } from './use-session-change';

/** Takes an exercise and all its sets out of the workout. */
export function useRemoveExercise(sessionId: string) {
  const { toast } = useToast();
  return useSessionChange(sessionId, {
    send: (exerciseId: string) => removeExercise(sessionId, exerciseId),
    apply: (exerciseId, cache, snapshot) => {
      const order = (snapshot.session?.exerciseIds ?? []).filter((id) => id !== exerciseId);
      cache.updateSession((session) => ({ ...session, exerciseIds: order }));
      cache.updateSets((sets) => reorderSets(sets.filter((set) => set.exerciseId !== exerciseId), order));
    },
    onSuccess: () => toast({ title: 'Exercise Removed' }),
    failureMessage: 'Failed to remove exercise',
  });
}
