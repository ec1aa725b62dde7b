import type { Exercise } from '../../../../../shared/api-types';
import { applyEntryEdit, confirmEntries, fillEntries, pruneEntries, type EntryField, type EntryMap } from '../../../../../shared/workout/entry-copying';
import { moveInOrder, type MoveDirection } from '../../../../../shared/workout/exercise-order';

/**
 * A workout held in the browser only (the local draft, and the unsaved templates of the routine
 * and workout builders): exercises with set rows and typed entries. Every function is pure and
 * returns the next workout; exercises may carry extra fields (`E`), which are kept as they are.
 */
export interface LocalSet {
  id: string;
  isWarmup: boolean;
  isCompleted?: boolean;
}

export interface LocalExercise {
  exerciseId: string;
  name: string;
  sets: LocalSet[];
}

export interface LocalWorkout<E extends LocalExercise = LocalExercise> {
  exercises: E[];
  entries: EntryMap;
}

export const newLocalSet = (isWarmup = false): LocalSet => ({ id: crypto.randomUUID(), isWarmup });

const setIdsOf = (exercises: readonly LocalExercise[]) => new Set(exercises.flatMap((exercise) => exercise.sets.map((set) => set.id)));

function mapSet<E extends LocalExercise>(workout: LocalWorkout<E>, setId: string, change: (set: LocalSet) => LocalSet): E[] {
  return workout.exercises.map((exercise) =>
    exercise.sets.some((set) => set.id === setId) ? { ...exercise, sets: exercise.sets.map((set) => (set.id === setId ? change(set) : set)) } : exercise,
  );
}

/** The picked exercises that are not among `currentIds`, each once, in the order picked. */
export function newExercises<T extends { id: string }>(picked: readonly T[], currentIds: Iterable<string>): T[] {
  const known = new Set(currentIds);
  return picked.filter((exercise) => {
    if (known.has(exercise.id)) return false;
    known.add(exercise.id);
    return true;
  });
}

/** Adds the exercises not yet in the workout, in the order given; `create` builds each new entry. */
export function addExercises<E extends LocalExercise>(workout: LocalWorkout<E>, exercises: readonly Exercise[], create: (exercise: Exercise) => E): LocalWorkout<E> {
  const added = newExercises(exercises, workout.exercises.map((item) => item.exerciseId)).map(create);
  return added.length === 0 ? workout : { ...workout, exercises: [...workout.exercises, ...added] };
}

/** Adds a normal set at the end of an exercise; it starts with copies of the set before it (entry copying). */
export function addSet<E extends LocalExercise>(workout: LocalWorkout<E>, exerciseId: string, set: LocalSet = newLocalSet()): LocalWorkout<E> {
  const exercise = workout.exercises.find((item) => item.exerciseId === exerciseId);
  if (!exercise) return workout;
  const previous = exercise.sets.at(-1);
  const copied = previous ? workout.entries[previous.id] : undefined;
  const entries = { ...workout.entries };
  if (copied) {
    entries[set.id] = {
      ...(copied.weight ? { weight: { value: copied.weight.value, own: false } } : {}),
      ...(copied.reps ? { reps: { value: copied.reps.value, own: false } } : {}),
    };
  }
  return {
    entries,
    exercises: workout.exercises.map((item) => (item === exercise ? { ...item, sets: [...item.sets, set] } : item)),
  };
}

export function deleteSet<E extends LocalExercise>(workout: LocalWorkout<E>, setId: string): LocalWorkout<E> {
  const exercises = workout.exercises.map((exercise) =>
    exercise.sets.some((set) => set.id === setId) ? { ...exercise, sets: exercise.sets.filter((set) => set.id !== setId) } : exercise,
  );
  return { exercises, entries: pruneEntries(workout.entries, setIdsOf(exercises)) };
}

export function setWarmup<E extends LocalExercise>(workout: LocalWorkout<E>, setId: string, isWarmup: boolean): LocalWorkout<E> {
  return { ...workout, exercises: mapSet(workout, setId, (set) => ({ ...set, isWarmup })) };
}

/**
 * Completing a set puts `fill` (its empty fields' hints, issue 27) into it, for this set only, and makes its copied
 * entries its own (entry copying).
 */
export function toggleCompletion<E extends LocalExercise>(workout: LocalWorkout<E>, setId: string, fill: Partial<Record<EntryField, string>> = {}): LocalWorkout<E> {
  const completing = !workout.exercises.flatMap((exercise) => exercise.sets).find((set) => set.id === setId)?.isCompleted;
  return {
    entries: completing ? confirmEntries(fillEntries(workout.entries, setId, fill), setId) : workout.entries,
    exercises: mapSet(workout, setId, (set) => ({ ...set, isCompleted: completing })),
  };
}

/** Weight or reps typed for a set, copied on to the later sets of the exercise without their own entry. */
export function editEntry<E extends LocalExercise>(workout: LocalWorkout<E>, exerciseId: string, setId: string, field: EntryField, value: string): LocalWorkout<E> {
  const exercise = workout.exercises.find((item) => item.exerciseId === exerciseId);
  const orderedSetIds = exercise?.sets.map((set) => set.id) ?? [setId];
  return { ...workout, entries: applyEntryEdit(workout.entries, { orderedSetIds, setId, field, value }).entries };
}

export function moveExercise<E extends LocalExercise>(workout: LocalWorkout<E>, exerciseId: string, direction: MoveDirection): LocalWorkout<E> {
  const exercise = workout.exercises.find((item) => item.exerciseId === exerciseId);
  return exercise ? { ...workout, exercises: [...moveInOrder(workout.exercises, exercise, direction)] } : workout;
}

/** Swaps an exercise in place, keeping its sets and extra fields (no change when the new one is already in the workout). */
export function replaceExercise<E extends LocalExercise>(workout: LocalWorkout<E>, oldExerciseId: string, exercise: Exercise): LocalWorkout<E> {
  if (workout.exercises.some((item) => item.exerciseId === exercise.id)) return workout;
  return {
    ...workout,
    exercises: workout.exercises.map((item) => (item.exerciseId === oldExerciseId ? { ...item, exerciseId: exercise.id, name: exercise.name } : item)),
  };
}

export function removeExercise<E extends LocalExercise>(workout: LocalWorkout<E>, exerciseId: string): LocalWorkout<E> {
  const exercises = workout.exercises.filter((item) => item.exerciseId !== exerciseId);
  return { exercises, entries: pruneEntries(workout.entries, setIdsOf(exercises)) };
}

/** Changes the extra fields of one exercise (reps text, rest, notes, superset letter …). */
export function updateExercise<E extends LocalExercise>(workout: LocalWorkout<E>, exerciseId: string, change: (exercise: E) => E): LocalWorkout<E> {
  return { ...workout, exercises: workout.exercises.map((item) => (item.exerciseId === exerciseId ? change(item) : item)) };
}
