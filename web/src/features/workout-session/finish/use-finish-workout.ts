import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { FINISH_TOAST_DURATION_MS } from '../../../components/ui/toast-constants';
import { useToast } from '../../../components/ui/use-toast';
import { finishSession } from '../api/session-requests';
import { flushSessionEntries } from '../live/session-entries-store';
import { forgetEndedSession } from './forget-ended-session';

/**
 * Finish (spec 000 sections 2 and 4), from home and from the live workout: saves the entries the
 * server may lack, then ends the session. `onFinished` says where the person goes (home stays).
 */
export function useFinishWorkout({ onFinished }: { onFinished?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const mutation = useMutation({
    mutationFn: async (session: WorkoutSession) => {
      // Weights and reps typed moments ago (or kept by the browser over a reload) must reach the
      // server before it totals the volume; when one cannot be saved, the finish stops here and
      // the browser's copy stays (onError).
      await flushSessionEntries(session.id);
      return finishSession(session.id);
    },
    onMutate: () => toast({ title: 'Finishing Workout' }),
    onSuccess: (_finished, session) => {
      forgetEndedSession(queryClient, session);
      onFinished?.();
      toast({ title: 'Workout Complete!', description: 'Great job finishing your workout!', duration: FINISH_TOAST_DURATION_MS });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to finish workout. Please try again.', variant: 'destructive' }),
  });

  const finish = (session: WorkoutSession | null | undefined) => {
    if (mutation.isPending) return;
    if (!session) {
      toast({ title: 'Error', description: 'No active workout found', variant: 'destructive' });
      return;
    }
    mutation.mutate(session);
  };

  return { finish, isPending: mutation.isPending };
}
