import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FollowState, UserSummary } from '../../../../../shared/api-types';
import { useAuth } from '../../../lib/auth/auth-context';
import { followStateFromList, type KnownFollowing } from '../lib/follow-state';
import { followingQueryOptions, followStatusQueryOptions } from '../../../lib/queries/people-queries';

/** The caller's own following list as ids (the pages loaded so far); undefined until the first page is in. */
export function useMyFollowing(): KnownFollowing | undefined {
  const { user } = useAuth();
  const { data, hasNextPage } = useInfiniteQuery({ ...followingQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  return useMemo(() => {
    if (!data) return undefined;
    return { ids: new Set(data.pages.flatMap((page) => page.items.map((person) => person.id))), complete: !hasNextPage };
  }, [data, hasNextPage]);
}

/**
 * A list row's follow state: from the caller's following ids when they tell, else the server's follow-status for
 * that person. A state a follow or unfollow just answered (kept in the follow-status cache) wins over a list that
 * does not hold the person.
 */
export function useRowFollowState(person: Pick<UserSummary, 'id' | 'isPrivate'>, known: KnownFollowing | undefined): FollowState | undefined {
  const fromList = known ? followStateFromList(person, known) : undefined;
  const status = useQuery({ ...followStatusQueryOptions(person.id), enabled: fromList === null });
  if (fromList === 'following') return 'following';
  return status.data?.status ?? fromList ?? undefined;
}
