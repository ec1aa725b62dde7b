import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { FINISH_TOAST_DURATION_MS } from '../../../components/ui/toast-constants';
import { useToast } from '../../../components/ui/use-toast';
import { currentOutbox } from '../../../lib/outbox/outbox-runtime';
import { sessionKeys } from '../../../lib/queries/session-queries';
import { rememberWorkoutShared } from '../../../lib/queries/workout-shares';
import type { FinishDetails } from '../../../lib/live-session/live-change';
import { queueLiveChange } from '../../../lib/live-session/queue-live-change';
import { flushSessionEntries } from '../live/session-entries-store';
import { forgetEndedSession } from './forget-ended-session';
import { queueWorkoutPost } from './queue-workout-post';

/** What the save step (issue 27) finishes with: the details the finish carries, and the post's photo (its URL) or null. */
export interface SaveStepDetails extends FinishDetails {
  photo: string | null;
}

interface FinishInput {
  session: WorkoutSession;
  details?: SaveStepDetails;
}

/** Shown when Finish could not reach the server: the outbox sends it (with the time Finish was pressed) later. */
export const FINISHED_ON_DEVICE_MESSAGE = 'Saved on this phone, will sync when online';

/**
 * Finish (spec 000 sections 2 and 4), from home and from the live workout: queues the entries the server may lack,
 * then the finish (issue 12: with the time it was pressed), and waits for its first try. Online it behaves as
 * before; offline, or when the try must be repeated later, the workout is complete on the device and the person is
 * told it will sync. `onFinished` says where the person goes (home stays).
 *
 * From the save step (issue 27) the finish carries its title, notes and visibility, and a workout for 'followers' is
 * posted to the feed right after it (the notes as the text, the photo): both wait in the outbox when offline.
 */
export function useFinishWorkout({ onFinished }: { onFinished?: (session: WorkoutSession) => void } = {}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const mutation = useMutation({
    // Runs offline too (the default would pause it until the network is back).
    networkMode: 'always',
    mutationFn: async ({ session, details }: FinishInput) => {
      await flushSessionEntries(session.id);
      const at = new Date().toISOString();
      const sent: FinishDetails | undefined = details && { name: details.name, notes: details.notes, visibility: details.visibility };
      const entry = queueLiveChange(queryClient, session.id, { kind: 'finish', at, ...(sent && { details: sent }) });
      const outcome = (await currentOutbox()?.deliver(entry.id)) ?? 'waiting';
      if (outcome === 'refused') throw new Error('Finish refused');
      // After the finish in the outbox's order: sent once the workout is completed on the server.
      if (details?.visibility === 'followers') queueWorkoutPost(session.id, { notes: details.notes, photo: details.photo });
      return outcome;
    },
    // Online, the person sees the finish is on its way; offline it completes at once.
    onMutate: () => {
      if (navigator.onLine) toast({ title: 'Finishing Workout' });
    },
    onSuccess: (outcome, { session, details }) => {
      // The save step opens the summary next: it keeps the sets to show (offline too).
      forgetEndedSession(queryClient, session, { keepSets: Boolean(details) });
      if (details?.visibility === 'followers') rememberWorkoutShared(queryClient, session.id);
      onFinished?.(session);
      if (outcome === 'sent') {
        toast({ title: 'Workout Complete!', description: 'Great job finishing your workout!', duration: FINISH_TOAST_DURATION_MS });
      } else {
        toast({ title: FINISHED_ON_DEVICE_MESSAGE, duration: FINISH_TOAST_DURATION_MS });
      }
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      toast({ title: 'Error', description: 'Failed to finish workout. Please try again.', variant: 'destructive' });
    },
  });

  const finish = (session: WorkoutSession | null | undefined, details?: SaveStepDetails) => {
    if (mutation.isPending) return;
    if (!session) {
      toast({ title: 'Error', description: 'No active workout found', variant: 'destructive' });
      return;
    }
    mutation.mutate({ session, details });
  };

  return { finish, isPending: mutation.isPending };
}
