import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { FollowState, UserProfile } from '../../../../../shared/api-types';
import { buttonClasses } from '../../../components/ui/button';
import { messageThreadPath } from '../../../lib/paths';
import { followCountsQueryOptions, userStatisticsQueryOptions } from '../../../lib/queries/people-queries';
import { useRememberCurrentRoute } from '../../../lib/navigation/use-back-navigation';
import { userFollowersPath, userFollowingPath } from '../../../lib/paths';
import { FollowButton } from './follow-button';
import { ProfileTopBlock, type ProfileCount } from './profile-top-block';

interface UserTopBlockProps {
  profile: UserProfile;
  isSelf: boolean;
  followState: FollowState | undefined;
}

/**
 * Another person's top block (spec 001 section 2): counts, who they are, and Follow + Message, or 'This is your
 * profile'. The lists open only while their content is visible; a private account's workout count is not asked for.
 */
export function UserTopBlock({ profile, isSelf, followState }: UserTopBlockProps) {
  const counts = useQuery(followCountsQueryOptions(profile.id, isSelf));
  const statistics = useQuery({ ...userStatisticsQueryOptions(profile.id), enabled: profile.canViewContent });
  const remember = useRememberCurrentRoute();
  const listsOpen = profile.canViewContent;

  const figures: ProfileCount[] = [
    { label: 'Workouts', value: statistics.data?.totalWorkouts },
    { label: 'Followers', value: counts.data?.followerCount, to: listsOpen ? userFollowersPath(profile.id) : undefined, onOpen: remember },
    { label: 'Following', value: counts.data?.followingCount, to: listsOpen ? userFollowingPath(profile.id) : undefined, onOpen: remember },
  ];

  return (
    <ProfileTopBlock
      displayName={profile.displayName}
      username={profile.username}
      bio={profile.bio}
      profileImage={profile.profileImage}
      counts={figures}
      actions={
        isSelf ? (
          <p className="rounded-xl bg-slate-100 px-4 py-2.5 text-center font-medium text-slate-700">This is your profile</p>
        ) : (
          <div className="flex gap-2">
            <FollowButton person={profile} state={followState} />
            <Link to={messageThreadPath(profile.id)} className={buttonClasses('secondary', 'flex-1')}>
              <MessageCircle className="size-5" aria-hidden />
              Message
            </Link>
          </div>
        )
      }
    />
  );
}
