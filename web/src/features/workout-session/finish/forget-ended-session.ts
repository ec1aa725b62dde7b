import type { QueryClient } from '@tanstack/react-query';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { authKeys } from '../../../lib/queries/auth-queries';
import { userKeys } from '../../../lib/queries/user-keys';
import { sessionKeys, setKeys } from '../../../lib/queries/session-queries';
import { forgetSessionLocalData } from '../live/session-entries-store';

/**
 * After Finish or Discard: forget the browser's copy of the session and refresh what it changed. `keepSets`: the
 * summary opens next and shows the cached sets until (or, offline, instead of) the server's.
 */
export function forgetEndedSession(queryClient: QueryClient, session: Pick<WorkoutSession, 'id' | 'userId'>, { keepSets = false } = {}): void {
  forgetSessionLocalData(session.id);
  queryClient.setQueryData(sessionKeys.active(), null);
  if (!keepSets) queryClient.removeQueries({ queryKey: setKeys.bySession(session.id) });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  void queryClient.invalidateQueries({ queryKey: userKeys.user(session.userId) });
  void queryClient.invalidateQueries({ queryKey: authKeys.me() });
}
