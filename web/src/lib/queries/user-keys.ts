import { familyKey, routeQueryKey } from './route-query-key';

/** Query keys of people's data, from general to specific; each key starts with the path it reads. */
export const userKeys = {
  all: familyKey('/api/users'),
  user: (userId: string) => routeQueryKey('GET /api/users/{id}', { id: userId }),
  profile: (userId: string) => [...userKeys.user(userId), 'profile'] as const,
  statistics: (userId: string) => routeQueryKey('GET /api/users/{id}/statistics', { id: userId }),
  completedWorkouts: (userId: string, filter: { limit: number; from?: string }) => [...routeQueryKey('GET /api/users/{id}/completed-workouts', { id: userId }), filter] as const,
  searches: () => routeQueryKey('GET /api/users/search'),
  search: (query: string) => [...userKeys.searches(), query] as const,
  suggestions: () => routeQueryKey('GET /api/users/suggestions'),
};

/** Keys of follow edges, requests and blocks; every family is refreshed after any follow change (spec 001 section 4). */
export const followKeys = {
  /** The follow family of one person: counts, followers, following, the caller's state towards them. */
  ofUser: (userId: string) => [...userKeys.user(userId), 'follows'] as const,
  counts: (userId: string) => routeQueryKey('GET /api/users/{id}/follows/counts', { id: userId }),
  isFollowing: (userId: string) => [...followKeys.ofUser(userId), 'is-following'] as const,
  status: (userId: string) => [...followKeys.ofUser(userId), 'follow-status'] as const,
  followers: (userId: string) => [...followKeys.ofUser(userId), 'followers'] as const,
  following: (userId: string) => [...followKeys.ofUser(userId), 'following'] as const,
  requests: () => routeQueryKey('GET /api/follow-requests'),
  blocks: () => routeQueryKey('GET /api/blocks'),
};
