import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useToast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { userKeys } from '../../../lib/queries/user-keys';
import { sessionKeys } from '../../../lib/queries/session-queries';
import { startQuickWorkout } from '../live/start-quick-workout';
import { liveWorkoutPath } from '../../../lib/paths';

/**
 * Starter screen (spec 000 section 2): ends the active session if there is one, creates a new
 * 'Quick Workout' and opens /workout/session?session={id}; on failure goes to /workouts.
 */
export default function WorkoutStarterScreen() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const started = useRef(false);

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const session = await startQuickWorkout();
        queryClient.setQueryData(sessionKeys.active(), session);
        queryClient.setQueryData(sessionKeys.detail(session.id), session);
        void queryClient.invalidateQueries({ queryKey: userKeys.user(user.id) });
        void navigate(liveWorkoutPath(session.id), { replace: true });
      } catch {
        toast({ title: 'Error', description: 'Failed to start workout session. Please try again.', variant: 'destructive' });
        void navigate('/workouts', { replace: true });
      }
    })();
  }, [user, navigate, queryClient, toast]);

  if (!user) {
    return (
      <div className="mx-auto flex min-h-dvh w-full max-w-md items-center justify-center bg-slate-50 px-6 text-center">
        <p className="text-slate-700">Please log in to start a workout.</p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50">
      <LoadingScreen label="Starting your workout..." />
    </div>
  );
}
