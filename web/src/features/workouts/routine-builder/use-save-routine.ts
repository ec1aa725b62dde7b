import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { PlanWithWorkouts } from '../../../../../shared/api-types';
import { timeOrderedId } from '../../../../../shared/ids';
import type { CheckedRoutineRequest } from '../../../../../shared/schemas/plans';
import { useToast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { currentOutbox } from '../../../lib/outbox/outbox-runtime';
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
export const SAVED_ON_PHONE = 'Saved on this phone. It syncs when you are back online.';

/** A failure the outbox would try again (no network, no answer, a server error): the routine is kept on the phone. */
const isNotNow = (error: unknown) => !isApiError(error) || error.status >= 500;

/**
 * POST /api/workout-plans (with the id the phone chose), or PUT for `editId`; then the toast and /workouts. With no
 * network (or no answer), or while earlier changes still wait to be sent (they go first, in order), the routine is
 * saved on the phone and queued in the outbox instead (issue 30, deliverable 3); `navigator.onLine` alone cannot
 * tell: a gym's Wi-Fi without internet says online.
 */
export function useSaveRoutine(editId: string | undefined, exerciseNames: () => ReadonlyMap<string, string>) {
  const { toast } = useToast();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function saveOnPhone(body: CheckedRoutineRequest, id: string, userId: string): void {
    const previous = editId ? queryClient.getQueryData<PlanWithWorkouts>(planKeys.withWorkouts(editId)) : undefined;
    const routine = localRoutineOf({ id, userId, body, exerciseNames: exerciseNames(), now: new Date(), previous });
    queueRoutineChange({ type: 'routine', kind: editId ? 'edit' : 'create', routine, body });
  }

  async function save(body: CheckedRoutineRequest): Promise<{ onPhone: boolean }> {
    const id = editId ?? timeOrderedId();
    const userId = auth.user?.id;
    const waiting = (currentOutbox()?.entries.length ?? 0) > 0;
    if (userId && (waiting || !navigator.onLine)) {
      saveOnPhone(body, id, userId);
      return { onPhone: true };
    }
    try {
      await (editId ? planRequests.updateRoutine(editId, body) : planRequests.createRoutine({ ...body, id }));
      return { onPhone: false };
    } catch (error) {
      if (!userId || !isNotNow(error)) throw error;
      saveOnPhone(body, id, userId);
      return { onPhone: true };
    }
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
