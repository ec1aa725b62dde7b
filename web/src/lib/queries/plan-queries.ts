import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call, callPage } from '../api';

const PAGE_SIZE = 50;

/** Keys from general to specific; each key is also the path it reads. */
export const planKeys = {
  all: ['api', 'plans'] as const,
  /** GET /api/plans/user: my routines (spec 000). */
  mine: () => [...planKeys.all, 'user'] as const,
  /** GET /api/plans/user?kind=plan: my training plans (issue 27: never mixed with the routines). */
  myTrainingPlans: () => [...planKeys.all, 'user', { kind: 'plan' }] as const,
  detail: (planId: string) => [...planKeys.all, planId] as const,
  workouts: (planId: string) => [...planKeys.detail(planId), 'workouts'] as const,
  /** GET /api/workout-plans/{id}: the plan with its workouts (details view, routine builder). */
  allWithWorkouts: ['api', 'workout-plans'] as const,
  withWorkouts: (planId: string) => [...planKeys.allWithWorkouts, planId] as const,
};

export const workoutKeys = {
  all: ['api', 'workouts'] as const,
  mine: () => [...workoutKeys.all, 'user'] as const,
  detail: (workoutId: string) => [...workoutKeys.all, workoutId] as const,
};

/**
 * After any write to a plan or workout: plans, routines and workouts change together (a plan's delete takes its
 * workouts, adding a workout moves it out of another plan), so all three families are read again.
 */
export function invalidatePlansAndWorkouts(queryClient: QueryClient): Promise<unknown> {
  const roots = [planKeys.all, planKeys.allWithWorkouts, workoutKeys.all];
  return Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
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
    queryFn: ({ signal }) => call('GET /api/plans/{id}', { params: { id: planId }, signal }),
  });
}

/** GET /api/plans/{id}/workouts: the plan's workouts in order, each with its exercises. */
export function planWorkoutsQueryOptions(planId: string) {
  return queryOptions({
    queryKey: planKeys.workouts(planId),
    queryFn: ({ signal }) => call('GET /api/plans/{id}/workouts', { params: { id: planId }, signal }),
  });
}

export function planWithWorkoutsQueryOptions(planId: string) {
  return queryOptions({
    queryKey: planKeys.withWorkouts(planId),
    queryFn: ({ signal }) => call('GET /api/workout-plans/{id}', { params: { id: planId }, signal }),
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
    queryFn: ({ signal }) => call('GET /api/workouts/{id}', { params: { id: workoutId }, signal }),
  });
}
