import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { invalidatePlansAndWorkouts, planRequests } from '../../plans';
import { folderStore } from '../folders/folders';

/** DELETE /api/plans/{id}; the routine also leaves its folder. */
export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  const { toast } = useToast();

  return useMutation({
    mutationFn: (routineId: string) => planRequests.deletePlan(routineId),
    onSuccess: (_result, routineId) => {
      folderStore.forgetRoutine(routineId);
      return invalidatePlansAndWorkouts(queryClient);
    },
    onError: () => toast({ title: 'Failed to delete routine.', variant: 'destructive' }),
  });
}
