import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { WorkoutRequest } from '../../../../../shared/schemas/plans';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../lib/paths';
import { planKeys, workoutKeys } from '../api/plan-queries';
import { createWorkout, updateWorkout } from '../api/plan-requests';
import { planPath } from '../paths';

/** POST /api/workouts, or PUT for `editId`; then /plan/{planId} when the workout is in a plan, else /workouts (spec 001 section 2). */
export function useSaveWorkout(editId: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useMutation({
    mutationFn: (body: WorkoutRequest) => (editId ? updateWorkout(editId, body) : createWorkout(body)),
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        queryClient.invalidateQueries({ queryKey: workoutKeys.all }),
        ...(saved.planId ? [queryClient.invalidateQueries({ queryKey: planKeys.withWorkouts(saved.planId) })] : []),
      ]);
      void navigate(saved.planId ? planPath(saved.planId) : paths.workouts);
    },
    onError: () =>
      toast({
        title: editId ? 'Failed to update workout plan. Please try again.' : 'Failed to create workout plan. Please try again.',
        variant: 'destructive',
      }),
  });
}
