import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { PlanSummary } from '../../../../../shared/api-types';
import { deleteWithUndo } from '../../../components/ui/undo-toast';
import type { ApiPage } from '../../../lib/api-client';
import { invalidatePlansAndWorkouts, planKeys } from '../../../lib/queries/plan-queries';
import * as planRequests from '../../../lib/queries/plan-requests';

/**
 * Delete Routine, after the person confirmed (issue 27): the routine leaves the list at once with Undo offered;
 * DELETE /api/plans/{id} goes when the Undo window ends (its folder is the routine's own field: it goes with it).
 */
export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return (routineId: string) =>
    deleteWithUndo({
      title: 'Routine deleted',
      hide: async () => {
        await queryClient.cancelQueries({ queryKey: planKeys.mine() });
        queryClient.setQueryData<InfiniteData<ApiPage<PlanSummary>, string>>(planKeys.mine(), (data) =>
          data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((plan) => plan.id !== routineId) })) },
        );
      },
      restore: () => void invalidatePlansAndWorkouts(queryClient),
      send: () => planRequests.deletePlan(routineId),
      onDeleted: () => invalidatePlansAndWorkouts(queryClient),
      failureTitle: 'Failed to delete routine.',
    });
}
