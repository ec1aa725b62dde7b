import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentOutbox, currentOutboxUserId, subscribeToCurrentOutbox } from '../../../offline';
import { userKeys } from '../../../users';
import { sessionKeys, setKeys } from '../../api/session-queries';
import type { LiveChange } from './live-change';

/**
 * Reads a session again once the outbox has delivered its last waiting change (the server's answer then has
 * everything: ids, personal records, the finished volume) or when the server refused one (the screen drops what was
 * not saved). A delivered finish or discard also refreshes the person's stats and history.
 */
export function useSessionOutboxSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopListening: (() => void) | undefined;
    const attach = () => {
      stopListening?.();
      const outbox = currentOutbox();
      stopListening = outbox?.onSettled(({ entry, outcome }) => {
        const sessionId = entry.scope;
        if (!sessionId) return;
        if (outcome === 'sent' && outbox.entries.some((item) => item.scope === sessionId)) return;
        void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) });
        void queryClient.invalidateQueries({ queryKey: setKeys.bySession(sessionId) });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.active() });
        const kind = (entry.change as LiveChange | undefined)?.kind;
        const userId = currentOutboxUserId();
        if ((kind === 'finish' || kind === 'discard') && userId) {
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
