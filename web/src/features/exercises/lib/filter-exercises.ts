import type { Exercise } from '../../../../../shared/api-types';
import type { Equipment, MuscleGroup } from '../../../../../shared/constants';
import { COMMON_LIFT_ALIASES, COMMON_LIFT_RANK } from './common-lifts';
import { matchName } from './name-match';
import { EQUIPMENT_WORDS, searchWords } from './search-terms';

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
  /** The words of the name, then of each of a common lift's short names (`searchWords`). */
  names: string[][];
  /** The words of its equipment: a search may name them, and they never count as an extra word. */
  equipment: string[];
  /** Every word of the names, equipment and muscle groups, for searches that name more ('dumbbell chest'). */
  haystack: string[];
  /** Its place among the common lifts, or Infinity. */
  commonRank: number;
  /** Its equipment's place in EQUIPMENT_PREFERENCE. */
  equipmentRank: number;
}

/** When a search names no equipment and two exercises match equally, the free weights most people mean come first. */
const EQUIPMENT_PREFERENCE: readonly string[] = ['Barbell', 'Dumbbell', 'Bodyweight', 'Cable', 'Machine', 'Kettlebell', 'Resistance Band', 'Other'];

export function indexExercises(exercises: readonly Exercise[]): IndexedExercise[] {
  return exercises.map((exercise) => {
    const names = [exercise.name, ...(COMMON_LIFT_ALIASES.get(exercise.id) ?? [])].map(searchWords);
    const equipment = exercise.equipment === 'Other' ? [] : searchWords(exercise.equipment);
    const groups = [exercise.category, ...(exercise.muscleGroups ?? [])].flatMap(searchWords);
    const preference = EQUIPMENT_PREFERENCE.indexOf(exercise.equipment);
    return {
      exercise,
      names,
      equipment,
      haystack: [...new Set([...names.flat(), ...equipment, ...groups])],
      commonRank: COMMON_LIFT_RANK.get(exercise.id) ?? Number.POSITIVE_INFINITY,
      equipmentRank: preference < 0 ? EQUIPMENT_PREFERENCE.length : preference,
    };
  });
}

/** How well a search matches: 0 a whole name, 1 every word in a name, 2 some words only in the equipment or muscles. */
export const MATCH_TIERS = { exact: 0, name: 1, other: 2 } as const;

/** A search's rank for one exercise, compared field by field, lower first. */
export interface SearchRank {
  tier: number;
  extraWords: number;
  /** 0 when a name starts with the search. */
  notStart: number;
}

const compareRanks = (a: SearchRank, b: SearchRank) => a.tier - b.tier || a.extraWords - b.extraWords || a.notStart - b.notStart;
const compareMatches = (a: SearchRank, b: SearchRank) => a.tier - b.tier || a.extraWords - b.extraWords;

/** The best rank over the exercise's name and short names; null when some word of the search is nowhere in it. */
export function rankFor(item: Pick<IndexedExercise, 'names' | 'equipment' | 'haystack'>, words: readonly string[]): SearchRank | null {
  let best: SearchRank | null = null;
  for (const name of item.names) {
    const match = matchName(name, words, item.equipment);
    if (!match) continue;
    const rank = { tier: match.exact ? MATCH_TIERS.exact : MATCH_TIERS.name, extraWords: match.extraWords, notStart: match.startsWith ? 0 : 1 };
    if (!best || compareRanks(rank, best) < 0) best = rank;
  }
  if (best) return best;
  const inHaystack = words.every((word) => item.haystack.some((known) => known.startsWith(word)));
  return inHaystack ? { tier: MATCH_TIERS.other, extraWords: 0, notStart: 1 } : null;
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
 * primary muscle group. With a search: whole names first, then names holding every word, fewest other words first;
 * among equals the common lifts (most common first), then the usual equipment when the search names none, then names
 * starting with the search, then list order (by name from the API). Without a search the list keeps its order.
 * Measured against what people type: search-ranking-set.ts.
 */
export function filterExercises(index: readonly IndexedExercise[], filter: ExerciseFilter): Exercise[] {
  const words = searchWords(filter.search);
  const matches: { item: IndexedExercise; rank: SearchRank; position: number }[] = [];
  index.forEach((item, position) => {
    if (!passesFilters(item.exercise, filter)) return;
    const rank = words.length ? rankFor(item, words) : { tier: 0, extraWords: 0, notStart: 0 };
    if (rank) matches.push({ item, rank, position });
  });
  if (words.length) {
    const namesEquipment = words.some((word) => EQUIPMENT_WORDS.has(word));
    matches.sort(
      (a, b) =>
        compareMatches(a.rank, b.rank) ||
        a.item.commonRank - b.item.commonRank ||
        (namesEquipment ? 0 : a.item.equipmentRank - b.item.equipmentRank) ||
        a.rank.notStart - b.rank.notStart ||
        a.position - b.position,
    );
  }
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
  if (searchWords(filter.search).length > 0 || recentIds.length === 0) return { recent: [], others: found };
  const byId = new Map(found.map((exercise) => [exercise.id, exercise]));
  const recent = [...new Set(recentIds)].map((id) => byId.get(id)).filter((exercise): exercise is Exercise => exercise !== undefined);
  const recentSet = new Set(recent.map((exercise) => exercise.id));
  return { recent, others: found.filter((exercise) => !recentSet.has(exercise.id)) };
}
