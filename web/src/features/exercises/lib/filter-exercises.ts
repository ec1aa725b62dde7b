import type { Exercise } from '../../../../../shared/api-types';
import type { Difficulty, Equipment, MuscleGroup } from '../../../../../shared/constants';
import { COMMON_LIFT_ALIASES, COMMON_LIFT_RANK } from './common-lifts';

/**
 * Client-side search over the whole exercise list (873 catalogue exercises and the person's own):
 * one request when the picker first opens, then every keystroke filters in memory.
 */
export interface ExerciseFilter {
  search: string;
  equipment: Equipment | '';
  muscle: MuscleGroup | '';
}

export interface IndexedExercise {
  exercise: Exercise;
  /** The lower-cased name, then a common lift's short names: what a search phrase is ranked against. */
  names: string[];
  /** Lower-cased names, equipment and muscle groups, for multi-word searches ('dumbbell chest'). */
  haystack: string;
  /** Its place among the common lifts, or Infinity. */
  commonRank: number;
}

export function indexExercises(exercises: readonly Exercise[]): IndexedExercise[] {
  return exercises.map((exercise) => {
    const aliases = COMMON_LIFT_ALIASES.get(exercise.id) ?? [];
    const names = [exercise.name.toLowerCase(), ...aliases];
    return {
      exercise,
      names,
      haystack: [...names, exercise.equipment, exercise.category, ...(exercise.muscleGroups ?? [])].join(' ').toLowerCase(),
      commonRank: COMMON_LIFT_RANK.get(exercise.id) ?? Number.POSITIVE_INFINITY,
    };
  });
}

function normalise(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/** How well a name matches: 0 exactly, 1 it starts with the phrase, 2 one of its words does, 3 not by name. */
export const MATCH_TIERS = { exact: 0, prefix: 1, wordPrefix: 2, other: 3 } as const;

function nameTier(name: string, phrase: string): number {
  if (name === phrase) return MATCH_TIERS.exact;
  if (name.startsWith(phrase)) return MATCH_TIERS.prefix;
  if ([' ', '-', '(', '/'].some((separator) => name.includes(`${separator}${phrase}`))) return MATCH_TIERS.wordPrefix;
  return MATCH_TIERS.other;
}

/** The best tier of the exercise's name and short names for this phrase. */
export function matchTier(item: Pick<IndexedExercise, 'names'>, phrase: string): number {
  return Math.min(...item.names.map((name) => nameTier(name, phrase)));
}

/**
 * Whether the exercise's PRIMARY muscle group is `muscle`: its main group (the catalogue's first primary muscle);
 * a Full Body or Cardio exercise also counts for the group of its first primary muscle. Secondary groups never do.
 */
export function hasPrimaryMuscle(exercise: Pick<Exercise, 'category' | 'muscleGroups'>, muscle: MuscleGroup): boolean {
  if (exercise.category === muscle) return true;
  return (exercise.category === 'Full Body' || exercise.category === 'Cardio') && exercise.muscleGroups?.[0] === muscle;
}

function passesFilters(exercise: Exercise, { equipment, muscle }: Pick<ExerciseFilter, 'equipment' | 'muscle'>): boolean {
  if (equipment && exercise.equipment !== equipment) return false;
  return !muscle || hasPrimaryMuscle(exercise, muscle);
}

/**
 * Exercises matching every word of the search (in the names, equipment or muscle groups), the equipment and the
 * primary muscle group. With a search: exact name matches, then names starting with it, then names with a word
 * starting with it, then the rest; among equals the common lifts first (most common first), then list order (by
 * name from the API). Without a search the list keeps its order.
 */
export function filterExercises(index: readonly IndexedExercise[], filter: ExerciseFilter): Exercise[] {
  const words = normalise(filter.search);
  const phrase = words.join(' ');
  const matches: { item: IndexedExercise; tier: number; position: number }[] = [];
  index.forEach((item, position) => {
    if (!passesFilters(item.exercise, filter)) return;
    if (!words.every((word) => item.haystack.includes(word))) return;
    matches.push({ item, tier: phrase ? matchTier(item, phrase) : 0, position });
  });
  if (phrase) matches.sort((a, b) => a.tier - b.tier || a.item.commonRank - b.item.commonRank || a.position - b.position);
  return matches.map((match) => match.item.exercise);
}

/** The picker's rows: the recently used exercises on top while nothing is searched, then everything else. */
export interface ArrangedExercises {
  recent: Exercise[];
  others: Exercise[];
}

/**
 * `filterExercises`, with the person's recently used exercises (newest first, those passing the equipment and
 * muscle filters) moved on top while the search is blank. A search ranks names alone.
 */
export function arrangeExercises(index: readonly IndexedExercise[], filter: ExerciseFilter, recentIds: readonly string[]): ArrangedExercises {
  const found = filterExercises(index, filter);
  if (normalise(filter.search).length > 0 || recentIds.length === 0) return { recent: [], others: found };
  const byId = new Map(found.map((exercise) => [exercise.id, exercise]));
  const recent = [...new Set(recentIds)].map((id) => byId.get(id)).filter((exercise): exercise is Exercise => exercise !== undefined);
  const recentSet = new Set(recent.map((exercise) => exercise.id));
  return { recent, others: found.filter((exercise) => !recentSet.has(exercise.id)) };
}

/** Spec 000 section 3: difficulty is shown as Intermediate when missing. */
export function difficultyLabel(difficulty: Difficulty | null | undefined): string {
  const value = difficulty || 'intermediate';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
