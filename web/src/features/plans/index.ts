/**
 * The plans feature's public surface: plan and workout queries, writes and paths, and what the routine
 * builder shares with the workout builder (the details fields, the template checks and Save).
 */
export {
  invalidatePlansAndWorkouts,
  myPlansQueryOptions,
  myRoutinesQueryOptions,
  myWorkoutsQueryOptions,
  planKeys,
  planQueryOptions,
  planWithWorkoutsQueryOptions,
  planWorkoutsQueryOptions,
  workoutKeys,
  workoutQueryOptions,
} from '../../lib/queries/plan-queries';
export * as planRequests from './api/plan-requests';
export { useSaveThenGo } from './api/use-save-then-go';
export { createPlanPath, createWorkoutPath, planPath, planPaths, sessionSummaryPath, workoutDetailPath, workoutPlanPath } from '../../lib/paths';
export { ExercisePreviewList } from './components/exercise-preview-list';
export { DifficultyBadge } from './components/difficulty-badge';
export { pickedExerciseOf, templateOf, type TemplateDefaults, type TemplateExercise } from './workout-builder/template-exercise';
export { targetsOf, templateProblem } from './workout-builder/template-rows';
export { useTemplateSubmit } from './workout-builder/use-template-submit';
export { checkedRequest, type CheckedRequest } from './lib/checked-request';
export { detailsFormOf, emptyDetailsForm, type DetailsFormValues } from './lib/details-form';
export { DescriptionField, NameField } from './components/details-fields';
