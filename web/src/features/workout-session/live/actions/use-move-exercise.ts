import { moveInOrder, type MoveDirection } from '../../../../../../shared/workout/exercise-order';
import { useToast } from '../../../../components/ui/use-toast';
import { moveExercise } from '../../api/session-requests';
import { reorderSets } from '../workout-blocks';
import { useSessionChange } from './use-session-change';

export function useMoveExercise(sessionId: string) {
  const { toast } = useToast();
  return useSessionChange(sessionId, {
    send: ({ exerciseId, direction }: { exerciseId: string; direction: MoveDirection }) => moveExercise(sessionId, exerciseId, direction),
    apply: ({ exerciseId, direction }, cache, snapshot) => {
      const order = moveInOrder(snapshot.session?.exerciseIds ?? [], exerciseId, direction);
      cache.updateSession((session) => ({ ...session, exerciseIds: [...order] }));
      cache.updateSets((sets) => reorderSets(sets, order));
    },
    onSuccess: () => toast({ title: 'Exercise Moved' }),
    failureMessage: 'Failed to move exercise',
  });
}
