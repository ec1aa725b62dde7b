import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WorkoutSession } from '../../../../shared/api-types';
import { useToast } from '../../components/ui/use-toast';
import { activeSessionQueryOptions, sessionKeys } from '../queries/session-queries';
import { liveWorkoutPath } from '../paths';

/**
 * A workout already running is reused, never ended (spec 000 section 4): `findRunning` asks the
 * server afresh (it may have started on another device), `openRunning` says so and opens it.
 */
export function useRunningWorkout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  const findRunning = useCallback(() => queryClient.fetchQuery(activeSessionQueryOptions()), [queryClient]);

  const openRunning = useCallback(
    (session: WorkoutSession) => {
      queryClient.setQueryData(sessionKeys.active(), session);
      toast({ title: 'Workout in progress', description: 'Finish or discard it to start another.' });
      void navigate(liveWorkoutPath(session.id));
    },
    [navigate, queryClient, toast],
  );

  return { findRunning, openRunning };
}
