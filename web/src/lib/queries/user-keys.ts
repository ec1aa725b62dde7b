/** Query keys of people's data, from general to specific; each key starts with the path it reads. */
export const userKeys = {
  all: ['api', 'users'] as const,
  user: (userId: string) => [...userKeys.all, userId] as const,
  profile: (userId: string) => [...userKeys.user(userId), 'profile'] as const,
  statistics: (userId: string) => [...userKeys.user(userId), 'statistics'] as const,
  completedWorkouts: (userId: string, filter: { limit: number; from?: string }) => [...userKeys.user(userId), 'completed-workouts', filter] as const,
  searches: () => [...userKeys.all, 'search'] as const,
  search: (query: string) => [...userKeys.searches(), query] as const,
  suggestions: () => [...userKeys.all, 'suggestions'] as const,
};

/** Keys of follow edges, requests and blocks; every family is refreshed after any follow change (spec 001 section 4). */
export const followKeys = {
  /** The follow family of one person: counts, followers, following, the caller's state towards them. */
  ofUser: (userId: string) => [...userKeys.user(userId), 'follows'] as const,
  counts: (userId: string) => [...followKeys.ofUser(userId), 'counts'] as const,
  isFollowing: (userId: string) => [...followKeys.ofUser(userId), 'is-following'] as const,
  status: (userId: string) => [...followKeys.ofUser(userId), 'follow-status'] as const,
  followers: (userId: string) => [...followKeys.ofUser(userId), 'followers'] as const,
  following: (userId: string) => [...followKeys.ofUser(userId), 'following'] as const,
  requests: () => ['api', 'follow-requests'] as const,
  blocks: () => ['api', 'blocks'] as const,
};
