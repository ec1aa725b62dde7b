import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';
import { clearAllSessionLocalData, createQuickSession, finishSession, getActiveSession, sessionKeys, workoutPaths } from '../../workout-session';
import { userKeys } from './home-queries';

/**
 * Quick Start (spec 000 section 4): clear stored session data and cached session queries, complete
 * a session left active (a failure there is ignored), create 'Quick Workout' and open it.
 */
export function useQuickStart() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useMutation({
    mutationFn: async () => {
      clearAllSessionLocalData();
      queryClient.removeQueries({ queryKey: sessionKeys.active() });
      queryClient.removeQueries({ queryKey: sessionKeys.current() });
      const stale = await getActiveSession();
      if (stale) await finishSession(stale.id).catch(() => undefined);
      return createQuickSession();
    },
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKeys.active(), session);
      void queryClient.invalidateQueries({ queryKey: userKeys.user(session.userId) });
      navigate(workoutPaths.session);
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to start workout. Please try again.', variant: 'destructive' });
    },
  });
}
