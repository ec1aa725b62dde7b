import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { useToast } from '../../../components/ui/use-toast';
import { api } from '../../../lib/api';
import { sessionKeys } from '../api/session-queries';
import { liveWorkoutPath } from '../paths';
import { useRunningWorkout } from './use-running-workout';

/** What a session is started from: a routine or plan (its first workout), or one workout. */
export interface SessionSource {
  name: string;
  workoutPlanId?: string | null;
  workoutId?: string | null;
}

const isFrom = (session: WorkoutSession, source: SessionSource) =>
  source.workoutId ? session.workoutId === source.workoutId : session.workoutPlanId === (source.workoutPlanId ?? null);

/**
 * Start Routine / Start Workout: the server copies the exercises and sets into a new live session and it
 * opens. A workout already running is opened instead and the person is told; nothing they logged is ended.
 * The running workout is asked for first because the API client answers bodies, not whether the POST
 * created (201) or reused (200) a session.
 */
export function useStartSessionFrom(failureMessage: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { findRunning, openRunning } = useRunningWorkout();

  return useMutation({
    mutationFn: async (source: SessionSource) => {
      const running = await findRunning();
      if (running) return { session: running, reused: true };
      const session = await api.post<WorkoutSession>('/api/workout-sessions', { ...source, isActive: true });
      // Started elsewhere between the two calls: the server answered that workout instead.
      return { session, reused: !isFrom(session, source) };
    },
    onSuccess: ({ session, reused }) => {
      if (reused) {
        openRunning(session);
        return;
      }
      queryClient.setQueryData(sessionKeys.active(), session);
      void navigate(liveWorkoutPath(session.id));
    },
    onError: () => toast({ title: failureMessage, variant: 'destructive' }),
  });
}
