import type { Exercise } from '../../../shared/api-types';
import { checkImportedWorkout, type ImportedWorkout, type ImportWorkoutsResult } from '../../../shared/data-transfer/workout-import';
import { resolveExercisesByName } from '../../exercises/index';
import { BadRequest, Conflict } from '../../lib/errors';
import { completedWorkoutRecords } from './completed-workout-records';
import { rebuildAfterAdding, type AddedWorkout } from '../records-rebuild';
import { findWorkoutImportSessionId, findWorkoutImportSessionIds, insertCompletedSession } from './repository';
import { insightsOf } from './service';

/** The workout's exercises by the exercise each name means: two names for one exercise become one, sets in order. */
function groupByExercise(workout: ImportedWorkout, byName: Map<string, Exercise>) {
  const groups = new Map<string, { exercise: Exercise; sets: ImportedWorkout['exercises'][number]['sets']; note?: string | null; superset?: string }>();
  for (const entry of workout.exercises) {
    const exercise = byName.get(entry.name);
    if (!exercise) throw new Conflict('An exercise could not be found. Please try again.');
    const group = groups.get(exercise.id) ?? { exercise, sets: [] };
    group.sets = [...group.sets, ...entry.sets];
    group.note ??= entry.note;
    group.superset ??= entry.superset;
    groups.set(exercise.id, group);
  }
  return [...groups.values()];
}

function toRecords(userId: string, workout: ImportedWorkout, byName: Map<string, Exercise>, now: Date) {
  return completedWorkoutRecords(
    {
      userId,
      name: workout.name || 'Imported workout',
      startTime: workout.startTime,
      endTime: workout.endTime,
      notes: workout.notes,
      exercises: groupByExercise(workout, byName).map(({ exercise, sets, note, superset }) => ({
        exerciseId: exercise.id,
        exerciseName: exercise.name,
        exerciseType: exercise.exerciseType,
        sets: sets.map((set) => ({ ...set, isCompleted: true })),
        note,
        superset,
      })),
      importSource: { format: workout.sourceId.startsWith('hevy:') ? 'hevy' : 'strong', sourceId: workout.sourceId },
    },
    now,
  );
}

/**
 * Issue 12: stores a batch of workouts parsed from a Strong or Hevy file as completed sessions, through the same
 * path as a logged workout (insertCompletedSession: sets, session, counters, history and records), each with its
 * claim on `sourceId` in the same transaction, so a workout imported before (or twice at once) is skipped. Followers
 * are not notified and nobody is marked active: an import is a backfill. Workouts go one after another, oldest
 * first, so records and history build up in the order they were done; then each exercise whose history already had
 * later sessions is counted again (issue 27, records-rebuild.ts). Issue 26: each workout is checked on its own;
 * one that breaks a rule is answered as `refused` with the reason and the rest are stored. When every workout of the
 * batch is refused, nothing was done: 400 with the first reason.
 */
export async function importWorkouts(options: { userId: string; workouts: readonly { sourceId: string }[] }): Promise<ImportWorkoutsResult> {
  const { userId } = options;
  const results: ImportWorkoutsResult['results'] = new Array(options.workouts.length);
  const valid: { workout: ImportedWorkout; index: number }[] = [];
  options.workouts.forEach((sent, index) => {
    const checked = checkImportedWorkout(sent);
    if ('workout' in checked) valid.push({ workout: checked.workout, index });
    else results[index] = { sourceId: sent.sourceId, status: 'refused', reason: checked.reason };
  });
  const firstRefused = results.find((result) => result?.status === 'refused');
  if (valid.length === 0 && firstRefused?.status === 'refused') throw new BadRequest(firstRefused.reason);

  const names = [...new Set(valid.flatMap(({ workout }) => workout.exercises.map((exercise) => exercise.name)))];
  const setsOf = new Map<string, ImportedWorkout['exercises'][number]['sets']>();
  for (const { workout } of valid) for (const exercise of workout.exercises) setsOf.set(exercise.name, [...(setsOf.get(exercise.name) ?? []), ...exercise.sets]);
  const { byName, created } = await resolveExercisesByName({ userId, names, setsByName: setsOf });
  const byStart = [...valid].sort((a, b) => a.workout.startTime.localeCompare(b.workout.startTime));
  const added: AddedWorkout[] = [];
  const sourceIds = valid.flatMap(({ workout }) => [workout.sourceId, ...(workout.legacySourceId ? [workout.legacySourceId] : [])]);
  const importedBefore = await findWorkoutImportSessionIds({ userId, sourceIds });
  for (const { workout, index } of byStart) {
    const before = importedBefore.get(workout.sourceId) ?? (workout.legacySourceId ? importedBefore.get(workout.legacySourceId) : undefined);
    if (before) {
      results[index] = { sourceId: workout.sourceId, status: 'skipped', sessionId: before };
      continue;
    }
    const { session, sets, volume } = toRecords(userId, workout, byName, new Date());
    const { inserted } = await insertCompletedSession({ session, sets, volumeHundredths: volume, insights: () => insightsOf(session, sets, new Date()) });
    const sessionId = inserted ? session.id : await findWorkoutImportSessionId({ userId, sourceId: workout.sourceId });
    if (!sessionId) throw new Conflict('The import was changed at the same time. Please try again.');
    results[index] = { sourceId: workout.sourceId, status: inserted ? 'imported' : 'skipped', sessionId };
    if (inserted) added.push({ sessionId, completedAt: session.completedAt ?? session.startTime, exerciseIds: sets.map((set) => set.exerciseId) });
  }
  // Issue 27: history done before sessions already stored changes what those beat (their PR badges).
  await rebuildAfterAdding({ userId, workouts: added });
  const count = (status: ImportWorkoutsResult['results'][number]['status']) => results.filter((result) => result.status === status).length;
  return { results, imported: count('imported'), skipped: count('skipped'), refused: count('refused'), createdExercises: created };
}
