import type { WorkoutRequest } from '../../../../../shared/schemas/plans';
import { paths } from '../../../lib/paths';
import { createWorkout, updateWorkout } from '../../../lib/queries/plan-requests';
import { useSaveThenGo } from '../../../lib/queries/use-save-then-go';
import { planPath } from '../../../lib/paths';

/** POST /api/workouts, or PUT for `editId`; then /plan/{planId} when the workout is in a plan, else /workouts (spec 001 section 2). */
export function useSaveWorkout(editId: string | undefined) {
  return useSaveThenGo({
    save: (body: WorkoutRequest) => (editId ? updateWorkout(editId, body) : createWorkout(body)),
    destination: (saved) => (saved.planId ? planPath(saved.planId) : paths.workouts),
    failureMessage: () => (editId ? 'Failed to update workout plan. Please try again.' : 'Failed to create workout plan. Please try again.'),
  });
}
