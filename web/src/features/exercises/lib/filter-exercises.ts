import type { Exercise } from '../../../../../shared/api-types';
import type { Difficulty, Equipment, MuscleGroup } from '../../../../../shared/constants';

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
  /** Lower-cased name. */
  name: string;
  /** Lower-cased name, equipment and muscle groups, for multi-word searches ('dumbbell chest'). */
  haystack: string;
}

export function indexExercises(exercises: readonly Exercise[]): IndexedExercise[] {
  return exercises.map((exercise) => ({
    exercise,
    name: exercise.name.toLowerCase(),
    haystack: [exercise.name, exercise.equipment, exercise.category, ...(exercise.muscleGroups ?? [])].join(' ').toLowerCase(),
  }));
}

function normalise(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/** 0: name starts with the search; 1: a word of the name does; 2: the words appear somewhere. */
function rankOf(item: IndexedExercise, phrase: string): number {
  if (item.name.startsWith(phrase)) return 0;
  if (item.name.includes(` ${phrase}`) || item.name.includes(`-${phrase}`) || item.name.includes(`(${phrase}`)) return 1;
  return 2;
}

/**
 * Exercises matching every word of the search (in name, equipment or muscle groups), the equipment
 * and the muscle group (main or any). With a search, closer name matches come first; otherwise the
 * list keeps its order (by name from the API).
 */
export function filterExercises(index: readonly IndexedExercise[], { search, equipment, muscle }: ExerciseFilter): Exercise[] {
  const words = normalise(search);
  const phrase = words.join(' ');
  const matches: { item: IndexedExercise; rank: number; position: number }[] = [];
  index.forEach((item, position) => {
    const { exercise } = item;
    if (equipment && exercise.equipment !== equipment) return;
    if (muscle && exercise.category !== muscle && !(exercise.muscleGroups ?? []).includes(muscle)) return;
    if (!words.every((word) => item.haystack.includes(word))) return;
    matches.push({ item, rank: phrase ? rankOf(item, phrase) : 0, position });
  });
  matches.sort((a, b) => a.rank - b.rank || a.position - b.position);
  return matches.map((match) => match.item.exercise);
}

/** Spec 000 section 3: difficulty is shown as Intermediate when missing. */
export function difficultyLabel(difficulty: Difficulty | null | undefined): string {
  const value = difficulty || 'intermediate';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
