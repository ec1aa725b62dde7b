/**
 * The insights feature's public surface (issue 11): its paths, query keys and the few pieces other screens show
 * (record texts, a workout's figures, the PR chip). The screens are lazy-loaded by the router; the chart (uPlot)
 * is imported only by the exercise screen, never from here.
 */
export { exerciseDetailPath, insightPaths } from '../../lib/paths';
export {
  exerciseHistoryQueryOptions as exerciseHistoryPagesQueryOptions,
  exerciseRecordsQueryOptions,
  insightKeys,
  trainingDaysQueryOptions,
  workoutHistoryQueryOptions,
} from '../../lib/queries/insight-queries';
export {
  completedWorkoutFacts,
  formatVolume,
  groupRecordsByExercise,
  poundsToHundredths,
  prCountText,
  RECORD_LABELS,
  recordValueText,
  setText,
  type ExerciseRecordGroup,
} from '../../lib/units/insight-format';
export { PrBadge } from '../../components/ui/pr-badge';
