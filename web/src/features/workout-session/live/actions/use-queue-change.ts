import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LiveChange } from '../../../../lib/live-session/live-change';
import { queueLiveChange } from '../../../../lib/live-session/queue-live-change';

/**
 * Every change of the live workout goes this way (issue 12): queued in the person's outbox, shown at once, sent in
 * order when the network allows. A change the server refuses is shown by the offline indicator, and the session is
 * read again (see lib/live-session/use-live-change-answers.ts).
 */
export function useQueueChange(sessionId: string) {
  const queryClient = useQueryClient();
  return useCallback((change: LiveChange) => queueLiveChange(queryClient, sessionId, change), [queryClient, sessionId]);
}
