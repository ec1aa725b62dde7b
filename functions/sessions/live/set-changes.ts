/**
 * The rules for changing a session's exercises and sets, as pure functions: each takes what was read
 * (the session and its sets) and answers the change to write. The repository writes a change in one
 * transaction conditioned on the session's `version`, so a change computed from a stale read never lands.
 */
import {
  MAX_EXERCISES_PER_SESSION,
  MAX_SETS_PER_EXERCISE,
  MAX_SETS_PER_SESSION,
} from '../../../shared/schemas/sessions';
import { composeSetId } from '../keys';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import type { SessionRecord, SetRecord } from '../records';
import type { ExerciseType } from '../../../shared/exercise-types/types';
import type { SetType } from '../../../shared/workout/set-type';
import { detailChanges } from './set-details';
import { regroupSuperset, SUPERSET_WITH_ITSELF, withoutLoneGroups } from '../../../shared/workout/session-supersets';

export type SetChanges = Partial<
  Pick<
    SetRecord,
    'setNumber' | 'exerciseId' | 'exerciseName' | 'weight' | 'reps' | 'isCompleted' | 'isWarmup' | 'setType' | 'rpe' | 'note' | 'exerciseType' | 'durationSeconds' | 'distanceMeters'
  >
>;

export interface SessionChange {
  /** The session's new exercise order, when it changes. */
  exerciseIds?: string[];
  /** The routine's rest seconds per exercise, when an exercise carrying one is replaced. */
  exerciseRestSeconds?: Record<string, number>;
  /** The routine's notes and superset letters per exercise, when an exercise carrying one is replaced (issue 27). */
  exerciseNotes?: Record<string, string>;
  supersetGroups?: Record<string, string>;
  putSets?: SetRecord[];
  updateSets?: { localId: string; changes: SetChanges }[];
  deleteSets?: string[];
}

export const EXERCISE_NOT_IN_SESSION = 'Exercise is not in this workout';

function setsOf(sets: readonly SetRecord[], exerciseId: string): SetRecord[] {
  return sets.filter((set) => set.exerciseId === exerciseId).sort((a, b) => a.setNumber - b.setNumber || a.localId.localeCompare(b.localId));
}

export interface NewSetFields {
  weight?: number | null;
  reps?: number | null;
  isCompleted?: boolean;
  isWarmup?: boolean;
  // Issue 29: a set type given wins over isWarmup (./set-details.ts).
  setType?: SetType;
  rpe?: number | null;
  note?: string | null;
  // Issue 29: time and distance, for the types that measure them.
  durationSeconds?: number | null;
  distanceMeters?: number | null;
}

/**
 * Adds a set to an exercise: numbered (highest number of that exercise) + 1, and the exercise appended to
 * the session's order when it is not in it yet.
 */
export function planAddSet(options: {
  session: SessionRecord;
  sets: readonly SetRecord[];
  exerciseId: string;
  exerciseName: string;
  exerciseType: ExerciseType;
  fields: NewSetFields;
  localId: string;
  /** A set id chosen on the device is its bare local id (issue 12); else `<sessionId>.<localId>`. */
  chosenOnDevice?: boolean;
  now: Date;
}): { change: SessionChange; set: SetRecord } {
  const { session, sets, exerciseId } = options;
  const exerciseSets = setsOf(sets, exerciseId);
  if (exerciseSets.length >= MAX_SETS_PER_EXERCISE) throw new Conflict(`An exercise can have at most ${MAX_SETS_PER_EXERCISE} sets.`);
  if (sets.length >= MAX_SETS_PER_SESSION) throw new Conflict(`A workout can have at most ${MAX_SETS_PER_SESSION} sets.`);
  const isNewExercise = !session.exerciseIds.includes(exerciseId);
  if (isNewExercise && session.exerciseIds.length >= MAX_EXERCISES_PER_SESSION) {
    throw new Conflict(`A workout can have at most ${MAX_EXERCISES_PER_SESSION} exercises.`);
  }
  const set: SetRecord = {
    id: options.chosenOnDevice ? options.localId : composeSetId(session.id, options.localId),
    localId: options.localId,
    sessionId: session.id,
    userId: session.userId,
    exerciseId,
    exerciseName: options.exerciseName,
    setNumber: Math.max(0, ...exerciseSets.map((existing) => existing.setNumber)) + 1,
    weight: options.fields.weight ?? null,
    reps: options.fields.reps ?? null,
    isCompleted: options.fields.isCompleted ?? false,
    isWarmup: options.fields.isWarmup ?? false,
    createdAt: options.now.toISOString(),
    ...detailChanges(options.fields),
    exerciseType: options.exerciseType,
    durationSeconds: options.fields.durationSeconds ?? null,
    distanceMeters: options.fields.distanceMeters ?? null,
  };
  return {
    change: { putSets: [set], ...(isNewExercise ? { exerciseIds: [...session.exerciseIds, exerciseId] } : {}) },
    set,
  };
}

/** Numbers the given sets of one exercise 1..n in their current order; answers only the sets whose number changes. */
function renumber(exerciseSets: readonly SetRecord[]): { localId: string; changes: SetChanges }[] {
  return exerciseSets.flatMap((set, index) => (set.setNumber === index + 1 ? [] : [{ localId: set.localId, changes: { setNumber: index + 1 } }]));
}

/** Deletes a set; the later sets of its exercise move down so the numbers stay 1..n. */
export function planDeleteSet(options: { sets: readonly SetRecord[]; localId: string }): SessionChange {
  const target = options.sets.find((set) => set.localId === options.localId);
  if (!target) throw new NotFound('Set not found');
  const remaining = setsOf(options.sets, target.exerciseId).filter((set) => set.localId !== target.localId);
  return { deleteSets: [target.localId], updateSets: renumber(remaining) };
}

/** Swaps an exercise with its neighbour in the session's order. */
export function planMoveExercise(options: { session: SessionRecord; exerciseId: string; direction: 'up' | 'down' }): SessionChange {
  const order = [...options.session.exerciseIds];
  const index = order.indexOf(options.exerciseId);
  if (index === -1) throw new NotFound(EXERCISE_NOT_IN_SESSION);
  if (options.direction === 'up' && index === 0) throw new BadRequest('Cannot move the first exercise up');
  if (options.direction === 'down' && index === order.length - 1) throw new BadRequest('Cannot move the last exercise down');
  const other = options.direction === 'up' ? index - 1 : index + 1;
  [order[index], order[other]] = [order[other] as string, order[index] as string];
  return { exerciseIds: order };
}

/** The new exercise takes the old one's place; the old one's sets keep their numbers and become the new one's. */
export function planReplaceExercise(options: {
  session: SessionRecord;
  sets: readonly SetRecord[];
  oldExerciseId: string;
  newExerciseId: string;
  newExerciseName: string;
  newExerciseType?: ExerciseType;
}): SessionChange {
  const { session, oldExerciseId, newExerciseId } = options;
  const index = session.exerciseIds.indexOf(oldExerciseId);
  if (index === -1) throw new NotFound(EXERCISE_NOT_IN_SESSION);
  if (session.exerciseIds.includes(newExerciseId)) throw new Conflict('That exercise is already in this workout');
  const exerciseIds = session.exerciseIds.map((id) => (id === oldExerciseId ? newExerciseId : id));
  // The replacement takes the routine's rest, note and superset for that slot (its sets keep their targets).
  const handOver = <V>(byExercise: Record<string, V> | undefined) => {
    if (!byExercise || !(oldExerciseId in byExercise)) return undefined;
    const { [oldExerciseId]: value, ...others } = byExercise;
    return { ...others, [newExerciseId]: value as V };
  };
  const exerciseRestSeconds = handOver(session.exerciseRestSeconds);
  const exerciseNotes = handOver(session.exerciseNotes);
  const supersetGroups = handOver(session.supersetGroups);
  return {
    exerciseIds,
    ...(exerciseRestSeconds ? { exerciseRestSeconds } : {}),
    ...(exerciseNotes ? { exerciseNotes } : {}),
    ...(supersetGroups ? { supersetGroups } : {}),
    updateSets: setsOf(options.sets, oldExerciseId).map((set) => ({
      localId: set.localId,
      changes: {
        exerciseId: newExerciseId,
        exerciseName: options.newExerciseName,
        ...(options.newExerciseType ? { exerciseType: options.newExerciseType } : {}),
      },
    })),
  };
}

/** Removes an exercise from the session together with all of its sets. */
export function planRemoveExercise(options: { session: SessionRecord; sets: readonly SetRecord[]; exerciseId: string }): SessionChange {
  if (!options.session.exerciseIds.includes(options.exerciseId)) throw new NotFound(EXERCISE_NOT_IN_SESSION);
  const exerciseIds = options.session.exerciseIds.filter((id) => id !== options.exerciseId);
  // Issue 29: a superset left with one exercise is none.
  const supersetGroups = options.session.supersetGroups ? withoutLoneGroups(options.session.supersetGroups, exerciseIds) : undefined;
  return {
    exerciseIds,
    ...(supersetGroups ? { supersetGroups } : {}),
    deleteSets: setsOf(options.sets, options.exerciseId).map((set) => set.localId),
  };
}

/**
 * Issue 29: "Superset with…" (`partners` the other exercises of its superset) or, with none, "Remove from superset".
 * Every exercise named must be in the session (404). Undefined when the session is already so.
 */
export function planSuperset(options: { session: SessionRecord; exerciseId: string; partners: readonly string[] }): Required<Pick<SessionChange, 'exerciseIds' | 'supersetGroups'>> | undefined {
  const { session, exerciseId, partners } = options;
  if (partners.includes(exerciseId)) throw new BadRequest(SUPERSET_WITH_ITSELF);
  if (![exerciseId, ...partners].every((id) => session.exerciseIds.includes(id))) throw new NotFound(EXERCISE_NOT_IN_SESSION);
  const regrouped = regroupSuperset(session, exerciseId, partners);
  const unchanged =
    regrouped.exerciseIds.join('\n') === session.exerciseIds.join('\n') &&
    JSON.stringify(Object.entries(regrouped.supersetGroups).sort()) === JSON.stringify(Object.entries(session.supersetGroups ?? {}).sort());
  return unchanged ? undefined : regrouped;
}

/** Issue 29: sets or clears (null) the person's note on an exercise of the session. */
export function planExerciseNote(options: { session: SessionRecord; exerciseId: string; note: string | null }): SessionChange {
  const { session, exerciseId, note } = options;
  if (!session.exerciseIds.includes(exerciseId)) throw new NotFound(EXERCISE_NOT_IN_SESSION);
  const { [exerciseId]: _old, ...others } = session.exerciseNotes ?? {};
  return { exerciseNotes: note ? { ...others, [exerciseId]: note } : others };
}

/** Applies a set's changes to what was read, which is what the set is once the change is written. */
export function applySetChanges(set: SetRecord, changes: SetChanges): SetRecord {
  return { ...set, ...changes };
}
