import type { RoutineRequest } from '../../../../../shared/schemas/plans';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../lib/paths';
import * as planRequests from '../../../lib/queries/plan-requests';
import { useSaveThenGo } from '../../../lib/queries/use-save-then-go';

/** Spec 000 section 8: the routine save's messages. */
const ROUTINE_CREATED = 'Routine created successfully!';
const ROUTINE_UPDATED = 'Routine updated successfully!';
const CREATE_FAILED = 'Failed to create routine';
const UPDATE_FAILED = 'Failed to update routine';

/** POST /api/workout-plans, or PUT for `editId`; then the toast and /workouts. */
export function useSaveRoutine(editId: string | undefined) {
  const { toast } = useToast();
  return useSaveThenGo({
    save: (body: RoutineRequest) => (editId ? planRequests.updateRoutine(editId, body) : planRequests.createRoutine(body)),
    onSaved: () => toast({ title: editId ? ROUTINE_UPDATED : ROUTINE_CREATED }),
    destination: () => paths.workouts,
    failureMessage: (error) => error.message || (editId ? UPDATE_FAILED : CREATE_FAILED),
  });
}
