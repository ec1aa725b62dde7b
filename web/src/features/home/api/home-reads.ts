import type { QueryClient } from '@tanstack/react-query';
import { authorPostsQueryOptions } from '../../../lib/queries/social-queries';
import { RECENT_WORKOUTS_TAKEN } from '../lib/recent-activity';
import { startOfWeek } from '../lib/week-days';
import { completedWorkoutsQueryOptions } from '../../../lib/queries/home-queries';

/** More than anyone completes in a week; the count and circles come from one page. */
const WEEK_PAGE_LIMIT = 100;

export const thisWeekQueryOptions = (userId: string, today: Date) =>
  completedWorkoutsQueryOptions(userId, { limit: WEEK_PAGE_LIMIT, from: startOfWeek(today).toISOString() });

export const recentWorkoutsQueryOptions = (userId: string) => completedWorkoutsQueryOptions(userId, { limit: RECENT_WORKOUTS_TAKEN });

/** A read answered this recently (started with the app by prefetchHomeReads) is not read again when its card mounts. */
const JUST_READ_MS = 2_000;

/** For a read that is otherwise read again on every mount (the person's posts). */
export const unlessJustRead = (query: { state: { dataUpdatedAt: number } }): boolean | 'always' => Date.now() - query.state.dataUpdatedAt > JUST_READ_MS && 'always';

/**
 * Home's reads, started as the app opens on home beside the current-user read (issue 14): the screen then renders once
 * with its data instead of once per answer, a round trip sooner on a slow network. Failures are left to the cards. Not
 * the active workout: its read applies the outbox's waiting changes, and the outbox starts only with the device's cache.
 */
export function prefetchHomeReads(queryClient: QueryClient, userId: string): void {
  void queryClient.prefetchQuery(thisWeekQueryOptions(userId, new Date()));
  void queryClient.prefetchQuery(recentWorkoutsQueryOptions(userId));
  void queryClient.prefetchInfiniteQuery(authorPostsQueryOptions(userId));
}
