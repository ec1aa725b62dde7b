import { describe, expect, it } from 'vitest';
import { confirmedSetFlags, exercisesWithRecordSets, finishInsights, liveSetFlags } from './insights';
import { sessionRecord, setRecord } from './record-fixtures';
import type { ExerciseRecordsRecord, SetRecord } from './records';

const SESSION_ID = 'a'.repeat(21);
const AT = '2025-06-01T10:00:00.000Z';

const session = sessionRecord({ id: SESSION_ID, startTime: AT, startedAt: AT, createdAt: AT, endTime: AT, completedAt: AT, exerciseIds: ['bench', 'dips', 'fly'] });

function set(exerciseId: string, setNumber: number, fields: Partial<SetRecord> = {}): SetRecord {
  return setRecord(SESSION_ID, exerciseId, { setNumber, weight: 10_000, reps: 5, createdAt: AT, ...fields });
}

/** Stored records of `exerciseId` whose only best is `weight` × `reps`. */
function stored(exerciseId: string, weight: number, reps: number, version: number): ExerciseRecordsRecord {
  const holder = { value: 0, weight, reps, sessionId: 'earlier', achievedAt: '2025-05-01T10:00:00.000Z' };
  return {
    userId: 'u1',
    exerciseId,
    exerciseName: `${exerciseId} name`,
    heaviestWeight: { ...holder, value: weight },
    bestE1rm: { ...holder, value: 11_250 },
    bestSetVolume: { ...holder, value: weight * reps },
    bestSessionVolume: { value: weight * reps * 3, sessionId: 'earlier', achievedAt: holder.achievedAt },
    bestReps: [{ weight, reps, sessionId: 'earlier', achievedAt: holder.achievedAt }],
    version,
    updatedAt: holder.achievedAt,
  };
}

describe('finishInsights', () => {
  it('writes a history entry per exercise with a completed set, and records only where the session beat them', () => {
    const sets = [
      set('bench', 2, { weight: 11_000 }),
      set('bench', 1, { weight: 6_000, isWarmup: true }),
      set('dips', 1, { weight: null, reps: 12 }),
      set('fly', 1, { isCompleted: false }),
    ];
    const records = new Map([['bench', stored('bench', 10_000, 5, 7)]]);

    const insights = finishInsights({ session, sets, records, now: new Date(AT) });

    expect(insights.history.map((entry) => [entry.exerciseId, entry.sets.map((s) => s.setNumber), entry.heaviestWeight, entry.sessionVolume])).toEqual([
      ['bench', [1, 2], 11_000, 55_000],
      ['dips', [1], null, 0],
    ]);
    expect(insights.history[0]?.setRecords).toEqual({ [sets[0]!.localId]: ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume'] });
    expect(insights.history[1]?.setRecords).toEqual({});
    // Bench beat its records (read at version 7); the dips (bodyweight) set none, so nothing is written for them.
    expect(insights.records.map(({ record, readVersion }) => [record.exerciseId, readVersion, record.version])).toEqual([['bench', 7, 8]]);
    expect(insights.records[0]?.record.heaviestWeight).toEqual({ value: 11_000, weight: 11_000, reps: 5, sessionId: SESSION_ID, achievedAt: AT });
    // 55,000 of session volume does not beat the earlier 150,000.
    expect(insights.personalRecords.map((record) => record.kind)).toEqual(['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume']);
  });

  it('writes a first records item (read version none) for an exercise done the first time', () => {
    const insights = finishInsights({ session, sets: [set('fly', 1)], records: new Map(), now: new Date(AT) });
    expect(insights.records.map(({ readVersion, record }) => [readVersion, record.version])).toEqual([[undefined, 1]]);
    expect(insights.personalRecords).toHaveLength(5);
  });
});

describe('record flags', () => {
  it('reads records only for exercises with a completed working set with weight and reps', () => {
    expect(exercisesWithRecordSets([set('bench', 1), set('dips', 1, { weight: null }), set('fly', 1, { isWarmup: true }), set('bench', 2)])).toEqual(['bench']);
  });

  it('flags live sets against the records and the earlier sets, and answers confirmed flags from history entries', () => {
    const sets = [set('bench', 1, { weight: 10_000 }), set('bench', 2, { weight: 12_000 }), set('bench', 3, { weight: 11_000 }), set('bench', 4, { isWarmup: true })];
    const live = liveSetFlags({ session: { ...session, status: 'active' }, sets, records: new Map([['bench', stored('bench', 10_000, 5, 1)]]) });

    expect(sets.map((s) => live.get(s.localId))).toEqual([[], ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume'], [], undefined]);

    const { history } = finishInsights({ session, sets, records: new Map([['bench', stored('bench', 10_000, 5, 1)]]), now: new Date(AT) });
    const confirmed = confirmedSetFlags(sets, history);
    expect(sets.map((s) => confirmed.get(s.localId))).toEqual(sets.map((s) => live.get(s.localId)));
  });
});
