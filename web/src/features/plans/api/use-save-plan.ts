import type { PlanRequest } from '../../../../../shared/schemas/plans';
import { planPath } from '../../../lib/paths';
import { createPlan, updatePlan } from '../../../lib/queries/plan-requests';
import { useSaveThenGo } from '../../../lib/queries/use-save-then-go';

/**
 * Creates the plan, or updates `editId`, then opens the plan (spec 001 says /workouts, which lists routines: issue 27
 * keeps plans apart, and a new plan's next step is adding its workouts there).
 */
export function useSavePlan(editId: string | undefined) {
  return useSaveThenGo({
    save: (body: PlanRequest) => (editId ? updatePlan(editId, body) : createPlan(body)),
    destination: (saved) => planPath(saved.id),
    failureMessage: () => (editId ? 'Failed to update plan.' : 'Failed to create plan.'),
  });
}
