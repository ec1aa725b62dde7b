import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthResponse } from '../../../../../shared/api-types';
import { paths } from '../../../lib/paths';
import { authKeys } from './auth-queries';
import { storeAuth } from './auth-storage';

/** After a successful login or signup: store token and user, then do a full navigation to '/'. */
export function useSignInSuccess() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ token, user }: AuthResponse) => {
      // Seed the cache first so the stored token never triggers a /me call that the navigation would cut off.
      queryClient.setQueryData(authKeys.me(), user);
      storeAuth(token, user);
      window.location.assign(paths.home);
    },
    [queryClient],
  );
}
