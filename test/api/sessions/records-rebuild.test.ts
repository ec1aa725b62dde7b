/**
 * Issue 27, deliverable 9: PR badges follow the history as it is now. A heavier workout imported for an earlier day
 * takes the badges off the sessions after it (their sets, their history entries, their completed-list count) and holds
 * the records; deleting it gives them back. A workout logged for an earlier day is judged against the days before it.
 * Each test has its own account.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuthResponse, RecordKind } from '../../../shared/api-types';
import { api, signUp } from '../../support/api';
import { EXERCISES, getSession, listSets } from './helpers';
import { historyOf, KG100, KG105, liveWorkout, logWorkout, minutesAgo, recordsOf } from './insights-helpers';

const bench = EXERCISES.bench;
const KG120 = 26_455;
const ALL_SET_KINDS = ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume'];
const ALL_KINDS: RecordKind[] = [...(ALL_SET_KINDS as RecordKind[]), 'best_session_volume'];
const DAY_MINUTES = 24 * 60;

/** Imports one Strong workout of bench sets done `daysAgo` days ago; answers its session id. */
async function importBench(me: AuthResponse, daysAgo: number, lifts: [number, number][]): Promise<string> {
  const workout = {
    sourceId: `strong:${randomBytes(8).toString('hex')}`,
    name: 'Old bench',
    startTime: minutesAgo(daysAgo * DAY_MINUTES + 60),
    endTime: minutesAgo(daysAgo * DAY_MINUTES),
    notes: null,
    exercises: [{ name: bench.name, sets: lifts.map(([weight, reps]) => ({ weight, reps, isWarmup: false })) }],
  };
  const result = await api('POST /api/workout-imports', { token: me.token, body: { workouts: [workout] } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const [first] = result.body.results;
  expect(first?.status).toBe('imported');
  return first && 'sessionId' in first ? first.sessionId : '';
}

const deleteWorkout = async (me: AuthResponse, sessionId: string) => {
  const result = await api('DELETE /api/workout-sessions/{id}', { params: { id: sessionId }, token: me.token });
  expect(result.status, JSON.stringify(result.body)).toBe(204);
};

/** What every screen shows of a session's records: its sets' flags, its history entry's badge, its completed-list count. */
async function badgesOf(me: AuthResponse, sessionId: string) {
  const [sets, history, completed, session] = await Promise.all([
    listSets(me.token, sessionId),
    historyOf(me.token, me.user.id, bench.id, { limit: 50 }),
    api('GET /api/users/{id}/completed-workouts', { params: { id: me.user.id }, query: { limit: 50 }, token: me.token }),
    getSession(me.token, sessionId),
  ]);
  return {
    setFlags: sets.map((set) => set.personalRecords),
    entryBadge: history.body.find((entry) => entry.sessionId === sessionId)?.personalRecords,
    count: completed.body.find((workout) => workout.id === sessionId)?.personalRecordCount,
    records: session.personalRecords,
  };
}

describe('records rebuilt when the history changes', () => {
  it('a heavier import dated earlier takes the PR badges off a later session; deleting it gives them back', async () => {
    const me = await signUp();
    const today = await liveWorkout(me.token, 'Bench today', bench.id, [[KG100, 5]]);
    const before = await badgesOf(me, today.session.id);
    expect(before).toEqual({ setFlags: [ALL_SET_KINDS], entryBadge: ALL_KINDS, count: 5, records: today.session.personalRecords });
    const recordsBefore = (await recordsOf(me.token, me.user.id, bench.id)).body;

    const importedId = await importBench(me, 5, [[KG120, 5]]);
    // 120 × 5 five days ago: today's 100 × 5 beats nothing that came before it any more.
    expect(await badgesOf(me, today.session.id)).toEqual({ setFlags: [[]], entryBadge: [], count: 0, records: [] });
    const imported = await badgesOf(me, importedId);
    expect(imported).toMatchObject({ setFlags: [ALL_SET_KINDS], entryBadge: ALL_KINDS, count: 5 });
    const records = (await recordsOf(me.token, me.user.id, bench.id)).body;
    expect(records.heaviestWeight).toMatchObject({ value: KG120, sessionId: importedId });
    expect(records.bestReps).toEqual([expect.objectContaining({ weight: KG120, reps: 5, sessionId: importedId })]);
    expect(records.bestSessionVolume).toMatchObject({ value: KG120 * 5, sessionId: importedId });

    await deleteWorkout(me, importedId);
    expect(await badgesOf(me, today.session.id)).toEqual(before);
    expect((await recordsOf(me.token, me.user.id, bench.id)).body).toEqual(recordsBefore);
  });

  it('a lighter import dated earlier is a record of its own day and leaves the later session its badges', async () => {
    const me = await signUp();
    const today = await liveWorkout(me.token, 'Bench today', bench.id, [[KG105, 5]]);
    const before = await badgesOf(me, today.session.id);

    // Judged against today's 105 × 5 it would beat nothing; in the order done it was the first bench ever.
    const importedId = await importBench(me, 3, [[KG100, 5]]);
    expect(await badgesOf(me, importedId)).toMatchObject({ setFlags: [ALL_SET_KINDS], entryBadge: ALL_KINDS, count: 5 });
    expect(await badgesOf(me, today.session.id)).toEqual(before);
    expect((await recordsOf(me.token, me.user.id, bench.id)).body.heaviestWeight).toMatchObject({ value: KG105, sessionId: today.session.id });
  });

  it('a workout logged for an earlier day is judged against the days before it, and its answer says so', async () => {
    const me = await signUp();
    const today = await liveWorkout(me.token, 'Bench today', bench.id, [[KG100, 5]]);
    const logged = await logWorkout(me.token, {
      name: 'Yesterday',
      startTime: minutesAgo(DAY_MINUTES + 60),
      endTime: minutesAgo(DAY_MINUTES),
      exercises: [{ exerciseId: bench.id, lifts: [[KG105, 6]] }],
    });
    expect(logged.personalRecords?.map((record) => record.kind)).toEqual(ALL_KINDS);
    expect(await badgesOf(me, today.session.id)).toEqual({ setFlags: [[]], entryBadge: [], count: 0, records: [] });
  });

  it('deleting the only session of a typo takes the typo out of the records', async () => {
    const me = await signUp();
    await liveWorkout(me.token, 'Bench', bench.id, [[KG100, 5]]);
    const typo = await liveWorkout(me.token, 'Typo', bench.id, [[KG100 * 9, 5]]);
    expect((await recordsOf(me.token, me.user.id, bench.id)).body.heaviestWeight).toMatchObject({ value: KG100 * 9 });

    await deleteWorkout(me, typo.session.id);
    expect((await recordsOf(me.token, me.user.id, bench.id)).body.heaviestWeight).toMatchObject({ value: KG100 });
  });

  it('deleting every session of an exercise leaves it no records', async () => {
    const me = await signUp();
    const only = await liveWorkout(me.token, 'Bench', bench.id, [[KG100, 5]]);
    await deleteWorkout(me, only.session.id);
    const records = await recordsOf(me.token, me.user.id, bench.id);
    expect(records.status).toBe(200);
    expect(records.body).toEqual({
      exerciseId: bench.id,
      exerciseName: bench.name,
      heaviestWeight: null,
      bestE1rm: null,
      bestSetVolume: null,
      bestSessionVolume: null,
      bestReps: [],
    });
  });
});
