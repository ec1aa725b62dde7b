import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';
import { isApiError } from '../api-client';
import { isPageLeaving } from '../page-leaving';
import { clearStoredAuth, getStoredUser } from '../auth/auth-storage';
import { familyKey, routeQueryKey } from './route-query-key';

/** Current-user result cached 5 minutes (spec 000 section 9). */
export const CURRENT_USER_STALE_TIME_MS = 5 * 60 * 1000;

/** Keys from general to specific; each key is also the path it reads. */
export const authKeys = {
  all: familyKey('/api/auth'),
  me: () => routeQueryKey('GET /api/auth/me'),
};

/**
 * GET /api/auth/me, only while a token is stored, no retry. A 401/403 or any other failure
 * clears the stored credentials, which signs the user out (spec 000 section 4), except a request
 * that never reached the server (offline, issue 12). Until it answers, the user saved with the token at sign-in stands
 * in (spec 000 section 3 keeps it for this), so the first screen does not wait a round trip for it; it counts as never
 * read, so it is read again at once (issue 14, home's first paint; docs/decisions.md 64).
 */
export function currentUserQueryOptions(hasToken: boolean) {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: async ({ signal }) => {
      try {
        return await call('GET /api/auth/me', { signal });
      } catch (error) {
        // Cancelled by us (unmount, cache reset) or by leaving the page is not a failure of the call. Issue 12: nor is
        // a network that is not there (a basement gym): the person stays signed in on the data kept on the device.
        if (!signal.aborted && !isPageLeaving() && isApiError(error)) clearStoredAuth();
        throw error;
      }
    },
    enabled: hasToken,
    initialData: () => (hasToken ? (getStoredUser() ?? undefined) : undefined),
    initialDataUpdatedAt: 0,
    staleTime: CURRENT_USER_STALE_TIME_MS,
    retry: false,
  });
}
