import { describe, expect, it } from 'vitest';
import { entryValue } from '../../../../../shared/workout/entry-copying';
import { countsOf } from '../local/set-counts';
import { savedExercise as saved } from './saved-exercise.fixture';
import { pickedExerciseOf, templateOf } from './template-exercise';

describe('pickedExerciseOf', () => {
  it('starts with rows for the default counts, the default reps and rest, and the extra fields', () => {
    const exercise = pickedExerciseOf({ id: 'squat', name: 'Squat' }, { sets: 2, warmupSets: 1, reps: '5', restSeconds: 120 }, { notes: '' });
    expect(exercise).toMatchObject({ exerciseId: 'squat', name: 'Squat', reps: '5', restSeconds: 120, notes: '' });
    expect(exercise.sets.map((set) => set.isWarmup)).toEqual([true, false, false]);
    expect(countsOf(exercise.sets)).toEqual({ sets: 2, warmupSets: 1 });
  });
});

describe('templateOf', () => {
  it('keeps the saved order, reps and rest, with the warm-up rows first', () => {
    const template = templateOf([saved({ exerciseId: 'row', exerciseName: 'Row', orderIndex: 1, reps: '12', restSeconds: 60 }), saved({ sets: 2, warmupSets: 2 })], () => ({}));

    expect(template.exercises.map((exercise) => exercise.name)).toEqual(['Bench Press', 'Row']);
    expect(template.exercises[0]?.sets.map((set) => set.isWarmup)).toEqual([true, true, false, false]);
    expect(template.exercises[1]).toMatchObject({ exerciseId: 'row', reps: '12', restSeconds: 60 });
  });

  it('types the saved weight and whole reps into the normal sets, not the warm-ups', () => {
    const template = templateOf([saved({ sets: 2, warmupSets: 1, weight: 13500, reps: '10' })], () => ({}));
    const [warmup, first, second] = template.exercises[0]?.sets ?? [];

    expect(entryValue(template.entries, warmup?.id ?? '', 'weight')).toBe('');
    expect(entryValue(template.entries, first?.id ?? '', 'weight')).toBe('135');
    expect(entryValue(template.entries, second?.id ?? '', 'weight')).toBe('135');
    expect(entryValue(template.entries, second?.id ?? '', 'reps')).toBe('10');
  });

  it('adds the extra fields `toExtra` takes from each saved entry', () => {
    const template = templateOf([saved({ notes: 'slow' })], (entry) => ({ notes: entry.notes }));
    expect(template.exercises[0]?.notes).toBe('slow');
  });

  it('is empty for no saved exercises', () => {
    expect(templateOf([], () => ({}))).toEqual({ exercises: [], entries: {} });
  });
});
