import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { UserSearch } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { StatusMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { followersQueryOptions, followingQueryOptions, userProfileQueryOptions } from '../../../lib/queries/people-queries';
import { BackBar } from '../components/back-bar';
import { LoadMore } from '../components/load-more';
import { PeopleRows } from '../components/people-rows';
import { useRememberCurrentRoute } from '../../../lib/navigation/use-back-navigation';
import { peoplePaths, userPath } from '../../../lib/paths';

type PeopleList = 'followers' | 'following';

const texts: Record<PeopleList, { title: string; emptyTitle: string; emptyMessage: string }> = {
  followers: { title: 'Followers', emptyTitle: 'No followers yet', emptyMessage: "This user hasn't gained any followers yet." },
  following: { title: 'Following', emptyTitle: 'Not following anyone yet', emptyMessage: "This user hasn't followed anyone yet." },
};

/**
 * Followers and following lists (spec 001 section 2): /followers and /following for the signed-in person,
 * /users/{userId}/followers and /following for anyone. Rows open profiles and carry the follow toggle.
 */
export default function PeopleListScreen({ list }: { list: PeopleList }) {
  const { userId: routeUserId } = useParams();
  const { user } = useAuth();
  const ownerId = routeUserId ?? user?.id ?? '';
  const isOwn = ownerId === user?.id;
  const owner = useQuery({ ...userProfileQueryOptions(ownerId), enabled: !isOwn && Boolean(ownerId) });
  const ownerName = isOwn ? user?.displayName : owner.data?.displayName;
  const { title } = texts[list];

  return (
    <>
      <BackBar
        title={ownerName ? `${ownerName}'s ${title}` : title}
        fallback={isOwn ? peoplePaths.profile : userPath(ownerId)}
        actions={isOwn && list === 'following' ? <FindPeopleLink /> : null}
      />
      <div className="flex flex-col px-4 py-2">
        {owner.isError && isApiError(owner.error, 404) ? <UserNotFound /> : <ListBody ownerId={ownerId} list={list} />}
      </div>
    </>
  );
}

function ListBody({ ownerId, list }: { ownerId: string; list: PeopleList }) {
  const options = list === 'followers' ? followersQueryOptions(ownerId) : followingQueryOptions(ownerId);
  const people = useInfiniteQuery({ ...options, enabled: Boolean(ownerId) });

  if (people.isPending) return <LoadingScreen />;
  if (people.isError) {
    if (isApiError(people.error, 403)) return <StatusMessage title="This account is private" message="Follow to see their followers and who they follow." />;
    if (isApiError(people.error, 404)) return <UserNotFound />;
    return <LoadFailed message={people.error.message} onRetry={() => void people.refetch()} />;
  }

  const rows = people.data.pages.flatMap((page) => page.items);
  const { title, emptyTitle, emptyMessage } = texts[list];
  if (rows.length === 0) return <StatusMessage title={emptyTitle} message={emptyMessage} />;
  return (
    <>
      <PeopleRows people={rows} label={title} />
      <LoadMore hasNextPage={people.hasNextPage} isFetchingNextPage={people.isFetchingNextPage} fetchNextPage={people.fetchNextPage} />
    </>
  );
}

function UserNotFound() {
  return <StatusMessage title="User not found" message="This profile does not exist or is not available to you." />;
}

/** Beyond the spec: finding people is reachable from one's own following list (issue 8); an icon, so the title keeps its room. */
function FindPeopleLink() {
  const remember = useRememberCurrentRoute();
  return (
    <Link
      to={peoplePaths.search}
      onClick={remember}
      aria-label="Find people"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-blue-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      <UserSearch className="size-6" aria-hidden />
    </Link>
  );
}
