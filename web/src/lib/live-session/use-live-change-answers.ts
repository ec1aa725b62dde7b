import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WorkoutSession, WorkoutSet } from '../../../../shared/api-types';
import type { RouteKey } from '../../../../shared/routes';
import type { Outbox } from '../outbox/outbox';
import type { KindSettledEvent } from '../outbox/outbox-kind';
import { currentOutbox, currentOutboxUserId, subscribeToCurrentOutbox } from '../outbox/outbox-runtime';
import { sessionKeys, setKeys } from '../queries/session-queries';
import { userKeys } from '../queries/user-keys';
import type { LiveChange } from './live-change';
import type { LiveChangeKind, LiveChangeModule } from './live-change-module';
import { applyLiveChanges, liveChangeModules, liveChangeOf } from './live-changes';
import type { SessionView } from './session-view';

const waitingChangesOf = (outbox: Outbox, sessionId: string): LiveChange[] =>
  outbox.entries.flatMap((entry) => {
    const live = liveChangeOf(entry);
    return live?.sessionId === sessionId ? [live.change] : [];
  });

/** Puts a delivered change's merged answer into the cached session, its sets and the active session; false: not possible. */
function showMergedAnswer(queryClient: QueryClient, sessionId: string, merge: (view: SessionView) => SessionView | undefined): boolean {
  const sessionKey = sessionKeys.detail(sessionId);
  const setsKey = setKeys.bySession(sessionId);
  const session = queryClient.getQueryData<WorkoutSession>(sessionKey);
  const next = merge({ session, sets: queryClient.getQueryData<WorkoutSet[]>(setsKey) });
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
 * Keeps a session's cached copy in step with what the outbox delivers: each change's module merges its own answer
 * (a set change answers with its exercise's sets and the session's order, issue 14: they go into the cache, with no
 * read). A change without a merge, or an answer that cannot be merged, has the session read again once its last
 * waiting change is delivered (the server's answer then has everything: ids, personal records, the finished volume);
 * a refused change has it read at once (the screen drops what was not saved). A delivered finish or discard also
 * refreshes the person's stats and history.
 */
export function useLiveChangeAnswers(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopListening: Array<() => void> = [];
    /** Sessions with a delivered change whose answer was not merged: read again when their queue is empty. */
    const toReread = new Set<string>();

    const settled = (outbox: Outbox, module: LiveChangeModule<LiveChangeKind>, event: KindSettledEvent<LiveChange, RouteKey>) => {
      const sessionId = event.entry.scope;
      if (!sessionId) return;
      if (event.outcome === 'sent') {
        const waiting = waitingChangesOf(outbox, sessionId);
        const { merge } = module;
        const merged = merge !== undefined && showMergedAnswer(queryClient, sessionId, (view) => merge(event.answer, { view, waiting, reapply: applyLiveChanges }));
        if (!merged) toReread.add(sessionId);
        if (waiting.length > 0 || !toReread.has(sessionId)) return;
      }
      toReread.delete(sessionId);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) });
      void queryClient.invalidateQueries({ queryKey: setKeys.bySession(sessionId) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.active() });
      const userId = currentOutboxUserId();
      if (module.endsSession && userId) {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        void queryClient.invalidateQueries({ queryKey: userKeys.user(userId) });
      }
    };

    const attach = () => {
      stopListening.forEach((stop) => stop());
      const outbox = currentOutbox();
      stopListening = outbox ? liveChangeModules.map((module) => module.outbox.onSettled(outbox, (event) => settled(outbox, module, event))) : [];
    };
    attach();
    const stopWatching = subscribeToCurrentOutbox(attach);
    return () => {
      stopWatching();
      stopListening.forEach((stop) => stop());
    };
  }, [queryClient]);
}
