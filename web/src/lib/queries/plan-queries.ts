import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Workout } from '../../../../shared/api-types';
import { call, callPage } from '../api';
import { keptUntilSent } from '../outbox/kept-until-sent';
import { familyKey, routeQueryKey } from './route-query-key';

const PAGE_SIZE = 50;

/** Keys from general to specific; each key is also the path it reads. */
export const planKeys = {
  all: familyKey('/api/plans'),
  /** GET /api/plans/user: my routines (spec 000). */
  mine: () => routeQueryKey('GET /api/plans/user'),
  /** GET /api/plans/user?kind=plan: my training plans (issue 27: never mixed with the routines). */
  myTrainingPlans: () => [...planKeys.mine(), { kind: 'plan' }] as const,
  detail: (planId: string) => routeQueryKey('GET /api/plans/{id}', { id: planId }),
  workouts: (planId: string) => routeQueryKey('GET /api/plans/{id}/workouts', { id: planId }),
  /** GET /api/workout-plans/{id}: the plan with its workouts (details view, routine builder). */
  allWithWorkouts: familyKey('/api/workout-plans'),
  withWorkouts: (planId: string) => routeQueryKey('GET /api/workout-plans/{id}', { id: planId }),
};

export const workoutKeys = {
  all: familyKey('/api/workouts'),
  mine: () => routeQueryKey('GET /api/workouts/user'),
  detail: (workoutId: string) => routeQueryKey('GET /api/workouts/{id}', { id: workoutId }),
};

const planRoots = () => [planKeys.all, planKeys.allWithWorkouts, workoutKeys.all];

/**
 * After any write to a plan or workout: plans, routines and workouts change together (a plan's delete takes its
 * workouts, adding a workout moves it out of another plan), so all three families are read again.
 */
export function invalidatePlansAndWorkouts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(planRoots().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * After the outbox delivered saves made offline (issue 30): a first read that started before the server had them (a
 * list never kept, read as the network came back, racing the outbox) would only be waited for by an invalidation, and
 * show the list without them; such reads are cancelled and every plan and workout read made again.
 */
export async function readPlansAndWorkoutsAgain(queryClient: QueryClient): Promise<void> {
  await Promise.all(planRoots().map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await invalidatePlansAndWorkouts(queryClient);
}

/** GET /api/plans/user: my routines, page by page (the next cursor comes in a header). */
export function myRoutinesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: planKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      callPage('GET /api/plans/user', { query: { limit: PAGE_SIZE, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** GET /api/plans/user?kind=plan: my training plans, page by page. */
export function myPlansQueryOptions() {
  return infiniteQueryOptions({
    queryKey: planKeys.myTrainingPlans(),
    queryFn: ({ pageParam, signal }) =>
      callPage('GET /api/plans/user', { query: { kind: 'plan', limit: PAGE_SIZE, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function planQueryOptions(planId: string) {
  return queryOptions({
    queryKey: planKeys.detail(planId),
    queryFn: ({ signal }) => keptUntilSent(planId, planKeys.detail(planId), () => call('GET /api/plans/{id}', { params: { id: planId }, signal })),
  });
}

/**
 * The reads of one plan, routine or workout: while changes of it made on this phone wait in the outbox, the phone's
 * copy (issue 30, lib/outbox/kept-until-sent.ts).
 */

/** GET /api/plans/{id}/workouts: the plan's workouts in order, each with its exercises. */
export function planWorkoutsQueryOptions(planId: string) {
  return queryOptions({
    queryKey: planKeys.workouts(planId),
    queryFn: ({ signal }) => keptUntilSent(planId, planKeys.workouts(planId), () => call('GET /api/plans/{id}/workouts', { params: { id: planId }, signal })),
  });
}

export function planWithWorkoutsQueryOptions(planId: string) {
  return queryOptions({
    queryKey: planKeys.withWorkouts(planId),
    queryFn: ({ signal }) => keptUntilSent(planId, planKeys.withWorkouts(planId), () => call('GET /api/workout-plans/{id}', { params: { id: planId }, signal })),
  });
}

/** GET /api/workouts/user, page by page. */
export function myWorkoutsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: workoutKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      callPage('GET /api/workouts/user', { query: { limit: PAGE_SIZE, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function workoutQueryOptions(workoutId: string) {
  return queryOptions({
    queryKey: workoutKeys.detail(workoutId),
    queryFn: ({ signal }) => keptUntilSent(workoutId, workoutKeys.detail(workoutId), () => call('GET /api/workouts/{id}', { params: { id: workoutId }, signal })),
  });
}

/** The workout as a plan's list of workouts kept on the phone holds it, if one does. */
export function keptPlanWorkout(queryClient: QueryClient, workoutId: string): Workout | undefined {
  const lists = queryClient.getQueriesData<Workout[]>({ queryKey: planKeys.all });
  return lists.flatMap(([, data]) => (Array.isArray(data) ? data : [])).find((workout) => workout?.id === workoutId);
}
