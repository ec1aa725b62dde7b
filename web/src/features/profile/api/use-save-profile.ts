import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { User, UserProfile } from '../../../../../shared/api-types';
import { useToast } from '../../../components/ui/use-toast';
import { authKeys } from '../../../lib/queries/auth-queries';
import { peoplePaths } from '../../../lib/paths';
import { userKeys } from '../../../lib/queries/user-keys';

/** The saved person everywhere the app shows them: the header's avatar (current user) and the profile screen. */
function rememberSavedUser(queryClient: QueryClient, saved: User): void {
  queryClient.setQueryData<User>(authKeys.me(), saved);
  queryClient.setQueryData<UserProfile>(userKeys.profile(saved.id), { ...saved, canViewContent: true });
}

interface SaveProfileOptions<Body> {
  /** The PATCH or PUT. */
  save: (body: Body) => Promise<User>;
  /** Spec 001 section 8's toast title; none for the fuller Edit Profile, which shows the reason in the form. */
  failureToast?: string;
}

/** An edit screen's save: the request, the answered User into the caches, then back to /profile. */
export function useSaveProfile<Body>({ save, failureToast }: SaveProfileOptions<Body>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      rememberSavedUser(queryClient, saved);
      // Replaced, so Back on /profile does not reopen the form that was just saved.
      void navigate(peoplePaths.profile, { replace: true });
    },
    onError: () => {
      if (failureToast) toast({ title: failureToast, variant: 'destructive' });
    },
  });
}
