import { exerciseTypeOrDefault } from '../../../shared/exercise-types/types';
import { MAX_SETS_PER_SESSION } from '../../../shared/schemas/sessions';
import type { ExportedWorkout } from '../../../shared/data-transfer/workout-export';
import type { Page } from '../../lib/pagination';
import { exerciseOrderOf, setDetailsOf, type SessionRecord, type SetRecord } from '../records';
import { findSessionWithSets } from '../repository';
import { listCompletedWorkouts } from './repository';

function toExportedWorkout(session: SessionRecord, sets: readonly SetRecord[]): ExportedWorkout {
  const exerciseIds = session.exerciseIds ?? [];
  const ordered = [...sets]
    .sort((a, b) => exerciseOrderOf(exerciseIds, a.exerciseId) - exerciseOrderOf(exerciseIds, b.exerciseId) || a.setNumber - b.setNumber)
    .slice(0, MAX_SETS_PER_SESSION);
  return {
    id: session.id,
    name: session.name,
    startTime: session.startTime,
    endTime: session.endTime ?? null,
    duration: session.duration ?? null,
    notes: session.notes ?? null,
    ...(session.health
      ? { health: { type: session.health.type, caloriesBurned: session.health.caloriesBurned ?? null, distance: session.health.distance ?? null } }
      : {}),
    sets: ordered.map((set) => ({
      exerciseId: set.exerciseId,
      exerciseName: set.exerciseName,
      setNumber: set.setNumber,
      weight: set.weight ?? null,
      reps: set.reps ?? null,
      isWarmup: set.isWarmup,
      isCompleted: set.isCompleted,
      ...setDetailsOf(set),
      exerciseType: exerciseTypeOrDefault(set.exerciseType),
      durationSeconds: set.durationSeconds ?? null,
      distanceMeters: set.distanceMeters ?? null,
    })),
    ...(session.exerciseNotes ? { exerciseNotes: session.exerciseNotes } : {}),
    ...(session.supersetGroups && Object.keys(session.supersetGroups).length > 0 ? { supersetGroups: session.supersetGroups } : {}),
  };
}

/**
 * Issue 12's export: one page of my completed workouts (health-imported ones too), newest first, with their sets.
 * One Query of the completed index plus one Query per workout (its partition): at most 1 + `limit` requests.
 */
export async function exportWorkoutsPage(options: { userId: string; limit: number; cursor?: string }): Promise<Page<ExportedWorkout>> {
  const page = await listCompletedWorkouts(options);
  const full = await Promise.all(page.items.map((session) => findSessionWithSets({ sessionId: session.id })));
  const items = page.items.map((session, index) => toExportedWorkout(full[index]?.session ?? session, full[index]?.sets ?? []));
  return { items, cursor: page.cursor };
}
