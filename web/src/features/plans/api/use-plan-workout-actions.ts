import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { invalidatePlansAndWorkouts } from './plan-queries';
import { deleteWorkout, reorderWorkout, setWorkoutPlan } from './plan-requests';

/** The owner's changes to a plan's workouts (spec 001 section 2, Plan Details), each with the spec's failure toast. */
export function usePlanWorkoutActions(planId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const failed = (title: string) => () => toast({ title, variant: 'destructive' });

  const refreshPlan = () => invalidatePlansAndWorkouts(queryClient);

  const add = useMutation({
    mutationFn: (workoutId: string) => setWorkoutPlan(workoutId, planId),
    onSuccess: refreshPlan,
    onError: failed('Failed to add workout to plan.'),
  });

  const reorder = useMutation({
    mutationFn: ({ workoutId, direction }: { workoutId: string; direction: 'up' | 'down' }) => reorderWorkout(workoutId, direction),
    onSuccess: refreshPlan,
    onError: failed('Failed to reorder workout.'),
  });

  const remove = useMutation({
    mutationFn: (workoutId: string) => deleteWorkout(workoutId),
    onSuccess: refreshPlan,
    onError: failed('Failed to delete workout.'),
  });

  return { add, reorder, remove };
}
