import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { call } from '../../../lib/api';
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
      return call('PATCH /api/users/{id}', { params: { id: user.id }, body: { isPrivate } });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(authKeys.me(), updated);
      return queryClient.invalidateQueries({ queryKey: userKeys.user(updated.id) });
    },
    // Not in the spec's catalogue: say so briefly rather than leave the switch silently back where it was.
    onError: (error) => toast({ title: 'Could not change your privacy setting', description: error.message, variant: 'destructive' }),
  });
}
