import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../../shared/api-types';
import type { PatchUserRequest } from '../../../../../shared/schemas/users';
import { useToast } from '../../../components/ui/use-toast';
import { api } from '../../../lib/api';
import { authKeys } from '../../../lib/queries/auth-queries';
import { useAuth } from '../../../lib/auth/auth-context';
import { userKeys } from '../../../lib/queries/user-keys';

/** PATCH /api/users/{me} { isPrivate }: the answer becomes the signed-in user at once. */
export function useSetPrivateAccount() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (isPrivate: boolean) => {
      if (!user) throw new Error('Not signed in');
      const body: PatchUserRequest = { isPrivate };
      return api.patch<User>(`/api/users/${encodeURIComponent(user.id)}`, body);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(authKeys.me(), updated);
      return queryClient.invalidateQueries({ queryKey: userKeys.user(updated.id) });
    },
    // Not in the spec's catalogue: say so briefly rather than leave the switch silently back where it was.
    onError: (error) => toast({ title: 'Could not change your privacy setting', description: error.message, variant: 'destructive' }),
  });
}
