import { useQueryClient } from '@tanstack/react-query';
import type { Workout } from '../../../../../shared/api-types';
import type { CheckedWorkoutRequest } from '../../../../../shared/schemas/plans';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths, planPath } from '../../../lib/paths';
import { workoutKeys } from '../../../lib/queries/plan-queries';
import { createWorkout, updateWorkout } from '../../../lib/queries/plan-requests';
import { useSaveThenGo } from '../../../lib/queries/use-save-then-go';
import { localWorkoutOf } from '../offline/local-plan';
import { queuePlanChange } from '../offline/plan-changes';

/**
 * POST /api/workouts (under the id the phone chose), or PUT for `editId`; then /plan/{planId} when the workout is in a
 * plan, else /workouts (spec 001 section 2). Offline it is saved on the phone and queued (issue 30).
 */
export function useSaveWorkout(editId: string | undefined, exerciseNames: () => ReadonlyMap<string, string>) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useSaveThenGo({
    save: (body: CheckedWorkoutRequest, newId) => (editId ? updateWorkout(editId, body) : createWorkout({ ...body, id: newId })),
    queue: (body, newId) => {
      const previous = editId ? queryClient.getQueryData<Workout>(workoutKeys.detail(editId)) : undefined;
      const workout = localWorkoutOf({ id: editId ?? newId, userId: user?.id ?? '', body, exerciseNames: exerciseNames(), now: new Date(), previous });
      queuePlanChange({ type: 'training-plan', kind: editId ? 'edit-workout' : 'create-workout', workout, body });
      return workout;
    },
    destination: (saved) => (saved.planId ? planPath(saved.planId) : paths.workouts),
    failureMessage: () => (editId ? 'Failed to update workout plan. Please try again.' : 'Failed to create workout plan. Please try again.'),
  });
}
