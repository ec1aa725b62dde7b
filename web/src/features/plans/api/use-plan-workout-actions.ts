import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workout } from '../../../../../shared/api-types';
import { deleteWithUndo } from '../../../components/ui/undo-toast';
import { useToast } from '../../../components/ui/use-toast';
import { invalidatePlansAndWorkouts, planKeys } from '../../../lib/queries/plan-queries';
import { deleteWorkout, reorderWorkout, setWorkoutPlan } from '../../../lib/queries/plan-requests';

/** The owner's changes to a plan's workouts (spec 001 section 2, Plan Details), each with the spec's failure toast. */
export function usePlanWorkoutActions(planId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const failed = (title: string) => () => toast({ title, variant: 'destructive' });

  const refreshPlan = () => invalidatePlansAndWorkouts(queryClient);

  // Offline these fail at once with their toast: react-query's default would hold them and send them once the
  // network is back, long after the person moved on (issue 30: nothing starts later by itself).
  const add = useMutation({
    mutationFn: (workoutId: string) => setWorkoutPlan(workoutId, planId),
    networkMode: 'always',
    onSuccess: refreshPlan,
    onError: failed('Failed to add workout to plan.'),
  });

  const reorder = useMutation({
    mutationFn: ({ workoutId, direction }: { workoutId: string; direction: 'up' | 'down' }) => reorderWorkout(workoutId, direction),
    networkMode: 'always',
    onSuccess: refreshPlan,
    onError: failed('Failed to reorder workout.'),
  });

  /** After the person confirmed (issue 27): gone from the plan at once, with Undo; the DELETE goes when the window ends. */
  const remove = (workoutId: string) =>
    deleteWithUndo({
      title: 'Workout deleted',
      hide: async () => {
        await queryClient.cancelQueries({ queryKey: planKeys.workouts(planId) });
        queryClient.setQueryData<Workout[]>(planKeys.workouts(planId), (workouts) => workouts?.filter((workout) => workout.id !== workoutId));
      },
      restore: () => void refreshPlan(),
      send: () => deleteWorkout(workoutId),
      onDeleted: refreshPlan,
      failureTitle: 'Failed to delete workout.',
    });

  return { add, reorder, remove };
}
