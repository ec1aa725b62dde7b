import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OfflineNotKept, OfflineSince } from '../../components/offline/kept-reads-notice';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { StatusMessage } from '../../components/ui/status-message';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { waitsForNetwork } from '../../lib/offline-reads/read-state';
import { useAuth } from '../../lib/auth/auth-context';
import { ProfilePostsSection } from '../../features/social';
import { followStatusQueryOptions, userProfileQueryOptions } from '../../lib/queries/people-queries';
import { userKeys } from '../../lib/queries/user-keys';
import { BackBar } from '../../features/users/components/back-bar';
import { BlockMenu } from '../../features/users/components/block-menu';
import { PrivateAccountCard } from '../../features/users/components/private-account-card';
import { KeyStatsSection, ProfileDetailsSection } from '../../features/users/components/profile-details';
import { ProfileSkeleton } from '../../features/users/components/profile-skeleton';
import { UserTopBlock } from '../../features/users/components/user-top-block';
import { useGoBack } from '../../lib/navigation/use-back-navigation';
import { userPath } from '../../lib/paths';

/**
 * Another person's profile (/users/{userId}, spec 001 section 2): back to the remembered route or /social, a
 * skeleton, 'User not found', the top block with Follow and Message, then details and key stats, or only
 * 'This account is private' until a private account approves the caller.
 */
export default function UserProfileScreen() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  const isSelf = user?.id === userId;
  const profile = useQuery(userProfileQueryOptions(userId));
  const status = useQuery({ ...followStatusQueryOptions(userId), enabled: Boolean(user) && !isSelf });
  const leaveAfterBlock = useLeaveAfterBlock(userId);
  useReloadWhenApproved(userId, status.data?.status === 'following' && profile.data?.canViewContent === false);

  if (profile.isPending || waitsForNetwork(profile)) {
    return (
      <>
        <BackBar title="Profile" fallback={paths.social} />
        {waitsForNetwork(profile) ? <OfflineNotKept /> : <ProfileSkeleton />}
      </>
    );
  }
  if (profile.error && (profile.isLoadingError || isApiError(profile.error, 404))) {
    return (
      <>
        <BackBar title="Profile" fallback={paths.social} />
        {isApiError(profile.error, 404) ? (
          <StatusMessage title="User not found" message="This profile does not exist or is not available to you.">
            <Link to={paths.social} className={buttonClasses('primary')}>
              Back to Social
            </Link>
          </StatusMessage>
        ) : (
          <LoadFailed message={profile.error.message} onRetry={() => void profile.refetch()} />
        )}
      </>
    );
  }

  const person = profile.data;
  return (
    <>
      <BackBar title={person.displayName} fallback={paths.social} actions={isSelf ? null : <BlockMenu person={person} onBlocked={leaveAfterBlock} />} />
      <div className="flex flex-col gap-4 px-4 py-4">
        <OfflineSince updatedAt={profile.dataUpdatedAt} />
        <UserTopBlock profile={person} isSelf={isSelf} followState={status.data?.status} />
        {person.canViewContent ? (
          <>
            <ProfileDetailsSection details={person} />
            <KeyStatsSection keyStats={person.keyStats} />
            <ProfilePostsSection userId={person.id} title={`${person.displayName}'s Posts`} />
          </>
        ) : (
          <PrivateAccountCard />
        )}
      </div>
    </>
  );
}

/** After a block: back where the person came from, unless that is one of the blocked person's own screens. */
function useLeaveAfterBlock(userId: string) {
  const goBack = useGoBack(paths.social);
  return () => goBack(userPath(userId));
}

/** A follow request approved while the screen was open: the follow-status re-check sees it first, then the profile is read again. */
function useReloadWhenApproved(userId: string, approvedButHidden: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (approvedButHidden) void queryClient.invalidateQueries({ queryKey: userKeys.user(userId) });
  }, [approvedButHidden, queryClient, userId]);
}
