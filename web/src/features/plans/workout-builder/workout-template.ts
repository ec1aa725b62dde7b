import type { Exercise, Workout } from '../../../../../shared/api-types';
import { pruneEntries, type EntryField } from '../../../../../shared/workout/entry-copying';
import { REST_CHOICES_SECONDS } from '../../../../../shared/workout/rest';
import { repsTextToNumber } from '../../../../../shared/workout/weight';
import {
  MAX_SETS,
  MAX_WARMUP_SETS,
  MIN_SETS,
  WORKOUT_DEFAULT_REPS,
  WORKOUT_DEFAULT_REST_SECONDS,
  WORKOUT_DEFAULT_SETS,
} from '../../../../../shared/schemas/plans';
import { localWorkout, type LocalWorkout, type SetCounts } from '../../workout-editor';
import { pickedExerciseOf, templateOf, type TemplateDefaults, type TemplateExercise } from '../../workout-editor/template/template-exercise';
import { rowsForCounts } from '../../workout-editor/template/template-rows';

/** One exercise of the workout being built (spec 001 'Workout exercise entry'): the template fields, notes and its superset letter. */
export interface WorkoutTemplateExercise extends TemplateExercise {
  notes: string;
  supersetGroup: string | null;
}

export type WorkoutTemplate = LocalWorkout<WorkoutTemplateExercise>;

const WORKOUT_DEFAULTS: TemplateDefaults = { sets: WORKOUT_DEFAULT_SETS, warmupSets: 0, reps: WORKOUT_DEFAULT_REPS, restSeconds: WORKOUT_DEFAULT_REST_SECONDS };

/** A picked exercise with the picker defaults: 3 sets, '8-10', 90 s rest, empty notes. */
export function workoutExerciseOf(exercise: Pick<Exercise, 'id' | 'name'>): WorkoutTemplateExercise {
  return pickedExerciseOf(exercise, WORKOUT_DEFAULTS, { notes: '', supersetGroup: null });
}

/** A saved workout as a template (see templateOf), keeping each exercise's notes and superset letter. */
export function workoutTemplateOf(workout: Workout): WorkoutTemplate {
  return templateOf(workout.exercises, (saved) => ({ notes: saved.notes ?? '', supersetGroup: saved.supersetGroup }));
}

/** The Sets and Warm-up sets fields: the exercise gets rows for these counts; rows that go take their entries along. */
export function withSetCounts(template: WorkoutTemplate, exerciseId: string, counts: SetCounts): WorkoutTemplate {
  const next = localWorkout.updateExercise(template, exerciseId, (exercise) => ({ ...exercise, sets: rowsForCounts(exercise.sets, counts, localWorkout.newLocalSet) }));
  const setIds = new Set(next.exercises.flatMap((exercise) => exercise.sets.map((set) => set.id)));
  return { ...next, entries: pruneEntries(next.entries, setIds) };
}

/** Reps typed into a normal set's row become the exercise's reps text too, so what the rows show is what is saved. */
export function withTypedEntry(template: WorkoutTemplate, exerciseId: string, setId: string, field: EntryField, text: string): WorkoutTemplate {
  const next = localWorkout.editEntry(template, exerciseId, setId, field, text);
  const exercise = next.exercises.find((item) => item.exerciseId === exerciseId);
  const isNormalSet = exercise?.sets.some((set) => set.id === setId && !set.isWarmup);
  if (field !== 'reps' || !isNormalSet || repsTextToNumber(text) === null) return next;
  return localWorkout.updateExercise(next, exerciseId, (item) => ({ ...item, reps: text.trim() }));
}

function wholeNumberIn(text: string, min: number, max: number, fallback: number): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Spec 001 section 5: sets 1 to 10, 1 on bad input. */
export const setsFromInput = (text: string) => wholeNumberIn(text, MIN_SETS, MAX_SETS, MIN_SETS);
/** Warm-up sets 0 to 5, 0 on bad input. */
export const warmupSetsFromInput = (text: string) => wholeNumberIn(text, 0, MAX_WARMUP_SETS, 0);

/** The rest choices, plus a loaded workout's own rest when it is not one of them, in ascending order. */
export function restChoicesWith(current: number): number[] {
  const choices: number[] = REST_CHOICES_SECONDS.filter((seconds) => seconds > 0);
  return choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);
}
