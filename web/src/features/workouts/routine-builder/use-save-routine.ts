import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { PlanWithWorkouts } from '../../../../../shared/api-types';
import { timeOrderedId } from '../../../../../shared/ids';
import type { CheckedRoutineRequest } from '../../../../../shared/schemas/plans';
import { useToast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { saveOrQueue, SAVED_ON_PHONE } from '../../../lib/outbox/save-or-queue';
import { paths } from '../../../lib/paths';
import { invalidatePlansAndWorkouts, planKeys } from '../../../lib/queries/plan-queries';
import * as planRequests from '../../../lib/queries/plan-requests';
import { localRoutineOf } from './local-routine';
import { queueRoutineChange } from './routine-changes';

/** Spec 000 section 8: the routine save's messages. */
const ROUTINE_CREATED = 'Routine created successfully!';
const ROUTINE_UPDATED = 'Routine updated successfully!';
const CREATE_FAILED = 'Failed to create routine';
const UPDATE_FAILED = 'Failed to update routine';

/**
 * POST /api/workout-plans (with the id the phone chose), or PUT for `editId`; then the toast and /workouts. Offline
 * (lib/outbox/save-or-queue.ts) the routine is saved on the phone and queued in the outbox instead (issue 30).
 */
export function useSaveRoutine(editId: string | undefined, exerciseNames: () => ReadonlyMap<string, string>) {
  const { toast } = useToast();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function saveOnPhone(body: CheckedRoutineRequest, id: string): void {
    const userId = auth.user?.id ?? '';
    const previous = editId ? queryClient.getQueryData<PlanWithWorkouts>(planKeys.withWorkouts(editId)) : undefined;
    const routine = localRoutineOf({ id, userId, body, exerciseNames: exerciseNames(), now: new Date(), previous });
    queueRoutineChange({ type: 'routine', kind: editId ? 'edit' : 'create', routine, body });
  }

  async function save(body: CheckedRoutineRequest): Promise<{ onPhone: boolean }> {
    const id = editId ?? timeOrderedId();
    return saveOrQueue({
      send: async () => {
        await (editId ? planRequests.updateRoutine(editId, body) : planRequests.createRoutine({ ...body, id }));
      },
      queue: () => saveOnPhone(body, id),
    });
  }

  return useMutation({
    mutationFn: save,
    // It decides itself what happens offline: react-query would hold it until the network is back.
    networkMode: 'always',
    onSuccess: async ({ onPhone }) => {
      toast({ title: editId ? ROUTINE_UPDATED : ROUTINE_CREATED, ...(onPhone && { description: SAVED_ON_PHONE }) });
      if (!onPhone) await invalidatePlansAndWorkouts(queryClient);
      void navigate(paths.workouts);
    },
    onError: (error) => toast({ title: error.message || (editId ? UPDATE_FAILED : CREATE_FAILED), variant: 'destructive' }),
  });
}
