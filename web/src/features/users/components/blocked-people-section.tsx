import { useInfiniteQuery } from '@tanstack/react-query';
import type { UserSummary } from '../../../../../shared/api-types';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useUnblock } from '../../../lib/queries/follow-mutations';
import { blockedPeopleQueryOptions } from '../../../lib/queries/people-queries';
import { LoadMore } from './load-more';
import { PersonRow } from './person-row';

/** Beyond the spec (issue 8): the people the caller blocked, each with Unblock. */
export function BlockedPeopleSection() {
  const blocked = useInfiniteQuery({ ...blockedPeopleQueryOptions(), staleTime: 0 });
  const people = blocked.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="blocked-people-title" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="blocked-people-title" className="text-lg font-semibold">
        Blocked people
      </h2>
      {blocked.isPending ? (
        <p role="status" className="flex items-center gap-2 py-4 text-slate-600">
          <Spinner />
          Loading...
        </p>
      ) : blocked.isError ? (
        <LoadFailed title={null} layout="section" message={blocked.error.message} onRetry={() => void blocked.refetch()} />
      ) : people.length === 0 ? (
        <p className="py-2 text-slate-600">You haven't blocked anyone.</p>
      ) : (
        <>
          <ul aria-label="Blocked people" className="flex flex-col divide-y divide-slate-100">
            {people.map((person) => (
              <PersonRow key={person.id} person={person} linked={false} action={<UnblockButton person={person} />} />
            ))}
          </ul>
          <LoadMore hasNextPage={blocked.hasNextPage} isFetchingNextPage={blocked.isFetchingNextPage} fetchNextPage={blocked.fetchNextPage} />
        </>
      )}
    </section>
  );
}

function UnblockButton({ person }: { person: UserSummary }) {
  const unblock = useUnblock();
  return (
    <Button
      variant="secondary"
      className="min-h-10 px-3 text-sm"
      aria-label={`Unblock ${person.displayName}`}
      disabled={unblock.isPending}
      onClick={() => unblock.mutate(person.id)}
    >
      {unblock.isPending ? <Spinner className="size-4" /> : null}
      Unblock
    </Button>
  );
}
