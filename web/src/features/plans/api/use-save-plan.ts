import { useQueryClient } from '@tanstack/react-query';
import type { Plan } from '../../../../../shared/api-types';
import type { CheckedPlanRequest } from '../../../../../shared/schemas/plans';
import { useAuth } from '../../../lib/auth/auth-context';
import { planPath } from '../../../lib/paths';
import { planKeys } from '../../../lib/queries/plan-queries';
import { createPlan, updatePlan } from '../../../lib/queries/plan-requests';
import { useSaveThenGo } from '../../../lib/queries/use-save-then-go';
import { localPlanOf } from '../offline/local-plan';
import { queuePlanChange } from '../offline/plan-changes';

/**
 * Creates the plan (under the id the phone chose), or updates `editId`, then opens the plan (spec 001 says /workouts,
 * which lists routines: issue 27 keeps plans apart, and a new plan's next step is adding its workouts there). Offline
 * it is saved on the phone and queued (issue 30).
 */
export function useSavePlan(editId: string | undefined) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useSaveThenGo({
    save: (body: CheckedPlanRequest, newId) => (editId ? updatePlan(editId, body) : createPlan({ ...body, id: newId })),
    queue: (body, newId) => {
      const previous = editId ? queryClient.getQueryData<Plan>(planKeys.detail(editId)) : undefined;
      const plan = localPlanOf({ id: editId ?? newId, userId: user?.id ?? '', body, now: new Date(), previous });
      queuePlanChange({ type: 'training-plan', kind: editId ? 'edit-plan' : 'create-plan', plan, body });
      return plan;
    },
    destination: (saved) => planPath(saved.id),
    failureMessage: () => (editId ? 'Failed to update plan.' : 'Failed to create plan.'),
  });
}
