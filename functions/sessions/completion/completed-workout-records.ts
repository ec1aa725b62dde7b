import { WEIGHT_SCALE } from '../../../shared/constants';
import { volumeHundredths } from '../../../shared/workout-volume';
import { composeSetId } from '../keys';
import { exerciseTypeOrDefault, type ExerciseType } from '../../../shared/exercise-types/types';
import { timeOrderedId } from '../../lib/ids';
import type { SessionRecord, SetRecord } from '../records';
import type { SetDetails } from '../../../shared/workout/set-type';
import { detailChanges } from '../live/set-details';
import { withoutLoneGroups } from '../../../shared/workout/session-supersets';

/** A workout done without a live session (the Save screen's draft, a Strong or Hevy import), exercises in order. */
export interface CompletedWorkoutInput {
  userId: string;
  name: string;
  startTime: string;
  endTime: string;
  notes: string | null;
  exercises: readonly {
    exerciseId: string;
    exerciseName: string;
    /** Issue 29: absent reads as the default type. */
    exerciseType?: ExerciseType;
    sets: readonly ({
      weight: number | null;
      reps: number | null;
      isCompleted: boolean;
      isWarmup: boolean;
      durationSeconds?: number | null;
      distanceMeters?: number | null;
    } & SetDetails)[];
    /** Issue 29: the person's note on the exercise in this workout, and its superset's letter. */
    note?: string | null;
    superset?: string;
  }[];
  importSource?: SessionRecord['importSource'];
  /** The Save screen's Make Public (issue 27): 'only-me' tells no follower. */
  visibility?: SessionRecord['visibility'];
  /** 'logged' for the Save screen's draft: followers are told of it (issue 31). */
  origin?: SessionRecord['origin'];
}

/** The session and set records of a completed workout, with its volume (hundredths of a pound times reps). */
export function completedWorkoutRecords(input: CompletedWorkoutInput, now: Date): { session: SessionRecord; sets: SetRecord[]; volume: number } {
  const sessionId = timeOrderedId(now);
  const at = now.toISOString();
  const sets: SetRecord[] = input.exercises.flatMap((exercise) =>
    exercise.sets.map((set, index) => {
      const localId = timeOrderedId(now);
      return {
        id: composeSetId(sessionId, localId),
        localId,
        sessionId,
        userId: input.userId,
        exerciseId: exercise.exerciseId,
        exerciseName: exercise.exerciseName,
        setNumber: index + 1,
        weight: set.weight,
        reps: set.reps,
        isCompleted: set.isCompleted,
        isWarmup: set.isWarmup,
        createdAt: at,
        ...detailChanges({ setType: set.setType, rpe: set.rpe ?? undefined, note: set.note ?? undefined }),
        exerciseType: exerciseTypeOrDefault(exercise.exerciseType),
        durationSeconds: set.durationSeconds ?? null,
        distanceMeters: set.distanceMeters ?? null,
      };
    }),
  );
  const volume = volumeHundredths(sets);
  const exerciseNotes = Object.fromEntries(input.exercises.flatMap((exercise) => (exercise.note ? [[exercise.exerciseId, exercise.note]] : [])));
  const exerciseIds = input.exercises.map((exercise) => exercise.exerciseId);
  const supersetGroups = withoutLoneGroups(
    Object.fromEntries(input.exercises.flatMap((exercise) => (exercise.superset ? [[exercise.exerciseId, exercise.superset]] : []))),
    exerciseIds,
  );
  const session: SessionRecord = {
    id: sessionId,
    userId: input.userId,
    name: input.name,
    workoutName: null,
    isActive: false,
    status: 'completed',
    startTime: input.startTime,
    startedAt: input.startTime,
    createdAt: at,
    endTime: input.endTime,
    completedAt: input.endTime,
    duration: Math.round((Date.parse(input.endTime) - Date.parse(input.startTime)) / 60_000),
    workoutPlanId: null,
    workoutId: null,
    totalWeight: volume / WEIGHT_SCALE,
    notes: input.notes,
    exerciseIds,
    exerciseRestSeconds: {},
    ...(Object.keys(exerciseNotes).length > 0 ? { exerciseNotes } : {}),
    ...(Object.keys(supersetGroups).length > 0 ? { supersetGroups } : {}),
    ...(input.importSource ? { importSource: input.importSource } : {}),
    ...(input.visibility ? { visibility: input.visibility } : {}),
    ...(input.origin ? { origin: input.origin } : {}),
    version: 0,
  };
  return { session, sets, volume };
}
