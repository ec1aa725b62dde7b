import { useQueryClient } from '@tanstack/react-query';
import type { WorkoutSession } from '../../../../../../shared/api-types';
import { useToast } from '../../../../components/ui/use-toast';
import { forgetEndedSession } from '../../finish/forget-ended-session';
import { queueLiveChange } from '../changes/queue-live-change';

/** Discard: queues the delete of the session and its sets (sent when the network allows); `onDiscarded` says where the person goes. */
export function useDiscardWorkout({ onDiscarded }: { onDiscarded: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const discard = (session: WorkoutSession) => {
    queueLiveChange(queryClient, session.id, { kind: 'discard' });
    forgetEndedSession(queryClient, session);
    onDiscarded();
    toast({ title: 'Workout Discarded' });
  };
  return { discard, isPending: false };
}
