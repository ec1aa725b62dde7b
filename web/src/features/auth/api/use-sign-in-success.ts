import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthResponse } from '../../../../../shared/api-types';
import { paths } from '../../../lib/paths';
// Its paths only: the feature's index would bring Settings' import keys section onto the sign-in screen.
import { healthPaths } from '../../../lib/paths';
import { authKeys } from '../../../lib/queries/auth-queries';
import { storeAuth } from '../../../lib/auth/auth-storage';
import { untilAppCached } from '../../../lib/service-worker';

/**
 * How long signing in waits at most for the service worker to finish installing. The sign-in screen starts it as soon
 * as it has loaded, so it is usually done while the person types; a slow network goes on without it after this.
 */
const APP_CACHED_WAIT_MS = 20_000;

/** Pages that carry data in their address: the sign-in screen standing in for one returns to it, query included. */
const handOffPaths = new Set<string>([healthPaths.healthReturn]);

/** Where signing in leads: home (spec 000), or back to a hand-off page (/health-return?data=…) so its data is not lost. */
function destinationAfterSignIn(): string {
  const { pathname, search } = window.location;
  return handOffPaths.has(pathname) ? `${pathname}${search}` : paths.home;
}

/**
 * After a successful login or signup: once the whole app is cached on the device (issue 30: the signal may go as soon as
 * home shows), store token and user, then do a full navigation (see destinationAfterSignIn), which the service worker
 * then serves. The form stays busy meanwhile.
 */
export function useSignInSuccess() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ token, user }: AuthResponse) => {
      await untilAppCached(APP_CACHED_WAIT_MS);
      // Seed the cache first so the stored token never triggers a /me call that the navigation would cut off.
      queryClient.setQueryData(authKeys.me(), user);
      storeAuth(token, user);
      window.location.assign(destinationAfterSignIn());
    },
    [queryClient],
  );
}
