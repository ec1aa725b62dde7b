import type { Exercise } from '../../../shared/api-types';
import type { Difficulty, Equipment, MuscleGroup } from '../../../shared/constants';
import { CUSTOM_EXERCISE_ID_PREFIX } from '../keys';
import { deriveExerciseType } from './exercise-type-derivation';

/**
 * Maps free-exercise-db (yuhonas/free-exercise-db, Unlicense) onto the product's own lists
 * (spec 000 section 9). Pure: the build script feeds it the source file; tests feed it samples.
 */
export interface SourceExercise {
  id: string;
  name: string;
  level: string;
  equipment: string | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  category: string;
}

/** What the catalogue file keeps of an exercise: names and classification, nothing else. */
export type CatalogueEntry = Pick<Exercise, 'id' | 'name' | 'category' | 'equipment' | 'difficulty' | 'muscleGroups' | 'exerciseType'>;

const equipmentBySource: Record<string, Equipment> = {
  'body only': 'Bodyweight',
  barbell: 'Barbell',
  'e-z curl bar': 'Barbell',
  dumbbell: 'Dumbbell',
  cable: 'Cable',
  machine: 'Machine',
  kettlebells: 'Kettlebell',
  bands: 'Resistance Band',
};

const muscleGroupBySource: Record<string, MuscleGroup> = {
  abdominals: 'Core',
  quadriceps: 'Legs',
  hamstrings: 'Legs',
  glutes: 'Legs',
  calves: 'Legs',
  adductors: 'Legs',
  abductors: 'Legs',
  biceps: 'Arms',
  triceps: 'Arms',
  forearms: 'Arms',
  chest: 'Chest',
  lats: 'Back',
  'middle back': 'Back',
  'lower back': 'Back',
  traps: 'Back',
  neck: 'Back',
  shoulders: 'Shoulders',
};

const difficultyBySource: Record<string, Difficulty> = {
  beginner: 'beginner',
  intermediate: 'intermediate',
  expert: 'advanced',
};

/** Whole-body disciplines: an exercise of these that works 3 or more groups is Full Body. */
const WHOLE_BODY_CATEGORIES = new Set(['olympic weightlifting', 'strongman', 'plyometrics']);
const FULL_BODY_MIN_GROUPS = 3;

/** Ids appear in API paths (`/exercises/{exerciseId}/move`): letters, digits, `_` and `-` need no escaping. */
export const PATH_SAFE_ID = /^[A-Za-z0-9_-]+$/;

/** Anything the product has no name for (medicine ball, foam roll, none given) is Other. */
export function mapEquipment(source: string | null): Equipment {
  return (source && equipmentBySource[source]) || 'Other';
}

export function mapMuscle(source: string): MuscleGroup {
  const group = muscleGroupBySource[source];
  if (!group) throw new Error(`Unknown source muscle "${source}": add it to the mapping`);
  return group;
}

export function mapDifficulty(source: string): Difficulty {
  const difficulty = difficultyBySource[source];
  if (!difficulty) throw new Error(`Unknown source level "${source}": add it to the mapping`);
  return difficulty;
}

/** The groups the exercise works, primary muscles first, each group once. */
export function mapMuscleGroups(source: Pick<SourceExercise, 'primaryMuscles' | 'secondaryMuscles'>): MuscleGroup[] {
  return [...new Set([...source.primaryMuscles, ...source.secondaryMuscles].map(mapMuscle))];
}

/** The main muscle group: Cardio for cardio, Full Body for whole-body disciplines spanning 3+ groups, else the first primary muscle's group. */
export function mapCategory(source: Pick<SourceExercise, 'category' | 'primaryMuscles' | 'secondaryMuscles'>): MuscleGroup {
  if (source.category === 'cardio') return 'Cardio';
  const groups = mapMuscleGroups(source);
  if (WHOLE_BODY_CATEGORIES.has(source.category) && groups.length >= FULL_BODY_MIN_GROUPS) return 'Full Body';
  const [primary] = source.primaryMuscles;
  if (!primary) throw new Error('An exercise without a primary muscle has no main group');
  return mapMuscle(primary);
}

export function toCatalogueEntry(source: SourceExercise): CatalogueEntry {
  if (!PATH_SAFE_ID.test(source.id)) throw new Error(`Exercise id "${source.id}" is not safe in a URL path segment`);
  if (source.id.startsWith(CUSTOM_EXERCISE_ID_PREFIX)) throw new Error(`Exercise id "${source.id}" looks like a custom exercise id`);
  return {
    id: source.id,
    name: source.name.trim(),
    category: mapCategory(source),
    equipment: mapEquipment(source.equipment),
    difficulty: mapDifficulty(source.level),
    muscleGroups: mapMuscleGroups(source),
    exerciseType: deriveExerciseType(source),
  };
}
