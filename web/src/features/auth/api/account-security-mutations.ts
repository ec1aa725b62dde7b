import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../../shared/schemas/auth';
import { call } from '../../../lib/api';
import { authKeys } from '../../../lib/queries/auth-queries';
import { storeAuth } from '../../../lib/auth/auth-storage';

/** POST /api/auth/sign-out-everywhere: every token of the person stops working (this one too). */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => call('POST /api/auth/sign-out-everywhere') });
}

/** POST /api/auth/change-password: every other session ends; the fresh token keeps this device signed in. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => call('POST /api/auth/change-password', { body }),
    onSuccess: ({ token, user }) => {
      queryClient.setQueryData(authKeys.me(), user);
      storeAuth(token, user);
    },
  });
}
