/**
 * Issue 29: records per exercise type, kept where the weight records are (a finish, the live flags, the records read,
 * the history): longest hold, most reps, least assistance (less is better), longest distance and best pace; warm-ups
 * never count.
 */
import { describe, expect, it } from 'vitest';
import { api, signUp } from '../../support/api';
import { addSet, finishWorkout, listSets, startWorkout } from './helpers';
import { historyOf, recordsOf } from './insights-helpers';

const PLANK = 'Plank';
const RUN = 'Running_Treadmill';
const ASSISTED = 'Band_Assisted_Pull-Up';
const PUSHUPS = 'Pushups';

type Body = Record<string, unknown>;

/** One finished live workout of one exercise with these sets (completed working sets unless they say otherwise). */
async function workoutOf(token: string, exerciseId: string, sets: Body[]) {
  const started = await startWorkout(token);
  const added = [];
  for (const body of sets) added.push(await addSet(token, started.id, exerciseId, { isCompleted: true, ...body }));
  return { added, finished: await finishWorkout(token, started.id) };
}

const kindsOf = (records: readonly { exerciseId: string; kind: string; value: number }[] | undefined, exerciseId: string) =>
  (records ?? []).filter((record) => record.exerciseId === exerciseId).map(({ kind, value }) => [kind, value]);

describe('records per exercise type (issue 29)', () => {
  it('keeps the longest hold of a plank, never a warm-up, and flags the set that made it', async () => {
    const me = await signUp();
    const first = await workoutOf(me.token, PLANK, [{ durationSeconds: 60 }, { durationSeconds: 300, isWarmup: true }, { durationSeconds: 75 }]);
    expect(kindsOf(first.finished.personalRecords, PLANK)).toEqual([['longest_duration', 75]]);

    const second = await workoutOf(me.token, PLANK, [{ durationSeconds: 75 }, { durationSeconds: 90 }]);
    expect(kindsOf(second.finished.personalRecords, PLANK)).toEqual([['longest_duration', 90]]);

    const records = await recordsOf(me.token, me.user.id, PLANK);
    expect(records.status).toBe(200);
    expect(records.body).toMatchObject({ heaviestWeight: null, bestE1rm: null, bestReps: [] });
    expect(records.body.typedBests).toEqual([{ kind: 'longest_duration', value: 90, sessionId: second.finished.id, achievedAt: expect.any(String) }]);

    const history = await historyOf(me.token, me.user.id, PLANK);
    expect(history.status).toBe(200);
    const newest = history.body[0];
    expect(newest).toMatchObject({ exerciseType: 'duration', personalRecords: ['longest_duration'] });
    expect(newest?.sets.map((set) => set.durationSeconds)).toEqual([75, 90]);
  });

  it('keeps the longest distance and the best pace of a run, each where it was made', async () => {
    const me = await signUp();
    await workoutOf(me.token, RUN, [{ distanceMeters: 5000, durationSeconds: 1500 }]);
    // 6 km in 31:00 is farther but slower (5:10 /km); 3 km in 14:00 is faster (4:40 /km).
    const { added, finished } = await workoutOf(me.token, RUN, [
      { distanceMeters: 6000, durationSeconds: 1860 },
      { distanceMeters: 3000, durationSeconds: 840 },
    ]);
    expect(kindsOf(finished.personalRecords, RUN)).toEqual([
      ['longest_duration', 1860],
      ['longest_distance', 6000],
      ['best_pace', 280],
    ]);
    const records = await recordsOf(me.token, me.user.id, RUN);
    expect(records.body.typedBests?.map(({ kind, value }) => [kind, value])).toEqual([
      ['longest_duration', 1860],
      ['longest_distance', 6000],
      ['best_pace', 280],
    ]);
    expect((await listSets(me.token, finished.id)).map((set) => [set.id, set.personalRecords])).toEqual([
      [added[0]?.id, ['longest_distance', 'longest_duration']],
      [added[1]?.id, ['best_pace']],
    ]);
  });

  it('keeps the least assistance of an assisted pull-up (less is better) and its most reps, never a weight record', async () => {
    const me = await signUp();
    await workoutOf(me.token, ASSISTED, [{ weight: 6600, reps: 8 }]);
    const { finished } = await workoutOf(me.token, ASSISTED, [{ weight: 8800, reps: 10 }, { weight: 4400, reps: 6 }]);
    expect(kindsOf(finished.personalRecords, ASSISTED)).toEqual([
      ['most_reps', 10],
      ['least_assistance', 4400],
    ]);
    const records = await recordsOf(me.token, me.user.id, ASSISTED);
    expect(records.body).toMatchObject({ heaviestWeight: null, bestE1rm: null, bestSetVolume: null, bestSessionVolume: null, bestReps: [] });
  });

  it('keeps the most reps of a bodyweight exercise and flags a live set as it is ticked', async () => {
    const me = await signUp();
    await workoutOf(me.token, PUSHUPS, [{ reps: 20 }]);
    const started = await startWorkout(me.token);
    const fewer = await addSet(me.token, started.id, PUSHUPS, { reps: 18, isCompleted: true });
    const more = await addSet(me.token, started.id, PUSHUPS, { reps: 25 });
    const ticked = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: more.id }, token: me.token });
    expect(ticked.status).toBe(200);
    expect(fewer.personalRecords ?? []).toEqual([]);
    expect(ticked.body.personalRecords).toEqual(['most_reps']);
  });
});
