import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  FollowCounts,
  FollowRequest,
  FollowStatus,
  PublicUserStatistics,
  UserProfile,
  UserStatistics,
  UserSummary,
} from '../../../../shared/api-types';
import { api } from '../api';
import { followKeys, userKeys } from './user-keys';

const segment = encodeURIComponent;
const LIST_PAGE_SIZE = 30;

function withCursor(path: string, cursor: string): string {
  return cursor ? `${path}&cursor=${segment(cursor)}` : path;
}

/** GET /api/users/{id}: oneself in full, another person's public profile (see UserProfile). */
export function userProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => api.get<UserProfile>(`/api/users/${segment(userId)}`, { signal }),
  });
}

/** GET /api/users/{id}/statistics: oneself gets UserStatistics, another person only totalWorkouts. */
export function userStatisticsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.statistics(userId),
    queryFn: ({ signal }) => api.get<UserStatistics | PublicUserStatistics>(`/api/users/${segment(userId)}/statistics`, { signal }),
  });
}

/** GET /api/follows/counts for oneself, GET /api/users/{id}/follows/counts for another person (spec 001 section 7). */
export function followCountsQueryOptions(userId: string, isSelf: boolean) {
  // isSelf only picks which route answers the same person's counts.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: followKeys.counts(userId),
    queryFn: ({ signal }) => api.get<FollowCounts>(isSelf ? '/api/follows/counts' : `/api/users/${segment(userId)}/follows/counts`, { signal }),
  });
}

/** Spec 001 section 4: follow status is always treated as stale and re-checked on window focus. */
export function isFollowingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: followKeys.isFollowing(userId),
    queryFn: ({ signal }) => api.get<boolean>(`/api/users/${segment(userId)}/is-following`, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Beyond the spec: 'requested' while a private account has not answered. Stale and re-checked like is-following. */
export function followStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: followKeys.status(userId),
    queryFn: ({ signal }) => api.get<FollowStatus>(`/api/users/${segment(userId)}/follow-status`, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

function peoplePages<T extends UserSummary = UserSummary>(queryKey: readonly unknown[], path: string) {
  // Each caller passes the key of the very path it reads.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => api.getPage<T>(withCursor(`${path}?limit=${LIST_PAGE_SIZE}`, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function followersQueryOptions(userId: string) {
  return peoplePages(followKeys.followers(userId), `/api/users/${segment(userId)}/followers`);
}

export function followingQueryOptions(userId: string) {
  return peoplePages(followKeys.following(userId), `/api/users/${segment(userId)}/following`);
}

export function blockedPeopleQueryOptions() {
  return peoplePages(followKeys.blocks(), '/api/blocks');
}

/** GET /api/users/search?q=: a username or display-name prefix, case- and accent-insensitive. */
export function userSearchQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: userKeys.search(query),
    queryFn: ({ pageParam, signal }) =>
      api.getPage<UserSummary>(withCursor(`/api/users/search?q=${segment(query)}&limit=20`, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: query.trim().length > 0,
  });
}

export function suggestionsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.suggestions(),
    queryFn: ({ signal }) => api.get<UserSummary[]>('/api/users/suggestions', { signal }),
  });
}

/** Pending requests to follow the caller's private account, newest first. */
export function followRequestsQueryOptions() {
  return peoplePages<FollowRequest>(followKeys.requests(), '/api/follow-requests');
}
