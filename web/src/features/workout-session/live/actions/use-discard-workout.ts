import { useQueryClient } from '@tanstack/react-query';
import type { WorkoutSession, WorkoutSet } from '../../../../../../shared/api-types';
import { offerUndo } from '../../../../components/ui/undo-toast';
import { useToast } from '../../../../components/ui/use-toast';
import { currentOutbox } from '../../../../lib/outbox/outbox-runtime';
import { sessionKeys, setKeys } from '../../../../lib/queries/session-queries';
import { forgetEndedSession } from '../../finish/forget-ended-session';
import { queueLiveChange } from '../../../../lib/live-session/queue-live-change';
import { flushSessionEntries } from '../session-entries-store';

interface DiscardOptions {
  /** Where the person goes once the workout is discarded (home). */
  onDiscarded: () => void;
  /** Undo: where the person goes to find the workout again (the live workout). */
  onUndone: (sessionId: string) => void;
}

/**
 * Discard (issue 27: after the person confirmed): the delete of the session is queued in the outbox *held*, so the
 * workout is gone everywhere at once (every session query applies the waiting changes) but nothing is sent while
 * the 'Workout Discarded' toast offers Undo. Undo takes the held delete out and puts the session back exactly as it
 * was: its cached sets, and the typed entries, which stay on the device until the delete is final. Without Undo the
 * delete is released (sent when the network allows) and the browser's copy is forgotten. A page closed in the
 * window releases it on the next load (the outbox's rule), so a confirmed discard always happens.
 */
export function useDiscardWorkout({ onDiscarded, onUndone }: DiscardOptions) {
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const discard = async (session: WorkoutSession) => {
    const outbox = currentOutbox();
    const sessionKey = sessionKeys.detail(session.id);
    const setsKey = setKeys.bySession(session.id);
    const before = { session: queryClient.getQueryData<WorkoutSession>(sessionKey), sets: queryClient.getQueryData<WorkoutSet[]>(setsKey) };
    try {
      if (!outbox) throw new Error('Not signed in');
      // Typed entries waiting to be saved go first, so they are never sent after the delete (and Undo keeps them).
      await flushSessionEntries(session.id);
      const entry = queueLiveChange(queryClient, session.id, { kind: 'discard' }, { held: true });
      onDiscarded();
      offerUndo({
        title: 'Workout Discarded',
        commit: async () => {
          outbox.release(entry.id);
          forgetEndedSession(queryClient, session);
          await outbox.deliver(entry.id);
        },
        undo: () => {
          if (!outbox.withdraw(entry.id)) return;
          if (before.session) queryClient.setQueryData(sessionKey, before.session);
          if (before.sets) queryClient.setQueryData(setsKey, before.sets);
          queryClient.setQueryData(sessionKeys.active(), before.session ?? session);
          void queryClient.invalidateQueries({ queryKey: sessionKey });
          void queryClient.invalidateQueries({ queryKey: setsKey });
          void queryClient.invalidateQueries({ queryKey: sessionKeys.active() });
          onUndone(session.id);
        },
      });
    } catch {
      toast({ title: 'Error', description: 'Failed to discard workout. Please try again.', variant: 'destructive' });
    }
  };
  return { discard, isPending: false };
}
