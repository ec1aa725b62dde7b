/** The plans feature's public surface: plan and workout queries, writes and paths. */
export {
  myPlansQueryOptions,
  myWorkoutsQueryOptions,
  planKeys,
  planQueryOptions,
  planWithWorkoutsQueryOptions,
  planWorkoutsQueryOptions,
  workoutKeys,
  workoutQueryOptions,
} from './api/plan-queries';
export * as planRequests from './api/plan-requests';
export { createPlanPath, createWorkoutPath, planPath, planPaths, sessionSummaryPath, workoutDetailPath, workoutPlanPath } from './paths';
export { setCountProblem, targetsOf, withSavedTargets } from './workout-builder/template-rows';
