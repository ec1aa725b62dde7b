import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '../../../../../shared/schemas/delete-account';
import { call } from '../../../lib/api';

/** POST /api/auth/delete-account: the account is gone when it answers (204); a wrong password is 403. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (body: DeleteAccountRequest) => call('POST /api/auth/delete-account', { body }) });
}
