/**
 * An exercise's history (issue 11 item 1): one entry per finished session of the exercise, newest first, paginated,
 * written when a workout finishes or is logged finished, private to its owner. One account for the file; each test
 * uses its own exercises.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../../shared/api-types';
import { NEXT_CURSOR_HEADER } from '../../../shared/api-types';
import { api, signUp } from '../../support/api';
import { addSet, EXERCISES, finishWorkout, startWorkout } from './helpers';
import { historyOf, KG100, KG105, liveWorkout, logWorkout, minutesAgo } from './insights-helpers';

let me: AuthResponse;
let other: AuthResponse;

beforeAll(async () => {
  [me, other] = await Promise.all([signUp(), signUp()]);
});

describe('GET /api/users/{id}/exercises/{exerciseId}/history', () => {
  it('lists each finished session of the exercise newest first, with its sets as done', async () => {
    const bench = EXERCISES.bench;
    const first = await liveWorkout(me.token, 'Push A', bench.id, [
      [13_500, 8, { isWarmup: true }],
      [KG100, 5],
      [KG100, 5],
      [KG100, 3, { isCompleted: false }],
    ]);
    const second = await liveWorkout(me.token, 'Push B', bench.id, [[KG105, 5]]);
    // Another exercise of the same account has a history of its own.
    await liveWorkout(me.token, 'Legs', EXERCISES.squat.id, [[30_000, 5]]);

    const result = await historyOf(me.token, me.user.id, bench.id);

    expect(result.status).toBe(200);
    expect(result.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(result.body).toEqual([
      {
        sessionId: second.session.id,
        sessionName: 'Push B',
        completedAt: second.session.completedAt,
        exerciseId: bench.id,
        exerciseName: bench.name,
        sets: [{ setNumber: 1, weight: KG105, reps: 5, isWarmup: false, isCompleted: true }],
        bestE1rm: 26_043,
        heaviestWeight: KG105,
        sessionVolume: KG105 * 5,
        // One set of 105 kg × 5 is less volume than two of 100 kg × 5: no session-volume record.
        personalRecords: ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume'],
      },
      {
        sessionId: first.session.id,
        sessionName: 'Push A',
        completedAt: first.session.completedAt,
        exerciseId: bench.id,
        exerciseName: bench.name,
        sets: [
          { setNumber: 1, weight: 13_500, reps: 8, isWarmup: true, isCompleted: true },
          { setNumber: 2, weight: KG100, reps: 5, isWarmup: false, isCompleted: true },
          { setNumber: 3, weight: KG100, reps: 5, isWarmup: false, isCompleted: true },
          { setNumber: 4, weight: KG100, reps: 3, isWarmup: false, isCompleted: false },
        ],
        bestE1rm: 24_802,
        heaviestWeight: KG100,
        // The warm-up and the set not done do not count.
        sessionVolume: KG100 * 10,
        personalRecords: ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume', 'best_session_volume'],
      },
    ]);
    // 'The last time I did this': the first entry of a page of one.
    const last = await historyOf(me.token, me.user.id, bench.id, { limit: 1 });
    expect(last.body.map((entry) => entry.sessionId)).toEqual([second.session.id]);
    expect(last.headers.get(NEXT_CURSOR_HEADER)).toEqual(expect.any(String));
  });

  it('pages with limit and x-next-cursor, and refuses a cursor of another list', async () => {
    const curl = EXERCISES.curl;
    for (let index = 0; index < 5; index++) {
      await logWorkout(me.token, {
        name: `Arms ${index}`,
        startTime: minutesAgo(600 - index * 60),
        endTime: minutesAgo(590 - index * 60),
        exercises: [{ exerciseId: curl.id, lifts: [[5_000 + index * 100, 10]] }],
      });
    }

    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await historyOf(me.token, me.user.id, curl.id, { limit: 2, cursor: cursor ?? undefined });
      expect(page.status).toBe(200);
      names.push(...page.body.map((entry) => entry.sessionName));
      cursor = page.headers.get(NEXT_CURSOR_HEADER);
      pages++;
    } while (cursor && pages < 10);

    expect(names).toEqual(['Arms 4', 'Arms 3', 'Arms 2', 'Arms 1', 'Arms 0']);
    expect(pages).toBe(3);

    const firstPage = await historyOf(me.token, me.user.id, curl.id, { limit: 2 });
    const foreign = await historyOf(me.token, me.user.id, EXERCISES.bench.id, { limit: 2, cursor: firstPage.headers.get(NEXT_CURSOR_HEADER)! });
    const garbage = await historyOf(me.token, me.user.id, curl.id, { cursor: 'not-a-cursor' });
    expect(foreign.status).toBe(400);
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ message: 'Invalid cursor' });
  });

  it('orders a workout logged afterwards by when it was done', async () => {
    const row = 'Bent_Over_Barbell_Row';
    await logWorkout(me.token, { name: 'Yesterday', startTime: minutesAgo(24 * 60), endTime: minutesAgo(23 * 60), exercises: [{ exerciseId: row, lifts: [[10_000, 8]] }] });
    await logWorkout(me.token, { name: 'Last week', startTime: minutesAgo(7 * 24 * 60), endTime: minutesAgo(7 * 24 * 60 - 45), exercises: [{ exerciseId: row, lifts: [[9_000, 8]] }] });

    const result = await historyOf(me.token, me.user.id, row);

    expect(result.body.map((entry) => entry.sessionName)).toEqual(['Yesterday', 'Last week']);
  });

  it('has an entry only for exercises with a completed set, and none for a workout still going', async () => {
    const press = 'Barbell_Shoulder_Press';
    const lunge = 'Barbell_Lunge';
    const session = await startWorkout(me.token, { name: 'Shoulders', isActive: true });
    await addSet(me.token, session.id, press, { weight: 9_500, reps: 6, isCompleted: true });
    await addSet(me.token, session.id, lunge, { weight: 6_000, reps: 10 });
    expect((await historyOf(me.token, me.user.id, press)).body).toEqual([]);

    await finishWorkout(me.token, session.id);

    expect((await historyOf(me.token, me.user.id, press)).body.map((entry) => entry.sessionId)).toEqual([session.id]);
    expect((await historyOf(me.token, me.user.id, lunge)).body).toEqual([]);
  });

  it('follows a finished workout renamed afterwards', async () => {
    const dip = 'Dips_-_Triceps_Version';
    const { session } = await liveWorkout(me.token, 'Arms', dip, [[2_500, 10]]);

    const renamed = await api('PUT /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, body: { name: 'Arms and dips' } });

    expect(renamed.status).toBe(200);
    expect((await historyOf(me.token, me.user.id, dip)).body.map((entry) => entry.sessionName)).toEqual(['Arms and dips']);
  });

  it('is private: another person’s history answers 404, as nobody’s does', async () => {
    const theirs = await historyOf(other.token, me.user.id, EXERCISES.bench.id);
    const nobody = await historyOf(me.token, 'no-such-person', EXERCISES.bench.id);
    const anonymous = await api('GET /api/users/{id}/exercises/{exerciseId}/history', { params: { id: me.user.id, exerciseId: EXERCISES.bench.id } });

    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(nobody.body);
    expect(anonymous.status).toBe(401);
    // Their own history of the same exercise is theirs alone: empty.
    expect((await historyOf(other.token, other.user.id, EXERCISES.bench.id)).body).toEqual([]);
  });

  it('answers an empty list for an exercise never done, 400 for an id longer than any id and for a bad limit', async () => {
    expect((await historyOf(me.token, me.user.id, 'Never_Done')).body).toEqual([]);
    expect((await historyOf(me.token, me.user.id, 'x'.repeat(300))).status).toBe(400);
    expect((await historyOf(me.token, me.user.id, EXERCISES.bench.id, { limit: 0 })).status).toBe(400);
    expect((await historyOf(me.token, me.user.id, EXERCISES.bench.id, { limit: 101 })).status).toBe(400);
  });
});
