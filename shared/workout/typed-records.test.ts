import { describe, expect, it } from 'vitest';
import { applyTypedSession, paceSecondsPerKm, typedBests, type TypedRecordSet } from './typed-records';

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
    const before = [
      { kind: 'longest_distance' as const, value: 5000, sessionId: 's1', achievedAt: '2026-03-01T10:00:00.000Z' },
      { kind: 'best_pace' as const, value: 310, sessionId: 's1', achievedAt: '2026-03-01T10:00:00.000Z' },
      { kind: 'longest_duration' as const, value: 2000, sessionId: 's1', achievedAt: '2026-03-01T10:00:00.000Z' },
    ];
    const sets = [set({ exerciseType: 'distance_duration', distanceMeters: 5000, durationSeconds: 1500 })];
    expect(applyTypedSession(before, sets, { sessionId: 's2', achievedAt: '2026-03-02T10:00:00.000Z' }).setKinds).toEqual([['best_pace']]);
  });
});

describe('a session counted against the stored typed bests (issue 29)', () => {
  const source = { sessionId: 's2', achievedAt: '2026-03-02T10:00:00.000Z' };
  const before = [
    { kind: 'longest_distance' as const, value: 5000, sessionId: 's1', achievedAt: '2026-03-01T10:00:00.000Z' },
    { kind: 'best_pace' as const, value: 300, sessionId: 's1', achievedAt: '2026-03-01T10:00:00.000Z' },
  ];

  it('flags each set with what it beat when it was done, and keeps what the session holds at its end', () => {
    const run = (fields: Partial<TypedRecordSet>) => set({ exerciseType: 'distance_duration', ...fields });
    // 6 km in 31:00 (5:10 /km): farther, slower; 3 km in 14:00 (4:40 /km): faster; a warm-up at 4:00 /km never counts.
    const sets = [run({ distanceMeters: 6000, durationSeconds: 1860 }), run({ distanceMeters: 3000, durationSeconds: 840 }), run({ distanceMeters: 1000, durationSeconds: 240, isWarmup: true })];
    const result = applyTypedSession(before, sets, source);
    expect(result.setKinds).toEqual([['longest_distance', 'longest_duration'], ['best_pace'], []]);
    expect(result.records).toEqual([
      { kind: 'longest_duration', value: 1860, setIndex: 0 },
      { kind: 'longest_distance', value: 6000, setIndex: 0 },
      { kind: 'best_pace', value: 280, setIndex: 1 },
    ]);
    expect(result.bests.map(({ kind, value, sessionId }) => ({ kind, value, sessionId }))).toEqual([
      { kind: 'longest_duration', value: 1860, sessionId: 's2' },
      { kind: 'longest_distance', value: 6000, sessionId: 's2' },
      { kind: 'best_pace', value: 280, sessionId: 's2' },
    ]);
  });

  it('never calls a tie, or more assistance, a record', () => {
    const assisted = (weight: number, reps: number) => set({ exerciseType: 'assisted_bodyweight', weight, reps });
    const stored = [
      { kind: 'least_assistance' as const, value: 2000, sessionId: 's1', achievedAt: '' },
      { kind: 'most_reps' as const, value: 8, sessionId: 's1', achievedAt: '' },
    ];
    const result = applyTypedSession(stored, [assisted(3000, 8), assisted(2000, 6), assisted(1500, 5)], source);
    expect(result.setKinds).toEqual([[], [], ['least_assistance']]);
    expect(result.records).toEqual([{ kind: 'least_assistance', value: 1500, setIndex: 2 }]);
  });
});
