import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/ui/use-toast';
import { callWithStatus } from '../api';
import { commitPendingUndos } from '../undo-window';
import { sessionKeys } from '../queries/session-queries';
import { liveWorkoutPath } from '../paths';
import { useRunningWorkout } from './use-running-workout';

/** What a session is started from: a routine or plan (its first workout), or one workout. */
export interface SessionSource {
  name: string;
  workoutPlanId?: string | null;
  workoutId?: string | null;
}

/** Said when Start Routine or Start Workout is tapped offline (issue 30). */
const START_NEEDS_NETWORK = "You're offline: starting a routine or plan workout needs the network. Quick Start works offline.";

/**
 * Start Routine / Start Workout: the server copies the exercises and sets into a new live session (201) and it
 * opens. A workout already running is answered instead (200): it opens and the person is told; nothing they
 * logged is ended. Offline it says so at once: the request is not held to start by itself later, which would pull
 * the person into a workout long after the tap (issue 30).
 */
export function useStartSessionFrom(failureMessage: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { openRunning } = useRunningWorkout();

  return useMutation({
    networkMode: 'always',
    mutationFn: async (source: SessionSource) => {
      // A workout discarded a moment ago (Undo still offered) is deleted first, or the server would reuse it.
      await commitPendingUndos();
      const { answer: session, status } = await callWithStatus('POST /api/workout-sessions', { body: { ...source, isActive: true } });
      return { session, reused: status === 200 };
    },
    onSuccess: ({ session, reused }) => {
      if (reused) {
        openRunning(session);
        return;
      }
      queryClient.setQueryData(sessionKeys.active(), session);
      void navigate(liveWorkoutPath(session.id));
    },
    onError: () => toast({ title: onlineManager.isOnline() ? failureMessage : START_NEEDS_NETWORK, variant: 'destructive' }),
  });
}
