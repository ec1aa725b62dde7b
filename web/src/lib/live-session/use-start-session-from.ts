import { onlineManager, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { WorkoutSession } from '../../../../shared/api-types';
import { useToast } from '../../components/ui/use-toast';
import { callWithStatus } from '../api';
import { commitPendingUndos } from '../undo-window';
import { sessionKeys } from '../queries/session-queries';
import { liveWorkoutPath } from '../paths';
import { cachedTemplate } from './cached-template';
import { startFromCachedTemplate } from './start-from-cached-template';
import { useRunningWorkout } from './use-running-workout';

/** What a session is started from: a routine or plan (its first workout), or one workout. */
export interface SessionSource {
  name: string;
  workoutPlanId?: string | null;
  workoutId?: string | null;
}

/** Said when Start Routine or Start Workout is tapped offline on one the phone has never read (issue 30). */
const NOT_ON_THIS_PHONE = "You're offline and this routine or workout isn't on this phone yet: open it once online to start it offline. Quick Start works offline.";

/** Offline: the workout the phone knows is running, else a copy of the template it holds; undefined when it holds none. */
function startOffline(queryClient: QueryClient, source: SessionSource): { session: WorkoutSession; reused: boolean } | undefined {
  const running = queryClient.getQueryData<WorkoutSession | null>(sessionKeys.active());
  if (running?.isActive) return { session: running, reused: true };
  const template = cachedTemplate(queryClient, source);
  return template && { session: startFromCachedTemplate(queryClient, { name: source.name, template }), reused: false };
}

/**
 * Start Routine / Start Workout: the server copies the exercises and sets into a new live session (201) and it
 * opens. A workout already running is answered instead (200): it opens and the person is told; nothing they
 * logged is ended. Offline (issue 30) the phone copies the routine or workout it holds, with ids it chooses, and
 * the copy is sent when the network is back; one the phone never read says so at once, and nothing is held to start
 * by itself later, which would pull the person into a workout long after the tap.
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
      if (!onlineManager.isOnline()) {
        const started = startOffline(queryClient, source);
        if (!started) throw new Error(NOT_ON_THIS_PHONE);
        return started;
      }
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
    onError: () => toast({ title: onlineManager.isOnline() ? failureMessage : NOT_ON_THIS_PHONE, variant: 'destructive' }),
  });
}
