import type { PlanRequest } from '../../../../../shared/schemas/plans';
import { paths } from '../../../lib/paths';
import { createPlan, updatePlan } from './plan-requests';
import { useSaveThenGo } from './use-save-then-go';

/** Creates the plan, or updates `editId`, then goes to /workouts (spec 001 section 2). */
export function useSavePlan(editId: string | undefined) {
  return useSaveThenGo({
    save: (body: PlanRequest) => (editId ? updatePlan(editId, body) : createPlan(body)),
    destination: () => paths.workouts,
    failureMessage: () => (editId ? 'Failed to update plan.' : 'Failed to create plan.'),
  });
}
