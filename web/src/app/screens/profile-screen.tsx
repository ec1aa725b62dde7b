import { useQuery } from '@tanstack/react-query';
import { LogOut, Settings } from 'lucide-react';
import { OfflineNotKept, OfflineSince } from '../../components/offline/kept-reads-notice';
import { Button } from '../../components/ui/button';
import { HeaderIconLink } from '../../components/ui/back-header';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useAuth } from '../../lib/auth/auth-context';
import { ProfilePostsSection } from '../../features/social';
import { followCountsQueryOptions, userProfileQueryOptions, userStatisticsQueryOptions } from '../../lib/queries/people-queries';
import { KeyStatsSection, ProfileDetailsSection, ProfileSkeleton, ProfileTopBlock, type ProfileCount } from '../../features/users';
import { peoplePaths } from '../../lib/paths';
import { waitsForNetwork } from '../../lib/offline-reads/read-state';
import { useRememberCurrentRoute } from '../../lib/navigation/use-back-navigation';
import { MyPlansSection } from '../../features/profile/components/my-plans-section';
import { OwnProfileActions } from '../../features/profile/components/own-profile-actions';
import { TrainingSection } from '../../features/profile/components/training-section';

/** Own profile (/profile, spec 001 section 2): top block, edit links, training (issue 11), details, key stats, My Plans and Logout. */
export default function ProfileScreen() {
  const { user, logout } = useAuth();
  if (!user) return <LoadingScreen />;

  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between pt-3 pr-2 pl-4">
        <h1 className="text-2xl font-bold">Profile</h1>
        <HeaderIconLink to={peoplePaths.settings} label="Settings">
          <Settings className="size-6" aria-hidden />
        </HeaderIconLink>
      </div>
      <OwnProfile userId={user.id} />
      {/* Outside the profile's own loading and errors: signing out always works. */}
      <div className="px-4 pb-6">
        <Button variant="secondary" onClick={logout} className="w-full text-red-700">
          <LogOut className="size-5" aria-hidden />
          Logout
        </Button>
      </div>
    </div>
  );
}

function OwnProfile({ userId }: { userId: string }) {
  const profile = useQuery(userProfileQueryOptions(userId));
  const statistics = useQuery(userStatisticsQueryOptions(userId));
  // Other people follow and unfollow meanwhile: read again each time the screen opens, showing the last figures until then.
  const followCounts = useQuery({ ...followCountsQueryOptions(userId, true), refetchOnMount: 'always' });
  // Spec 001 section 2: opening a list remembers this path, so the list's Back returns here.
  const rememberProfile = useRememberCurrentRoute();

  if (waitsForNetwork(profile)) return <OfflineNotKept />;
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isLoadingError) return <LoadFailed message={profile.error.message} onRetry={() => void profile.refetch()} />;

  const me = profile.data;
  const counts: ProfileCount[] = [
    { label: 'Workouts', value: statistics.data?.totalWorkouts },
    { label: 'Followers', value: followCounts.data?.followerCount, to: peoplePaths.followers, onOpen: rememberProfile },
    { label: 'Following', value: followCounts.data?.followingCount, to: peoplePaths.following, onOpen: rememberProfile },
  ];

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <OfflineSince updatedAt={profile.dataUpdatedAt} />
      <ProfileTopBlock
        displayName={me.displayName}
        username={me.username}
        bio={me.bio}
        profileImage={me.profileImage}
        counts={counts}
        actions={<OwnProfileActions />}
      />
      <TrainingSection statistics={statistics} />
      <ProfileDetailsSection details={me} />
      <div className="flex flex-col gap-2">
        <KeyStatsSection keyStats={me.keyStats} />
        <p className="px-1 text-sm text-slate-600">Your stats as others see them: hidden stats and empty ones stay off. Choose which show in Edit Stats.</p>
      </div>
      <ProfilePostsSection userId={me.id} title="Your Posts" />
      <MyPlansSection />
    </div>
  );
}
