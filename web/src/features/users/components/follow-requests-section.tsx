import { useInfiniteQuery } from '@tanstack/react-query';
import { timeAgo } from '../../../../../shared/relative-time';
import { useNow } from '../../../lib/use-now';
import { followRequestsQueryOptions } from '../../../lib/queries/people-queries';
import { FollowRequestActions } from '../../../components/people/follow-request-actions';
import { LoadMore } from './load-more';
import { PersonRow } from './person-row';

const RELATIVE_TIME_REFRESH_MS = 60_000;

/** Pending requests to follow the caller, newest first, with Accept / Decline; nothing at all while there are none. */
export function FollowRequestsSection() {
  const requests = useInfiniteQuery({ ...followRequestsQueryOptions(), staleTime: 0 });
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const people = requests.data?.pages.flatMap((page) => page.items) ?? [];
  if (people.length === 0) return null;

  return (
    <section aria-labelledby="follow-requests-title" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="follow-requests-title" className="text-lg font-semibold">
        Follow requests
      </h2>
      <ul aria-label="Follow requests" className="flex flex-col divide-y divide-slate-100">
        {people.map((person) => (
          <PersonRow
            key={person.id}
            person={person}
            actionBelow
            detail={
              <time dateTime={person.requestedAt} className="text-xs text-slate-600">
                {timeAgo(person.requestedAt, now)}
              </time>
            }
            action={<FollowRequestActions requesterId={person.id} requesterName={person.displayName} />}
          />
        ))}
      </ul>
      <LoadMore hasNextPage={requests.hasNextPage} isFetchingNextPage={requests.isFetchingNextPage} fetchNextPage={requests.fetchNextPage} />
    </section>
  );
}
