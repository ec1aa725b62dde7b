import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../../../../shared/api-types';
import { entryValue } from '../../../../../shared/workout/entry-copying';
import * as local from './local-workout';
import type { LocalExercise, LocalWorkout } from './local-workout';
import { countsOf, rowsFromCounts } from './set-counts';

const exercise = (id: string) => ({ id, name: `Exercise ${id}` }) as Exercise;
const create = (picked: Exercise): LocalExercise => ({ exerciseId: picked.id, name: picked.name, sets: [local.newLocalSet()] });
const empty: LocalWorkout = { exercises: [], entries: {} };
const withAB = () => local.addExercises(empty, [exercise('a'), exercise('b')], create);
const ids = (workout: LocalWorkout) => workout.exercises.map((item) => item.exerciseId);
const setsOf = (workout: LocalWorkout, exerciseId: string) => workout.exercises.find((item) => item.exerciseId === exerciseId)?.sets ?? [];

describe('newExercises', () => {
  it('keeps the picks not yet present, each once, in the order picked', () => {
    const picked = [exercise('b'), exercise('c'), exercise('a'), exercise('c'), exercise('d')];
    expect(local.newExercises(picked, ['a', 'b']).map(({ id }) => id)).toEqual(['c', 'd']);
  });

  it('returns the very picks given, and none when all are present', () => {
    const c = exercise('c');
    expect(local.newExercises([c], [])[0]).toBe(c);
    expect(local.newExercises([exercise('a')], ['a'])).toEqual([]);
  });
});

describe('local workout', () => {
  it('adds picked exercises once each, in the order picked, each with one set', () => {
    const workout = local.addExercises(withAB(), [exercise('b'), exercise('c'), exercise('c')], create);
    expect(ids(workout)).toEqual(['a', 'b', 'c']);
    expect(setsOf(workout, 'c')).toHaveLength(1);
  });

  it('starts a new set with copies of the set before it, which follow later edits', () => {
    let workout = withAB();
    const first = setsOf(workout, 'a')[0]!.id;
    workout = local.editEntry(workout, 'a', first, 'weight', '95');
    workout = local.addSet(workout, 'a');
    const second = setsOf(workout, 'a')[1]!.id;
    expect(entryValue(workout.entries, second, 'weight')).toBe('95');
    workout = local.editEntry(workout, 'a', first, 'weight', '100');
    expect(entryValue(workout.entries, second, 'weight')).toBe('100');
  });

  it('marks warm-ups, completes sets and deletes sets with their entries', () => {
    let workout = local.addSet(withAB(), 'a');
    const [first, second] = setsOf(workout, 'a').map((set) => set.id);
    workout = local.setWarmup(workout, first!, true);
    expect(setsOf(workout, 'a').map((set) => set.isWarmup)).toEqual([true, false]);
    workout = local.toggleCompletion(workout, second!);
    expect(setsOf(workout, 'a')[1]!.isCompleted).toBe(true);
    workout = local.editEntry(workout, 'a', first!, 'reps', '8');
    workout = local.deleteSet(workout, first!);
    expect(setsOf(workout, 'a').map((set) => set.id)).toEqual([second]);
    expect(workout.entries[first!]).toBeUndefined();
  });

  it('a tick fills the set’s empty fields from their hints, that set only, and makes its copies its own (issue 27)', () => {
    let workout = withAB();
    const [first] = setsOf(workout, 'a').map((set) => set.id);
    workout = local.addSet(workout, 'a');
    const second = setsOf(workout, 'a')[1]!.id;
    workout = local.editEntry(workout, 'a', first!, 'reps', '5');
    workout = local.toggleCompletion(workout, second, { weight: '190.15' });
    expect(workout.entries[second]).toEqual({ weight: { value: '190.15', own: true }, reps: { value: '5', own: true } });
    expect(entryValue(workout.entries, first!, 'weight')).toBe('');
    // Unticking keeps the values the set was done with.
    workout = local.toggleCompletion(workout, second, { weight: '1' });
    expect(setsOf(workout, 'a')[1]!.isCompleted).toBe(false);
    expect(entryValue(workout.entries, second, 'weight')).toBe('190.15');
  });

  it('moves, replaces (keeping sets and extra fields) and removes exercises', () => {
    type Entry = LocalExercise & { reps: string };
    const start: LocalWorkout<Entry> = { exercises: [], entries: {} };
    let workout = local.addExercises(start, [exercise('a'), exercise('b')], (picked) => ({ ...create(picked), reps: '8-12' }));
    workout = local.moveExercise(workout, 'b', 'up');
    expect(ids(workout)).toEqual(['b', 'a']);
    expect(local.moveExercise(workout, 'b', 'up')).toEqual(workout);
    const setsOfA = setsOf(workout, 'a');
    workout = local.updateExercise(workout, 'a', (item) => ({ ...item, reps: '5' }));
    workout = local.replaceExercise(workout, 'a', exercise('c'));
    expect(workout.exercises[1]).toEqual({ exerciseId: 'c', name: 'Exercise c', sets: setsOfA, reps: '5' });
    expect(local.replaceExercise(workout, 'c', exercise('b'))).toBe(workout);
    workout = local.removeExercise(workout, 'b');
    expect(ids(workout)).toEqual(['c']);
  });
});

describe('set counts', () => {
  it('counts warm-up rows apart from normal rows', () => {
    expect(countsOf([local.newLocalSet(true), local.newLocalSet(), local.newLocalSet()])).toEqual({ sets: 2, warmupSets: 1 });
  });

  it('builds rows from counts, warm-ups first, and back to the same counts', () => {
    const rows = rowsFromCounts({ sets: 3, warmupSets: 2 });
    expect(rows.map((row) => row.isWarmup)).toEqual([true, true, false, false, false]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(5);
    expect(countsOf(rows)).toEqual({ sets: 3, warmupSets: 2 });
  });
});
