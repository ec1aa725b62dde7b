import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, callPage } from '../api';
import type { ApiPage } from '../api-client';
import { followKeys, userKeys } from './user-keys';

const LIST_PAGE_SIZE = 30;

/** GET /api/users/{id}: oneself in full, another person's public profile (see UserProfile). */
export function userProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => call('GET /api/users/{id}', { params: { id: userId }, signal }),
  });
}

/** GET /api/users/{id}/statistics: oneself gets UserStatistics, another person only totalWorkouts. */
export function userStatisticsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.statistics(userId),
    queryFn: ({ signal }) => call('GET /api/users/{id}/statistics', { params: { id: userId }, signal }),
  });
}

/** GET /api/follows/counts for oneself, GET /api/users/{id}/follows/counts for another person (spec 001 section 7). */
export function followCountsQueryOptions(userId: string, isSelf: boolean) {
  // isSelf only picks which route answers the same person's counts.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: followKeys.counts(userId),
    queryFn: ({ signal }) => isSelf ? call('GET /api/follows/counts', { signal }) : call('GET /api/users/{id}/follows/counts', { params: { id: userId }, signal }),
  });
}

/** Spec 001 section 4: follow status is always treated as stale and re-checked on window focus. */
export function isFollowingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: followKeys.isFollowing(userId),
    queryFn: ({ signal }) => call('GET /api/users/{id}/is-following', { params: { id: userId }, signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Beyond the spec: 'requested' while a private account has not answered. Stale and re-checked like is-following. */
export function followStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: followKeys.status(userId),
    queryFn: ({ signal }) => call('GET /api/users/{id}/follow-status', { params: { id: userId }, signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

interface PageQuery {
  limit: number;
  cursor: string | undefined;
}

/** A people list page by page: `readPage` reads LIST_PAGE_SIZE people after the cursor. */
function peoplePages<T>(queryKey: readonly unknown[], readPage: (query: PageQuery, signal: AbortSignal) => Promise<ApiPage<T>>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => readPage({ limit: LIST_PAGE_SIZE, cursor: pageParam || undefined }, signal),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function followersQueryOptions(userId: string) {
  return peoplePages(followKeys.followers(userId), (query, signal) => callPage('GET /api/users/{id}/followers', { params: { id: userId }, query, signal }));
}

export function followingQueryOptions(userId: string) {
  return peoplePages(followKeys.following(userId), (query, signal) => callPage('GET /api/users/{id}/following', { params: { id: userId }, query, signal }));
}

export function blockedPeopleQueryOptions() {
  return peoplePages(followKeys.blocks(), (query, signal) => callPage('GET /api/blocks', { query, signal }));
}

/** GET /api/users/search?q=: a username or display-name prefix, case- and accent-insensitive. */
export function userSearchQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: userKeys.search(query),
    queryFn: ({ pageParam, signal }) =>
      callPage('GET /api/users/search', { query: { q: query, limit: 20, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: query.trim().length > 0,
  });
}

export function suggestionsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.suggestions(),
    queryFn: ({ signal }) => call('GET /api/users/suggestions', { signal }),
  });
}

/** Pending requests to follow the caller's private account, newest first. */
export function followRequestsQueryOptions() {
  return peoplePages(followKeys.requests(), (query, signal) => callPage('GET /api/follow-requests', { query, signal }));
}
