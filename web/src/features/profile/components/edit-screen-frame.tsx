import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { UserProfile } from '../../../../../shared/api-types';
import { BackHeader } from '../../../components/ui/back-header';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useAuth } from '../../../lib/auth/auth-context';
import { peoplePaths } from '../../../lib/paths';
import { userProfileQueryOptions } from '../../../lib/queries/people-queries';

/** A full-screen edit form under its title, with Back to /profile. */
export function EditScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 shadow-sm">
      <BackHeader sticky title={title} backTo={peoplePaths.profile} />
      <main className="flex flex-1 flex-col">{children}</main>
    </div>
  );
}

/** Loads the signed-in person's own profile for a form: 'Loading...', a retry when it fails, else the form. */
export function WithOwnProfile({ children }: { children: (profile: UserProfile) => ReactNode }) {
  const { user } = useAuth();
  const profile = useQuery({ ...userProfileQueryOptions(user?.id ?? ''), enabled: user !== null });
  if (profile.isPending) return <LoadingScreen />;
  if (profile.isError) return <LoadFailed message={profile.error.message} onRetry={() => void profile.refetch()} />;
  return children(profile.data);
}
