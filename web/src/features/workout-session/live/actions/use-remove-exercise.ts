import { useToast } from '../../../../components/ui/use-toast';
import { useQueueChange } from './use-queue-change';

/** Takes an exercise and all its sets out of the workout. */
export function useRemoveExercise(sessionId: string) {
  const { toast } = useToast();
  const queue = useQueueChange(sessionId);
  return (exerciseId: string) => {
    queue({ kind: 'remove', exerciseId });
    toast({ title: 'Exercise Removed' });
  };
}
