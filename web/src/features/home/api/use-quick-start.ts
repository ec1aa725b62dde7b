import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';
import { sessionKeys } from '../../../lib/queries/session-queries';
import { workoutPaths } from '../../../lib/paths';
import { userKeys } from '../../../lib/queries/user-keys';

/**
 * Quick Start (spec 000 section 4): discard cached session queries, then startQuickWorkout (save
 * and complete a session left active, clear stored session data, create 'Quick Workout') and open it.
 */
export function useQuickStart() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useMutation({
    // Issue 12: Quick Start works offline (the outbox queues it), so it must not wait for the network.
    networkMode: 'always',
    mutationFn: async () => {
      // The live workout's code comes with the tap, not with home (issue 14); the service worker has it offline.
      const { startQuickWorkout } = await import('./quick-start-entry');
      queryClient.removeQueries({ queryKey: sessionKeys.active() });
      queryClient.removeQueries({ queryKey: sessionKeys.current() });
      return startQuickWorkout();
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
