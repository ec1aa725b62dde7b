import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { timeOrderedId } from '../../../../shared/ids';
import { useToast } from '../../components/ui/use-toast';
import { saveOrQueue, SAVED_ON_PHONE } from '../outbox/save-or-queue';
import { invalidatePlansAndWorkouts } from './plan-queries';

interface SaveThenGo<Body, Saved> {
  /** The POST or PUT; a new item is made under `newId` (chosen on the phone, issue 30). */
  save: (body: Body, newId: string) => Promise<Saved>;
  /** Offline: keeps the save on the phone under the same `newId`, queues it in the outbox and shows it (issue 30). */
  queue: (body: Body, newId: string) => Saved;
  /** Where to go once saved. */
  destination: (saved: Saved) => string;
  /** The destructive toast's title when the save fails. */
  failureMessage: (error: Error) => string;
}

/**
 * A form's save (plan, workout): the request, then fresh plan and workout queries and the next screen; a toast when
 * it fails. Offline it is kept on the phone and queued (lib/outbox/save-or-queue.ts): a toast says so, nothing is read
 * again, and react-query never holds the save to send it later by itself.
 */
export function useSaveThenGo<Body, Saved>({ save, queue, destination, failureMessage }: SaveThenGo<Body, Saved>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useMutation({
    mutationFn: (body: Body) => {
      const newId = timeOrderedId();
      return saveOrQueue({ send: () => save(body, newId), queue: () => queue(body, newId) });
    },
    networkMode: 'always',
    onSuccess: async ({ saved, onPhone }) => {
      if (onPhone) toast({ title: SAVED_ON_PHONE });
      else await invalidatePlansAndWorkouts(queryClient);
      void navigate(destination(saved));
    },
    onError: (error) => toast({ title: failureMessage(error), variant: 'destructive' }),
  });
}
