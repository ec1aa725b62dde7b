import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { PlanRequest } from '../../../../../shared/schemas/plans';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../lib/paths';
import { planKeys } from './plan-queries';
import { createPlan, updatePlan } from './plan-requests';

/** Creates the plan, or updates `editId`, then goes to /workouts (spec 001 section 2). */
export function useSavePlan(editId: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useMutation({
    mutationFn: (body: PlanRequest) => (editId ? updatePlan(editId, body) : createPlan(body)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: planKeys.all });
      void navigate(paths.workouts);
    },
    onError: () => toast({ title: editId ? 'Failed to update plan.' : 'Failed to create plan.', variant: 'destructive' }),
  });
}
