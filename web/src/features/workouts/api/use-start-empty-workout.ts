import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';
import { useRunningWorkout } from '../../../lib/live-session/use-running-workout';
import { workoutPaths } from '../../../lib/paths';

/** Start Empty Workout: the starter screen when nothing runs, else the running workout (kept as it is). */
export function useStartEmptyWorkout() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { findRunning, openRunning } = useRunningWorkout();

  return useMutation({
    mutationFn: findRunning,
    onSuccess: (running) => (running ? openRunning(running) : navigate(workoutPaths.start)),
    onError: () => toast({ title: 'Error', description: 'Failed to start workout. Please try again.', variant: 'destructive' }),
  });
}
