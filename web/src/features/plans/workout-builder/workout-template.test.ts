import { describe, expect, it } from 'vitest';
import type { Workout } from '../../../../../shared/api-types';
import { entryValue } from '../../../../../shared/workout/entry-copying';
import { countsOf } from '../../workout-editor';
import { savedExercise as saved } from '../../workout-editor/template/saved-exercise.fixture';
import { restChoicesWith, setsFromInput, warmupSetsFromInput, withSetCounts, withTypedEntry, workoutExerciseOf, workoutTemplateOf } from './workout-template';

describe('workoutExerciseOf', () => {
  it('uses the picker defaults: 3 sets, 8-10, 90 s rest, empty notes', () => {
    const entry = workoutExerciseOf({ id: 'squat', name: 'Squat' });
    expect(entry).toMatchObject({ exerciseId: 'squat', name: 'Squat', reps: '8-10', restSeconds: 90, notes: '', supersetGroup: null });
    expect(countsOf(entry.sets)).toEqual({ sets: 3, warmupSets: 0 });
  });
});

describe('workoutTemplateOf', () => {
  it("keeps each exercise's notes (empty when none) and superset letter", () => {
    const workout = { exercises: [saved({ exerciseId: 'row', orderIndex: 1, supersetGroup: 'A', notes: 'slow' }), saved({})] } as Workout;
    const [bench, row] = workoutTemplateOf(workout).exercises;

    expect(bench).toMatchObject({ exerciseId: 'bench', notes: '', supersetGroup: null });
    expect(row).toMatchObject({ exerciseId: 'row', notes: 'slow', supersetGroup: 'A' });
  });
});

describe('withSetCounts', () => {
  it('rebuilds the rows for the counts and drops the entries of rows that went', () => {
    const bench = { ...workoutExerciseOf({ id: 'bench', name: 'Bench' }), sets: [{ id: 'a', isWarmup: false }, { id: 'b', isWarmup: false }] };
    const template = { exercises: [bench], entries: { a: { weight: { value: '100', own: true } }, b: { weight: { value: '100', own: false } } } };
    const next = withSetCounts(template, 'bench', { sets: 1, warmupSets: 1 });

    expect(next.exercises[0]?.sets.map((set) => set.isWarmup)).toEqual([true, false]);
    expect(next.exercises[0]?.sets[1]?.id).toBe('a');
    expect(Object.keys(next.entries)).toEqual(['a']);
  });
});

describe('withTypedEntry', () => {
  const bench = { ...workoutExerciseOf({ id: 'bench', name: 'Bench' }), sets: [{ id: 'w', isWarmup: true }, { id: 'a', isWarmup: false }] };
  const template = { exercises: [bench], entries: {} };

  it("makes whole reps typed in a normal set the exercise's reps", () => {
    const next = withTypedEntry(template, 'bench', 'a', 'reps', '12');
    expect(next.exercises[0]?.reps).toBe('12');
    expect(entryValue(next.entries, 'a', 'reps')).toBe('12');
  });

  it('leaves the reps text alone for a warm-up set or a weight', () => {
    expect(withTypedEntry(template, 'bench', 'w', 'reps', '15').exercises[0]?.reps).toBe('8-10');
    expect(withTypedEntry(template, 'bench', 'a', 'weight', '100').exercises[0]?.reps).toBe('8-10');
  });
});

describe('field input', () => {
  it('keeps sets within 1 to 10, 1 on bad input', () => {
    expect(setsFromInput('4')).toBe(4);
    expect(setsFromInput('25')).toBe(10);
    expect(setsFromInput('0')).toBe(1);
    expect(setsFromInput('abc')).toBe(1);
    expect(setsFromInput('')).toBe(1);
  });

  it('keeps warm-up sets within 0 to 5', () => {
    expect(warmupSetsFromInput('2')).toBe(2);
    expect(warmupSetsFromInput('9')).toBe(5);
    expect(warmupSetsFromInput('x')).toBe(0);
  });

  it("offers the spec's rest choices and a saved rest that is not one of them", () => {
    expect(restChoicesWith(90)).toEqual([30, 45, 60, 90, 120, 180, 240, 300]);
    expect(restChoicesWith(75)).toEqual([30, 45, 60, 75, 90, 120, 180, 240, 300]);
  });
});
