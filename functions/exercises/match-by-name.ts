import { randomUUID } from 'node:crypto';
import type { Exercise } from '../../shared/api-types';
import { EQUIPMENT, type Equipment } from '../../shared/constants';
import { DEFAULT_EXERCISE_TYPE } from '../../shared/exercise-types/types';
import { inferExerciseType, typeHoldsSets, type MeasuredSet } from '../../shared/exercise-types/infer';
import { exerciseMatchKey, exerciseMatchKeys } from '../../shared/data-transfer/exercise-name';
import { CUSTOM_EXERCISE_ID_PREFIX } from './keys';
import { Conflict } from '../lib/errors';
import { CATALOGUE_CACHE_TTL_MS, cachedForTtl } from './catalogue-cache';
import { createCustomExercise, createCustomExercises, DUPLICATE_EXERCISE_NAME, listCatalogueExercises, listCustomExercises, MAX_EXERCISES_PER_CREATE } from './repository';

const catalogueExercises = cachedForTtl(listCatalogueExercises, CATALOGUE_CACHE_TTL_MS);

/**
 * Every exercise by its match key and, where no other name claims it, by its name without a ' - variant' suffix
 * (the catalogue's 'Barbell Bench Press - Medium Grip' is the 'Barbell Bench Press' other apps write).
 */
function indexByKey(exercises: readonly Exercise[]): Map<string, Exercise> {
  const index = new Map<string, Exercise>();
  for (const exercise of exercises) {
    const key = exerciseMatchKey(exercise.name);
    if (!index.has(key)) index.set(key, exercise);
  }
  for (const exercise of exercises) {
    const base = exercise.name.split(' - ')[0];
    const key = base && base !== exercise.name ? exerciseMatchKey(base) : '';
    if (key && !index.has(key)) index.set(key, exercise);
  }
  return index;
}

function findMatch(index: Map<string, Exercise>, name: string): Exercise | undefined {
  for (const key of exerciseMatchKeys(name)) {
    const match = index.get(key);
    if (match) return match;
  }
  return undefined;
}

/** 'Bench Press (Barbell)' → Barbell; anything unknown → Other. */
function equipmentOf(name: string): Equipment {
  const suffix = /\(([^()]*)\)\s*$/.exec(name)?.[1]?.trim().toLowerCase();
  return EQUIPMENT.find((equipment) => equipment.toLowerCase() === suffix) ?? 'Other';
}

type NewExercise = Pick<Exercise, 'name' | 'exerciseType'>;

/**
 * The custom exercise an unmatched name becomes: muscle group Full Body, equipment from its '(Equipment)' suffix, the
 * type its sets show (issue 29).
 */
function newExerciseFor(userId: string, { name, exerciseType }: NewExercise): Exercise & { userId: string } {
  return {
    id: `${CUSTOM_EXERCISE_ID_PREFIX}${randomUUID()}`,
    name: name.trim(),
    category: 'Full Body',
    equipment: equipmentOf(name),
    difficulty: 'beginner',
    muscleGroups: ['Full Body'],
    instructions: '',
    userId,
    isCustom: true,
    exerciseType,
  };
}

/** A new custom exercise for `name`, or the one another batch of the same file made meanwhile. */
async function createOrFind(userId: string, wanted: NewExercise): Promise<{ exercise: Exercise; created: boolean }> {
  const exercise = newExerciseFor(userId, wanted);
  try {
    await createCustomExercise({ exercise });
    return { exercise, created: true };
  } catch (error) {
    if (!(error instanceof Conflict && error.message === DUPLICATE_EXERCISE_NAME)) throw error;
    const again = findMatch(indexByKey(await listCustomExercises({ userId })), wanted.name);
    if (!again) throw error;
    return { exercise: again, created: false };
  }
}

/**
 * New custom exercises, in order: MAX_EXERCISES_PER_CREATE per transaction (issue 29, deliverable 9: a
 * batch naming 30 new exercises once spent 30 transactions in a row). A chunk that meets a name another batch of the
 * same file claimed meanwhile is made one by one instead.
 */
async function createAll(userId: string, wanted: readonly NewExercise[]): Promise<{ exercise: Exercise; created: boolean }[]> {
  const made: { exercise: Exercise; created: boolean }[] = [];
  for (let start = 0; start < wanted.length; start += MAX_EXERCISES_PER_CREATE) {
    const chunk = wanted.slice(start, start + MAX_EXERCISES_PER_CREATE);
    const exercises = chunk.map((entry) => newExerciseFor(userId, entry));
    try {
      await createCustomExercises({ userId, exercises });
      made.push(...exercises.map((exercise) => ({ exercise, created: true })));
    } catch (error) {
      if (!(error instanceof Conflict && error.message === DUPLICATE_EXERCISE_NAME)) throw error;
      for (const entry of chunk) made.push(await createOrFind(userId, entry));
    }
  }
  return made;
}

/**
 * Issue 12's import: the exercise each name means, matched to the person's custom exercises and the catalogue without
 * case, spacing or punctuation (shared/data-transfer/exercise-name.ts); a name nothing matches becomes a new custom
 * exercise (muscle group Full Body), one per match key however the file spells it. One Query of the person's
 * exercises, the catalogue from this container's cache, and one transaction per new exercise batch (createAll).
 */
export async function resolveExercisesByName(options: {
  userId: string;
  names: readonly string[];
  /**
   * Issue 29: each name's sets, as the file has them. A match whose type cannot hold their times or distances is not
   * taken (a plank's times never land on a weight & reps exercise); a new exercise gets the type the sets show.
   */
  setsByName?: ReadonlyMap<string, readonly MeasuredSet[]>;
}): Promise<{ byName: Map<string, Exercise>; created: string[] }> {
  const { userId } = options;
  const [catalogue, custom] = await Promise.all([catalogueExercises(), listCustomExercises({ userId })]);
  const own = indexByKey(custom);
  const shared = indexByKey(catalogue);
  const byName = new Map<string, Exercise>();
  const setsOf = (name: string) => options.setsByName?.get(name) ?? [];
  const unmatched = new Map<string, string[]>();
  for (const name of new Set(options.names)) {
    const holds = (exercise: Exercise | undefined) => (exercise && typeHoldsSets(exercise.exerciseType, setsOf(name)) ? exercise : undefined);
    // One's own exercise of that name is kept whatever its type (its name is taken); the catalogue's must fit.
    const match = findMatch(own, name) ?? holds(findMatch(shared, name));
    if (match) byName.set(name, match);
    else {
      const key = exerciseMatchKey(name);
      unmatched.set(key, [...(unmatched.get(key) ?? []), name]);
    }
  }
  const spellings = [...unmatched.values()];
  const made = await createAll(
    userId,
    spellings.map(([name = '']) => ({ name, exerciseType: setsOf(name).length > 0 ? inferExerciseType(setsOf(name)) : DEFAULT_EXERCISE_TYPE })),
  );
  const created: string[] = [];
  made.forEach(({ exercise, created: isNew }, index) => {
    for (const name of spellings[index] ?? []) byName.set(name, exercise);
    if (isNew) created.push(exercise.name);
  });
  return { byName, created };
}
