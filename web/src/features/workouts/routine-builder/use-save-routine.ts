import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { RoutineRequest } from '../../../../../shared/schemas/plans';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../lib/paths';
import { planKeys, planRequests } from '../../plans';

/** Spec 000 section 8: the routine save's messages. */
export const ROUTINE_CREATED = 'Routine created successfully!';
export const ROUTINE_UPDATED = 'Routine updated successfully!';
const CREATE_FAILED = 'Failed to create routine';
const UPDATE_FAILED = 'Failed to update routine';

/** POST /api/workout-plans, or PUT for `editId`; then the toast and /workouts. */
export function useSaveRoutine(editId: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useMutation({
    mutationFn: (body: RoutineRequest) => (editId ? planRequests.updateRoutine(editId, body) : planRequests.createRoutine(body)),
    onSuccess: async (saved) => {
      toast({ title: editId ? ROUTINE_UPDATED : ROUTINE_CREATED });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.withWorkouts(saved.id) }),
      ]);
      void navigate(paths.workouts);
    },
    onError: (error) => toast({ title: error.message || (editId ? UPDATE_FAILED : CREATE_FAILED), variant: 'destructive' }),
  });
}
