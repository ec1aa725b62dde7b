import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { useToast } from '../../../components/ui/use-toast';
import { authKeys } from '../../auth';
import { finishSession, flushSessionEntries, forgetSessionLocalData, sessionKeys } from '../../workout-session';
import { userKeys } from './home-queries';

/** Time the 'Workout Complete!' toast stays (spec 000 section 9). */
export const FINISH_TOAST_DURATION_MS = 2000;

/** Finish from home (spec 000 section 4): the user stays on home. */
export function useFinishActiveWorkout(activeSession: WorkoutSession | null | undefined) {
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
    onSuccess: (finished) => {
      forgetSessionLocalData(finished.id);
      toast({ title: 'Workout Complete!', description: 'Great job finishing your workout!', duration: FINISH_TOAST_DURATION_MS });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.user(finished.userId) });
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to finish workout. Please try again.', variant: 'destructive' });
    },
  });

  const finish = () => {
    if (mutation.isPending) return;
    if (!activeSession) {
      toast({ title: 'Error', description: 'No active workout found', variant: 'destructive' });
      return;
    }
    mutation.mutate(activeSession);
  };

  return { finish, isPending: mutation.isPending };
}
