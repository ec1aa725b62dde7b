import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutSession } from '../../../../../../shared/api-types';
import { useToast } from '../../../../components/ui/use-toast';
import { deleteSession } from '../../api/session-requests';
import { forgetEndedSession } from '../../finish/forget-ended-session';

/** Discard: deletes the session and its sets; `onDiscarded` says where the person goes. */
export function useDiscardWorkout({ onDiscarded }: { onDiscarded: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: (session: WorkoutSession) => deleteSession(session.id),
    onSuccess: (_result, session) => {
      forgetEndedSession(queryClient, session);
      onDiscarded();
      toast({ title: 'Workout Discarded' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to discard workout. Please try again.', variant: 'destructive' }),
  });
  return { discard: mutation.mutate, isPending: mutation.isPending };
}
