import { randomUUID } from 'node:crypto';
import type { Exercise } from '../../shared/api-types';
import { EQUIPMENT, type Equipment } from '../../shared/constants';
import { DEFAULT_EXERCISE_TYPE } from '../../shared/exercise-types/types';
import { inferExerciseType, typeHoldsSets, type MeasuredSet } from '../../shared/exercise-types/infer';
import { exerciseMatchKey, exerciseMatchKeys } from '../../shared/data-transfer/exercise-name';
import { CUSTOM_EXERCISE_ID_PREFIX } from './keys';
import { Conflict } from '../lib/errors';
import { CATALOGUE_CACHE_TTL_MS, cachedForTtl } from './catalogue-cache';
import { createCustomExercise, DUPLICATE_EXERCISE_NAME, listCatalogueExercises, listCustomExercises } from './repository';

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

/**
 * Issue 12's import: the exercise each name means, matched to the person's custom exercises and the catalogue without
 * case, spacing or punctuation (shared/data-transfer/exercise-name.ts); a name nothing matches becomes a new custom
 * exercise (muscle group Full Body). One Query of the person's exercises, the catalogue from this container's cache,
 * and one transaction per new exercise.
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
  const created: string[] = [];
  for (const name of options.names) {
    if (byName.has(name)) continue;
    const sets = options.setsByName?.get(name) ?? [];
    const holds = (exercise: Exercise | undefined) => (exercise && typeHoldsSets(exercise.exerciseType, sets) ? exercise : undefined);
    // One's own exercise of that name is kept whatever its type (its name is taken); the catalogue's must fit.
    const match = findMatch(own, name) ?? holds(findMatch(shared, name));
    if (match) {
      byName.set(name, match);
      continue;
    }
    const exercise: Exercise & { userId: string } = {
      id: `${CUSTOM_EXERCISE_ID_PREFIX}${randomUUID()}`,
      name: name.trim(),
      category: 'Full Body',
      equipment: equipmentOf(name),
      difficulty: 'beginner',
      muscleGroups: ['Full Body'],
      instructions: '',
      userId,
      isCustom: true,
      exerciseType: sets.length > 0 ? inferExerciseType(sets) : DEFAULT_EXERCISE_TYPE,
    };
    try {
      await createCustomExercise({ exercise });
    } catch (error) {
      // Made meanwhile (another batch of the same file): use that one.
      if (!(error instanceof Conflict && error.message === DUPLICATE_EXERCISE_NAME)) throw error;
      const again = findMatch(indexByKey(await listCustomExercises({ userId })), name);
      if (!again) throw error;
      byName.set(name, again);
      own.set(exerciseMatchKey(again.name), again);
      continue;
    }
    byName.set(name, exercise);
    own.set(exerciseMatchKey(exercise.name), exercise);
    created.push(exercise.name);
  }
  return { byName, created };
}
