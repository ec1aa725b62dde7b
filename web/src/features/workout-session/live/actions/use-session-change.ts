import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../../components/ui/use-toast';
import { sessionCache, type SessionCache, type SessionSnapshot } from './session-cache';

/** The mutation key every change of a session shares, so the last one to settle can be told apart. */
export const sessionChangeKey = (sessionId: string) => ['workout-session', sessionId] as const;

export interface SessionChange<V, R> {
  send: (variables: V, cache: SessionCache) => Promise<R>;
  /** Shows the change at once; runs after reads in flight are stopped and the cache is snapshotted. */
  apply: (variables: V, cache: SessionCache, snapshot: SessionSnapshot) => void;
  onSuccess?: (result: R, variables: V, cache: SessionCache) => void;
  /** Undoes the change; without it the snapshot taken before `apply` is put back. */
  rollback?: (variables: V, cache: SessionCache, error: Error) => void;
  /** The spec's message shown when the server refuses (none: the failure is only undone). */
  failureMessage?: string;
  onSettled?: (variables: V) => void;
}

/**
 * One change a person makes in the live workout: applied to the query cache at once (optimistic),
 * sent, and undone with the spec's message when the server refuses. When the last pending change
 * of the session settles, the session and its sets are read again.
 */
export function useSessionChange<V, R = unknown>(sessionId: string, change: SessionChange<V, R>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const cache = sessionCache(queryClient, sessionId);
  const mutationKey = sessionChangeKey(sessionId);

  return useMutation({
    mutationKey,
    mutationFn: (variables: V) => change.send(variables, cache),
    onMutate: async (variables) => {
      const snapshot = await cache.snapshot();
      change.apply(variables, cache, snapshot);
      return snapshot;
    },
    onSuccess: (result, variables) => change.onSuccess?.(result, variables, cache),
    onError: (error, variables, snapshot) => {
      if (change.rollback) change.rollback(variables, cache, error);
      else if (snapshot) cache.restore(snapshot);
      if (change.failureMessage) toast({ title: change.failureMessage, variant: 'destructive' });
    },
    onSettled: (_result, _error, variables) => {
      change.onSettled?.(variables);
      // This mutation still counts as pending here, so 1 means it is the last.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: cache.setsKey });
      void queryClient.invalidateQueries({ queryKey: cache.sessionKey });
    },
  });
}
