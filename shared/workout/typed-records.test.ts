import { describe, expect, it } from 'vitest';
import { paceSecondsPerKm, typedBests, typedSessionRecords, type TypedRecordSet } from './typed-records';

const set = (fields: Partial<TypedRecordSet>): TypedRecordSet => ({ weight: null, reps: null, isCompleted: true, isWarmup: false, ...fields });

describe('typed records (issue 29)', () => {
  it('keeps the most reps of a bodyweight exercise, never a warm-up or an unticked set', () => {
    const sets = [set({ reps: 12 }), set({ reps: 20, isWarmup: true }), set({ reps: 30, isCompleted: false }), set({ reps: 15 })];
    expect(typedBests('bodyweight_reps', sets)).toEqual([{ kind: 'most_reps', value: 15, setIndex: 3 }]);
  });

  it('keeps the least assistance of an assisted exercise (less is better; none at all is 0)', () => {
    const sets = [set({ weight: 3000, reps: 8 }), set({ weight: 2000, reps: 6 }), set({ weight: 4000, reps: 10 })];
    expect(typedBests('assisted_bodyweight', sets)).toEqual([
      { kind: 'least_assistance', value: 2000, setIndex: 1 },
      { kind: 'most_reps', value: 10, setIndex: 2 },
    ]);
    expect(typedBests('assisted_bodyweight', [set({ weight: null, reps: 5 })])[0]).toEqual({ kind: 'least_assistance', value: 0, setIndex: 0 });
  });

  it('keeps the longest hold of a duration exercise', () => {
    expect(typedBests('duration', [set({ durationSeconds: 90 }), set({ durationSeconds: 60 })])).toEqual([{ kind: 'longest_duration', value: 90, setIndex: 0 }]);
  });

  it('keeps the longest distance and the best pace of a run (seconds per km, lower is better)', () => {
    const sets = [set({ distanceMeters: 5000, durationSeconds: 1500 }), set({ distanceMeters: 3000, durationSeconds: 840 })];
    expect(paceSecondsPerKm(sets[0]!)).toBe(300);
    expect(typedBests('distance_duration', sets)).toEqual([
      { kind: 'longest_distance', value: 5000, setIndex: 0 },
      { kind: 'best_pace', value: 280, setIndex: 1 },
      { kind: 'longest_duration', value: 1500, setIndex: 0 },
    ]);
  });

  it('keeps nothing here for weight & reps (records.ts keeps its weight records)', () => {
    expect(typedBests('weight_reps', [set({ weight: 10000, reps: 5 })])).toEqual([]);
    expect(typedBests(undefined, [set({ weight: 10000, reps: 5 })])).toEqual([]);
  });

  it('names a record only when it beats the best before it; a tie is none', () => {
    const sets = [set({ distanceMeters: 5000, durationSeconds: 1500 })];
    expect(typedSessionRecords('distance_duration', { longest_distance: 5000, best_pace: 310, longest_duration: 2000 }, sets)).toEqual([
      { kind: 'best_pace', value: 300, setIndex: 0 },
    ]);
  });
});
