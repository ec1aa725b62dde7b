import { describe, expect, it } from 'vitest';
import type { PersonalRecord } from '../../shared/api-types';
import { finishInsights } from './insights';
import { sessionRecord, setRecord } from './record-fixtures';
import type { ExerciseRecordsRecord, HistoryEntryRecord } from './records';
import { localIdOf, replayExerciseHistory, sameBests, sessionsNamedBy, withExerciseRecords } from './records-replay';

const ALL_SET_KINDS = ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume'];
const ALL_KINDS = [...ALL_SET_KINDS, 'best_session_volume'];

/**
 * Finishes a one-exercise bench session against `records` as a finish does (incrementally: against whatever is stored,
 * whenever it was done) and answers its history entry and the records after it.
 */
function finish(id: string, completedAt: string, lifts: [number, number][], records: ExerciseRecordsRecord | undefined) {
  const session = sessionRecord({ id, completedAt, exerciseIds: ['bench'] });
  const sets = lifts.map(([weight, reps], index) => setRecord(id, 'bench', { setNumber: index + 1, weight, reps }));
  const insights = finishInsights({ session, sets, records: new Map(records ? [['bench', records]] : []), now: new Date(completedAt) });
  const [entry] = insights.history;
  if (!entry) throw new Error('no entry');
  return { entry, records: insights.records[0]?.record ?? records, sets };
}

const flagsOf = (entry: HistoryEntryRecord, setRecords = entry.setRecords) => entry.sets.map((set) => setRecords[localIdOf(set.id ?? '')]);

describe('replayExerciseHistory', () => {
  // Issue 27: 100 × 5 on day 2 and 105 × 5 on day 3 were records; then 120 × 5 done on day 1 is imported.
  const day1 = '2026-03-01T10:00:00.000Z';
  const day2 = '2026-03-02T10:00:00.000Z';
  const day3 = '2026-03-03T10:00:00.000Z';
  const a = finish('aaaaaaaaaaaaaaaaaaaaa', day2, [[22_046, 5]], undefined);
  const b = finish('bbbbbbbbbbbbbbbbbbbbb', day3, [[23_149, 5]], a.records);
  const imported = finish('ccccccccccccccccccccc', day1, [[26_455, 5]], b.records);

  it('finds nothing to rewrite in a history finished in order', () => {
    const { bests, rewrites } = replayExerciseHistory([a.entry, b.entry]);
    expect(rewrites).toEqual([]);
    expect(b.records && sameBests(bests, b.records)).toBe(true);
  });

  it('takes the badges off later sessions that an earlier-dated heavier one beats, and hands it the records', () => {
    const { bests, rewrites } = replayExerciseHistory([imported.entry, a.entry, b.entry]);
    // The imported 120 × 5 beat everything stored then too: its own flags stand; 100 × 5 and 105 × 5 are no longer records.
    expect(rewrites.map((rewrite) => rewrite.entry.sessionId)).toEqual([a.entry.sessionId, b.entry.sessionId]);
    for (const rewrite of rewrites) {
      expect(rewrite.personalRecords).toEqual([]);
      expect(rewrite.sessionRecords).toEqual([]);
      expect(flagsOf(rewrite.entry, rewrite.setRecords)).toEqual([[]]);
    }
    expect(bests.heaviestWeight).toEqual({ value: 26_455, weight: 26_455, reps: 5, sessionId: imported.entry.sessionId, achievedAt: day1 });
    expect(bests.bestReps.map((entry) => entry.sessionId)).toEqual([imported.entry.sessionId]);
    expect(sessionsNamedBy(bests)).toEqual(new Set([imported.entry.sessionId]));
  });

  it('gives the badges back when that session is gone again', () => {
    const stripped = replayExerciseHistory([imported.entry, a.entry, b.entry]).rewrites.map((rewrite) => ({
      ...rewrite.entry,
      personalRecords: rewrite.personalRecords,
      setRecords: rewrite.setRecords,
    }));
    const { bests, rewrites } = replayExerciseHistory(stripped);
    expect(rewrites.map((rewrite) => [rewrite.entry.sessionId, rewrite.personalRecords])).toEqual([
      [a.entry.sessionId, ALL_KINDS],
      [b.entry.sessionId, ALL_KINDS],
    ]);
    expect(rewrites.map((rewrite) => flagsOf(rewrite.entry, rewrite.setRecords))).toEqual([[ALL_SET_KINDS], [ALL_SET_KINDS]]);
    const [aSet] = a.sets;
    expect(rewrites[0]?.sessionRecords).toContainEqual({
      exerciseId: 'bench',
      exerciseName: 'bench name',
      kind: 'heaviest_weight',
      value: 22_046,
      setId: aSet?.id,
      weight: 22_046,
      reps: 5,
    });
    expect(b.records && sameBests(bests, b.records)).toBe(true);
  });

  it('flags an imported session that an earlier finish judged against later-dated ones', () => {
    // 100 × 5 imported for day 1 after 105 × 5 was done on day 3: judged against 105 × 5 it beat nothing.
    const later = finish('ddddddddddddddddddddd', day3, [[23_149, 5]], undefined);
    const backdated = finish('eeeeeeeeeeeeeeeeeeeee', day1, [[22_046, 5]], later.records);
    expect(backdated.entry.personalRecords).toEqual([]);
    const { rewrites } = replayExerciseHistory([backdated.entry, later.entry]);
    // In the order done it was the first: a record on every measure; 105 × 5 still beats it on every measure.
    expect(rewrites.map((rewrite) => [rewrite.entry.sessionId, rewrite.personalRecords])).toEqual([[backdated.entry.sessionId, ALL_KINDS]]);
  });

  it('answers no bests for an empty history', () => {
    const { bests, rewrites } = replayExerciseHistory([]);
    expect(rewrites).toEqual([]);
    expect(sessionsNamedBy(bests).size).toBe(0);
  });
});

describe('withExerciseRecords', () => {
  const record = (exerciseId: string, kind: PersonalRecord['kind']): PersonalRecord => ({ exerciseId, exerciseName: exerciseId, kind, value: 1 });

  it("replaces one exercise's records and keeps the others in the session's exercise order", () => {
    const records = [record('squat', 'heaviest_weight'), record('bench', 'heaviest_weight'), record('bench', 'best_reps'), record('row', 'best_reps')];
    expect(
      withExerciseRecords({ records, exerciseId: 'bench', replacement: [record('bench', 'best_e1rm')], exerciseIds: ['squat', 'bench', 'row'] }),
    ).toEqual([record('squat', 'heaviest_weight'), record('bench', 'best_e1rm'), record('row', 'best_reps')]);
    expect(withExerciseRecords({ records, exerciseId: 'bench', replacement: [], exerciseIds: ['squat', 'bench', 'row'] })).toEqual([
      record('squat', 'heaviest_weight'),
      record('row', 'best_reps'),
    ]);
  });
});

describe('localIdOf', () => {
  it("reads a server set id's local part and keeps a device-chosen id whole", () => {
    expect(localIdOf('aaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbb')).toBe('bbbbbbbbbbbbbbbbbbbbb');
    expect(localIdOf('bbbbbbbbbbbbbbbbbbbbb')).toBe('bbbbbbbbbbbbbbbbbbbbb');
  });
});
