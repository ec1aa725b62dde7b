import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WorkoutSession, WorkoutSet } from '../../../../../../shared/api-types';
import { currentOutbox, currentOutboxUserId, subscribeToCurrentOutbox } from '../../../../lib/outbox/outbox-runtime';
import type { Outbox } from '../../../../lib/outbox/outbox';
import { userKeys } from '../../../../lib/queries/user-keys';
import { sessionKeys, setKeys } from '../../../../lib/queries/session-queries';
import type { LiveChange } from '../../../../lib/live-session/live-change';
import { isSetChange, isSetChangeAnswer, mergeSetChangeAnswer, type SetChangeAnswer } from './merge-set-change-answer';

const waitingChangesOf = (outbox: Outbox, sessionId: string): LiveChange[] =>
  outbox.entries.flatMap((entry) => (entry.scope === sessionId && entry.change ? [entry.change as LiveChange] : []));

/** Puts a delivered set change's answer into the cached session, its sets and the active session; false: not possible. */
function showSetChangeAnswer(queryClient: QueryClient, sessionId: string, answer: SetChangeAnswer, waiting: readonly LiveChange[]): boolean {
  const sessionKey = sessionKeys.detail(sessionId);
  const setsKey = setKeys.bySession(sessionId);
  const session = queryClient.getQueryData<WorkoutSession>(sessionKey);
  const next = mergeSetChangeAnswer({ session, sets: queryClient.getQueryData<WorkoutSet[]>(setsKey) }, answer, waiting);
  if (!next?.session || !next.sets) return false;
  queryClient.setQueryData(setsKey, next.sets);
  if (next.session !== session) {
    queryClient.setQueryData(sessionKey, next.session);
    const active = queryClient.getQueryData<WorkoutSession | null>(sessionKeys.active());
    if (active?.id === sessionId) queryClient.setQueryData(sessionKeys.active(), { ...active, exerciseIds: next.session.exerciseIds });
  }
  return true;
}

/**
 * Keeps a session's cached copy in step with what the outbox delivers. A delivered set change (add, entries,
 * toggles, delete) answers with its exercise's sets and the session's order (issue 14): they go into the cache, with
 * no read. Any other change, or an answer that cannot be merged, has the session read again once its last waiting
 * change is delivered (the server's answer then has everything: ids, personal records, the finished volume); a
 * refused change has it read at once (the screen drops what was not saved). A delivered finish or discard also
 * refreshes the person's stats and history.
 */
export function useSessionOutboxSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopListening: (() => void) | undefined;
    /** Sessions with a delivered change whose answer was not merged: read again when their queue is empty. */
    const toReread = new Set<string>();
    const attach = () => {
      stopListening?.();
      const outbox = currentOutbox();
      stopListening = outbox?.onSettled(({ entry, outcome, result }) => {
        const sessionId = entry.scope;
        if (!sessionId) return;
        const change = entry.change as LiveChange | undefined;
        if (outcome === 'sent') {
          const waiting = waitingChangesOf(outbox, sessionId);
          const merged = isSetChange(change) && isSetChangeAnswer(result) && showSetChangeAnswer(queryClient, sessionId, result, waiting);
          if (!merged) toReread.add(sessionId);
          if (waiting.length > 0 || !toReread.has(sessionId)) return;
        }
        toReread.delete(sessionId);
        void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) });
        void queryClient.invalidateQueries({ queryKey: setKeys.bySession(sessionId) });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.active() });
        const userId = currentOutboxUserId();
        if ((change?.kind === 'finish' || change?.kind === 'discard') && userId) {
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
          void queryClient.invalidateQueries({ queryKey: userKeys.user(userId) });
        }
      });
    };
    attach();
    const stopWatching = subscribeToCurrentOutbox(attach);
    return () => {
      stopWatching();
      stopListening?.();
    };
  }, [queryClient]);
}
