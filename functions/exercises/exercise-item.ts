import type { Exercise } from '../../shared/api-types';
import { exerciseTypeOrDefault } from '../../shared/exercise-types/types';
import { catalogueExerciseKey, customExerciseKey } from './keys';
import type { CatalogueEntry } from './seed/catalogue-mapping';

/** How an exercise is stored: its keys, then the fields of `Exercise` (custom ones also carry their owner and creation time). */
export type ExerciseItem = Record<string, unknown> & Omit<Exercise, 'userId' | 'isCustom' | 'exerciseType'> & { userId?: string; exerciseType?: unknown };

export function catalogueExerciseItem(entry: CatalogueEntry): ExerciseItem {
  return { ...catalogueExerciseKey(entry.id), entity: 'Exercise', ...entry, instructions: '' };
}

export function customExerciseItem(exercise: Exercise & { userId: string }, createdAt: string): ExerciseItem {
  const { isCustom: _isCustom, ...fields } = exercise;
  return { ...customExerciseKey(exercise.userId, exercise.id), entity: 'CustomExercise', ...fields, createdAt };
}

/** The API shape, whatever else the item holds. */
export function toExercise(item: ExerciseItem): Exercise {
  return {
    id: item.id,
    name: item.name,
    category: item.category,
    equipment: item.equipment,
    difficulty: item.difficulty,
    muscleGroups: item.muscleGroups,
    instructions: item.instructions ?? '',
    userId: item.userId ?? null,
    isCustom: item.userId !== undefined,
    // Read-time default (issue 29): items stored before types read as weight & reps; a re-seed writes the catalogue's.
    exerciseType: exerciseTypeOrDefault(item.exerciseType),
  };
}
