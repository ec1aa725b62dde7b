import { useQueries } from '@tanstack/react-query';
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { suggestNextSet } from '../../../../../shared/workout/progression';
import { useAuth } from '../../../lib/auth/auth-context';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';
import type { EditorModel, PreviousSet, PreviousSets, SuggestedSet } from '../../workout-editor';
import { recentExerciseSessionsQueryOptions } from '../../../lib/queries/exercise-history';

/** Last time's sets of an exercise as the editor matches them: the completed ones, in the order done. */
export function previousSetsOf(entry: ExerciseHistoryEntry | undefined): PreviousSet[] {
  return (entry?.sets ?? [])
    .filter((set) => set.isCompleted)
    .map(({ isWarmup, weight, reps, durationSeconds, distanceMeters }) => ({ isWarmup, weight, reps, durationSeconds, distanceMeters }));
}

/** The coach's suggestion for each history read and unit, worked out once (the editor asks on every drawing). */
const suggestions = new WeakMap<readonly ExerciseHistoryEntry[], Map<string, SuggestedSet | null>>();

function suggestionFor(entries: readonly ExerciseHistoryEntry[], unit: Parameters<typeof suggestNextSet>[1]['unit']): SuggestedSet | null {
  let byUnit = suggestions.get(entries);
  if (!byUnit) suggestions.set(entries, (byUnit = new Map()));
  if (!byUnit.has(unit)) {
    const suggestion = suggestNextSet(entries, { unit });
    byUnit.set(unit, suggestion ? { weight: suggestion.weight, reps: suggestion.reps } : null);
  }
  return byUnit.get(unit) ?? null;
}

/**
 * What the person's history brings to a workout being logged (issue 11), for the live session and the local draft:
 * each exercise's previous values and the coach's suggested next set, from one cached history read per exercise.
 */
export function useRecentExerciseSessions(exerciseIds: readonly string[]): Pick<EditorModel, 'previousSets' | 'suggestedSet'> {
  const { user } = useAuth();
  const unit = useWeightUnit();
  const userId = user?.id ?? '';
  const results = useQueries({
    queries: exerciseIds.map((exerciseId) => ({ ...recentExerciseSessionsQueryOptions(userId, exerciseId), enabled: userId !== '' })),
  });
  const resultOf = (exerciseId: string) => results[exerciseIds.indexOf(exerciseId)];

  return {
    previousSets: (exerciseId): PreviousSets => {
      const result = resultOf(exerciseId);
      if (!result || result.isPending) return { status: 'pending', sets: [] };
      if (result.isError) return { status: 'error', sets: [] };
      return { status: 'success', sets: previousSetsOf(result.data[0]) };
    },
    suggestedSet: (exerciseId): SuggestedSet | null => {
      const entries = resultOf(exerciseId)?.data;
      return entries ? suggestionFor(entries, unit) : null;
    },
  };
}
