import { queryOptions } from '@tanstack/react-query';
import type { CompletedWorkout, WorkoutSet } from '../../../../../shared/api-types';
import { api } from '../../../lib/api';
import { userKeys } from '../../users';

/** How many of the latest completed workouts 'See History' looks through. */
export const HISTORY_WORKOUTS = 20;
/** Requests for sets run at most this many at a time. */
const PARALLEL = 5;

export interface ExerciseHistoryEntry {
  workout: CompletedWorkout;
  sets: WorkoutSet[];
}

const segment = encodeURIComponent;

/**
 * 'See History': the person's previous sets of one exercise, newest workout first. Built from the
 * existing calls (the latest completed workouts, then their sets), so no extra endpoint is needed.
 */
export function exerciseHistoryQueryOptions(userId: string, exerciseId: string) {
  return queryOptions({
    queryKey: userKeys.exerciseHistory(userId, exerciseId),
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<ExerciseHistoryEntry[]> => {
      const workouts = await api.get<CompletedWorkout[]>(`/api/users/${segment(userId)}/completed-workouts?limit=${HISTORY_WORKOUTS}`, { signal });
      const newestFirst = [...(workouts ?? [])].sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
      const history: ExerciseHistoryEntry[] = [];
      for (let start = 0; start < newestFirst.length; start += PARALLEL) {
        const batch = newestFirst.slice(start, start + PARALLEL);
        const results = await Promise.all(
          batch.map((workout) => api.get<WorkoutSet[]>(`/api/workout-sets/session/${segment(workout.id)}`, { signal })),
        );
        batch.forEach((workout, index) => {
          const sets = (results[index] ?? []).filter((set) => set.exerciseId === exerciseId).sort((a, b) => a.setNumber - b.setNumber);
          if (sets.length > 0) history.push({ workout, sets });
        });
      }
      return history;
    },
  });
}
