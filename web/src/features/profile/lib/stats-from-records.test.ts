import { describe, expect, it } from 'vitest';
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { parseWeight } from '../../../../../shared/units';
import { estimateOneRepMax } from '../../../../../shared/workout/records';
import { keyStatRowsOf } from './key-stats-form';
import { fillNoteOf, mostRepsOf, statsFromRecords, withStatsFilled, type FilledStat } from './stats-from-records';

const e1rmOf = (weight: string, unit: 'kg' | 'lb', reps: number) => estimateOneRepMax(parseWeight(weight, unit), reps);

function entry(sets: { reps: number | null; weight?: number | null; isWarmup?: boolean; isCompleted?: boolean }[]): ExerciseHistoryEntry {
  return {
    sessionId: 's',
    sessionName: 'Pull Day',
    completedAt: '2025-01-01T10:00:00.000Z',
    exerciseId: 'Pullups',
    exerciseName: 'Pullups',
    sets: sets.map((set, index) => ({ setNumber: index + 1, weight: set.weight ?? null, reps: set.reps, isWarmup: set.isWarmup ?? false, isCompleted: set.isCompleted ?? true })),
    bestE1rm: null,
    heaviestWeight: null,
    sessionVolume: 0,
    personalRecords: [],
  };
}

describe('statsFromRecords', () => {
  const facts = new Map<string, number | null>([
    ['Barbell_Squat', e1rmOf('100', 'kg', 5)],
    ['Barbell_Bench_Press_-_Medium_Grip', e1rmOf('225', 'lb', 3)],
    ['Barbell_Deadlift', null],
    ['Pullups', 12],
  ]);

  it('maps each main lift’s best e1RM to its stat, rounded to 0.5 kg, and pull-ups to reps', () => {
    expect(statsFromRecords(facts, 'kg')).toEqual([
      { name: 'Max Bench Press', value: 108, unit: 'kg', measure: 'e1rm' },
      { name: 'Max Squat', value: 112.5, unit: 'kg', measure: 'e1rm' },
      { name: 'Max Pull-ups', value: 12, unit: 'reps', measure: 'reps' },
    ]);
  });

  it('rounds to a whole pound for a person who weighs in lb', () => {
    expect(statsFromRecords(facts, 'lb')).toEqual([
      { name: 'Max Bench Press', value: 238, unit: 'lbs', measure: 'e1rm' },
      { name: 'Max Squat', value: 248, unit: 'lbs', measure: 'e1rm' },
      { name: 'Max Pull-ups', value: 12, unit: 'reps', measure: 'reps' },
    ]);
  });

  it('fills nothing without records', () => {
    expect(statsFromRecords(new Map(), 'kg')).toEqual([]);
  });
});

describe('mostRepsOf', () => {
  it('takes the most reps of a completed working set, bodyweight or weighted', () => {
    expect(mostRepsOf([entry([{ reps: 8 }, { reps: 10 }]), entry([{ reps: 6, weight: 2000 }, { reps: 11 }])])).toBe(11);
  });

  it('leaves out warm-ups and sets not completed', () => {
    expect(mostRepsOf([entry([{ reps: 20, isWarmup: true }, { reps: 15, isCompleted: false }, { reps: 7 }])])).toBe(7);
  });

  it('answers null without a set with reps', () => {
    expect(mostRepsOf([])).toBeNull();
    expect(mostRepsOf([entry([{ reps: null }, { reps: 0 }])])).toBeNull();
  });
});

describe('withStatsFilled', () => {
  const filled: FilledStat[] = [
    { name: 'Max Squat', value: 112.5, unit: 'kg', measure: 'e1rm' },
    { name: 'Max Pull-ups', value: 12, unit: 'reps', measure: 'reps' },
  ];

  it('puts the values into their rows, keeping every other row and each row’s visibility', () => {
    const before = keyStatRowsOf([{ name: 'Max Squat', value: 100, unit: 'kg', isVisible: false }], 'kg');
    const after = withStatsFilled(before, filled);
    expect(after.find((row) => row.name === 'Max Squat')).toEqual({ name: 'Max Squat', unit: 'kg', value: '112.5', isVisible: false });
    expect(after.find((row) => row.name === 'Max Pull-ups')?.value).toBe('12');
    expect(after.filter((row) => !['Max Squat', 'Max Pull-ups'].includes(row.name))).toEqual(before.filter((row) => !['Max Squat', 'Max Pull-ups'].includes(row.name)));
  });

  it('adds a filled stat the form does not have, shown', () => {
    expect(withStatsFilled([], filled.slice(0, 1))).toEqual([{ name: 'Max Squat', unit: 'kg', value: '112.5', isVisible: true }]);
  });
});

describe('fillNoteOf', () => {
  it('names what was filled, or says there was nothing', () => {
    expect(fillNoteOf([{ name: 'Max Squat', value: 112.5, unit: 'kg', measure: 'e1rm' }])).toBe('Filled Max Squat from your records. Check them, then Save.');
    expect(
      fillNoteOf([
        { name: 'Max Bench Press', value: 100, unit: 'kg', measure: 'e1rm' },
        { name: 'Max Squat', value: 112.5, unit: 'kg', measure: 'e1rm' },
        { name: 'Max Pull-ups', value: 12, unit: 'reps', measure: 'reps' },
      ]),
    ).toBe('Filled Max Bench Press, Max Squat and Max Pull-ups from your records. Check them, then Save.');
    expect(fillNoteOf([])).toBe('No records of these lifts yet: finish a workout with them first.');
  });
});
