import type { MoveDirection } from '../../../../../../shared/workout/exercise-order';
import { useToast } from '../../../../components/ui/use-toast';
import { useQueueChange } from './use-queue-change';

export function useMoveExercise(sessionId: string) {
  const { toast } = useToast();
  const queue = useQueueChange(sessionId);
  return ({ exerciseId, direction }: { exerciseId: string; direction: MoveDirection }) => {
    queue({ kind: 'move', exerciseId, direction });
    toast({ title: 'Exercise Moved' });
  };
}
