/**
 * Personal records (issue 11 item 3): confirmed when a workout finishes (on the session, its sets, its history entries
 * and the person's records), flagged live on an active workout's sets, private to their owner. One account for the
 * file; each test uses its own exercises, so their records do not meet.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, WorkoutSet } from '../../../shared/api-types';
import { api, signUp } from '../../support/api';
import { addSet, bareSet, EXERCISES, finishWorkout, getSession, listSets, startWorkout } from './helpers';
import { historyOf, KG100, KG105, liveWorkout, logWorkout, minutesAgo, recordsOf } from './insights-helpers';

const ALL_SET_KINDS = ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume'];

let me: AuthResponse;
let other: AuthResponse;

beforeAll(async () => {
  [me, other] = await Promise.all([signUp(), signUp()]);
});

const toggleCompletion = (set: WorkoutSet) => api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token });

describe('records confirmed at the finish', () => {
  it('100 kg × 5, then 105 kg × 5: both sessions set records, the second beats the first on every measure', async () => {
    const bench = EXERCISES.bench;
    const first = await liveWorkout(me.token, 'Bench day 1', bench.id, [[KG100, 5]]);
    const second = await liveWorkout(me.token, 'Bench day 2', bench.id, [[KG105, 5]]);
    const [firstSet] = first.sets;
    const [secondSet] = second.sets;

    // The first time the exercise is done, its set beats every earlier set (there is none).
    expect(first.session.personalRecords).toEqual([
      { exerciseId: bench.id, exerciseName: bench.name, kind: 'heaviest_weight', value: KG100, setId: firstSet?.id, weight: KG100, reps: 5 },
      { exerciseId: bench.id, exerciseName: bench.name, kind: 'best_e1rm', value: 24_802, setId: firstSet?.id, weight: KG100, reps: 5 },
      { exerciseId: bench.id, exerciseName: bench.name, kind: 'best_reps', value: 5, setId: firstSet?.id, weight: KG100, reps: 5 },
      { exerciseId: bench.id, exerciseName: bench.name, kind: 'best_set_volume', value: KG100 * 5, setId: firstSet?.id, weight: KG100, reps: 5 },
      { exerciseId: bench.id, exerciseName: bench.name, kind: 'best_session_volume', value: KG100 * 5 },
    ]);
    // 105 × 5: heavier, a higher e1RM (Brzycki: 23149 × 36 / 32), the most reps at 105 kg, more set and session volume.
    expect(second.session.personalRecords).toEqual([
      { exerciseId: bench.id, exerciseName: bench.name, kind: 'heaviest_weight', value: KG105, setId: secondSet?.id, weight: KG105, reps: 5 },
      { exerciseId: bench.id, exerciseName: bench.name, kind: 'best_e1rm', value: 26_043, setId: secondSet?.id, weight: KG105, reps: 5 },
      { exerciseId: bench.id, exerciseName: bench.name, kind: 'best_reps', value: 5, setId: secondSet?.id, weight: KG105, reps: 5 },
      { exerciseId: bench.id, exerciseName: bench.name, kind: 'best_set_volume', value: KG105 * 5, setId: secondSet?.id, weight: KG105, reps: 5 },
      { exerciseId: bench.id, exerciseName: bench.name, kind: 'best_session_volume', value: KG105 * 5 },
    ]);
    expect(await getSession(me.token, second.session.id)).toEqual(second.session);

    // The records now: all held by the second session; 100 × 5 left the best-reps list (105 × 5 is heavier, as many reps).
    const holder = { weight: KG105, reps: 5, sessionId: second.session.id, achievedAt: second.session.completedAt };
    const records = await recordsOf(me.token, me.user.id, bench.id);
    expect(records.status).toBe(200);
    expect(records.body).toEqual({
      exerciseId: bench.id,
      exerciseName: bench.name,
      heaviestWeight: { value: KG105, ...holder },
      bestE1rm: { value: 26_043, ...holder },
      bestSetVolume: { value: KG105 * 5, ...holder },
      bestSessionVolume: { value: KG105 * 5, sessionId: second.session.id, achievedAt: second.session.completedAt },
      bestReps: [holder],
    });

    // The finished sessions' sets carry what the finish confirmed; the completed list and the history count them.
    expect((await listSets(me.token, first.session.id)).map((set) => set.personalRecords)).toEqual([ALL_SET_KINDS]);
    expect((await listSets(me.token, second.session.id)).map((set) => set.personalRecords)).toEqual([ALL_SET_KINDS]);
    const completed = await api('GET /api/users/{id}/completed-workouts', { params: { id: me.user.id }, query: { limit: 2 }, token: me.token });
    expect(completed.body.map((workout) => [workout.name, workout.personalRecordCount])).toEqual([
      ['Bench day 2', 5],
      ['Bench day 1', 5],
    ]);
    const history = await historyOf(me.token, me.user.id, bench.id);
    expect(history.body.map((entry) => entry.personalRecords)).toEqual([
      [...ALL_SET_KINDS, 'best_session_volume'],
      [...ALL_SET_KINDS, 'best_session_volume'],
    ]);
  });

  it('never counts a tie, a set no heavier and with no more reps than an earlier one, or a warm-up', async () => {
    const squat = EXERCISES.squat;
    const first = await liveWorkout(me.token, 'Squat 1', squat.id, [
      [20_000, 5],
      [20_000, 5], // ties the set before it in the same session
    ]);
    const again = await liveWorkout(me.token, 'Squat 2', squat.id, [
      [40_000, 3, { isWarmup: true }], // heavier than anything, but a warm-up
      [20_000, 5], // a tie with the last session on every measure
      [19_000, 4], // lighter and fewer reps
      [25_000, 2, { isCompleted: false }], // heavier, but not done
    ]);

    expect((await listSets(me.token, first.session.id)).map((set) => set.personalRecords)).toEqual([ALL_SET_KINDS, []]);
    // Session volume 176,000 against 200,000: nothing at all.
    expect(again.session.personalRecords).toEqual([]);
    // Completed working sets carry their (empty) flags; the warm-up and the set not done carry none.
    expect((await listSets(me.token, again.session.id)).map((set) => [set.setNumber, set.personalRecords])).toEqual([
      [1, undefined],
      [2, []],
      [3, []],
      [4, undefined],
    ]);
    const records = await recordsOf(me.token, me.user.id, squat.id);
    expect(records.body).toMatchObject({
      heaviestWeight: { value: 20_000, reps: 5, sessionId: first.session.id },
      bestSessionVolume: { value: 200_000, sessionId: first.session.id },
      bestReps: [{ weight: 20_000, reps: 5, sessionId: first.session.id }],
    });
    const history = await historyOf(me.token, me.user.id, squat.id);
    expect(history.body.map((entry) => [entry.sessionName, entry.personalRecords])).toEqual([
      ['Squat 2', []],
      ['Squat 1', [...ALL_SET_KINDS, 'best_session_volume']],
    ]);
  });
});

describe('live record flags on an active workout', () => {
  it('flags a completed set at once against the records and the earlier sets of the session, and never a tie', async () => {
    const deadlift = EXERCISES.deadlift;
    await liveWorkout(me.token, 'Pull 1', deadlift.id, [[30_000, 5]]);
    const session = await startWorkout(me.token, { name: 'Pull 2', isActive: true });
    const tie = await addSet(me.token, session.id, deadlift.id, { weight: 30_000, reps: 5 });
    const heavier = await addSet(me.token, session.id, deadlift.id, { weight: 31_000, reps: 5 });
    expect(tie.personalRecords).toBeUndefined(); // not completed yet

    const tieDone = await toggleCompletion(tie);
    expect(tieDone.status).toBe(200);
    expect(bareSet(tieDone.body)).toEqual({ ...tie, isCompleted: true, personalRecords: [] });

    const heavierDone = await toggleCompletion(heavier);
    expect(bareSet(heavierDone.body)).toEqual({ ...heavier, isCompleted: true, personalRecords: ALL_SET_KINDS });
    expect((await listSets(me.token, session.id)).map((set) => set.personalRecords)).toEqual([[], ALL_SET_KINDS]);
    expect(heavierDone.body.exerciseSets.map((set) => set.personalRecords)).toEqual([[], ALL_SET_KINDS]);

    // Set 1 becomes 32,000 × 5: now it is the record, and set 2 (31,000 × 5, after a heavier set) beats nothing.
    const changed = await api('PATCH /api/workout-sets/{id}', { params: { id: tie.id }, token: me.token, body: { weight: 32_000 } });
    expect(bareSet(changed.body)).toEqual({ ...tie, weight: 32_000, isCompleted: true, personalRecords: ALL_SET_KINDS });
    expect((await listSets(me.token, session.id)).map((set) => set.personalRecords)).toEqual([ALL_SET_KINDS, []]);
    // Issue 14: the answer shows the other set losing its flags, so the screen needs no re-read to move the badge.
    expect(changed.body.exerciseSets).toEqual(await listSets(me.token, session.id));

    // A warm-up carries no flags; a set taken back from completed neither.
    const warmup = await api('PATCH /api/workout-sets/{id}/toggle-warmup', { params: { id: tie.id }, token: me.token });
    expect(warmup.body.personalRecords).toBeUndefined();
    expect((await listSets(me.token, session.id)).map((set) => set.personalRecords)).toEqual([undefined, ALL_SET_KINDS]);
    const undone = await toggleCompletion(heavier);
    expect(undone.body.personalRecords).toBeUndefined();

    // The finish confirms what the sets show now: 31,000 × 5 done again, the warm-up left out.
    await toggleCompletion(heavier);
    const finished = await finishWorkout(me.token, session.id);
    expect(finished.personalRecords?.map((record) => [record.kind, record.setId])).toEqual([
      ['heaviest_weight', heavier.id],
      ['best_e1rm', heavier.id],
      ['best_reps', heavier.id],
      ['best_set_volume', heavier.id],
      ['best_session_volume', undefined],
    ]);
    expect((await listSets(me.token, session.id)).map((set) => set.personalRecords)).toEqual([undefined, ALL_SET_KINDS]);
  });

  it('gives bodyweight sets (no weight) no weight records, only their most reps (issue 29)', async () => {
    const session = await startWorkout(me.token, { name: 'Push-ups', isActive: true });
    const pushups = await addSet(me.token, session.id, 'Pushups', { weight: null, reps: 20 });
    const done = await toggleCompletion(pushups);
    expect(done.body.personalRecords).toEqual(['most_reps']);
    const finished = await finishWorkout(me.token, session.id);
    expect(finished.personalRecords?.map((record) => [record.kind, record.value])).toEqual([['most_reps', 20]]);
    const records = await recordsOf(me.token, me.user.id, 'Pushups');
    expect(records.status).toBe(200);
    expect(records.body).toEqual({
      exerciseId: 'Pushups',
      exerciseName: pushups.exerciseName,
      heaviestWeight: null,
      bestE1rm: null,
      bestSetVolume: null,
      bestSessionVolume: null,
      bestReps: [],
      typedBests: [{ kind: 'most_reps', value: 20, sessionId: session.id, achievedAt: finished.completedAt }],
    });
  });
});

describe('records under races and deletes', () => {
  it('keeps the best of workouts logged at the same time (each records write is conditioned on the version read)', async () => {
    const curl = EXERCISES.curl;
    const weights = [5_000, 5_500, 6_000, 6_500];
    const logged = await Promise.all(
      weights.map((weight, index) =>
        logWorkout(me.token, { name: `Curl ${index}`, startTime: minutesAgo(60), endTime: minutesAgo(30 - index), exercises: [{ exerciseId: curl.id, lifts: [[weight, 8]]}] }),
      ),
    );

    const records = await recordsOf(me.token, me.user.id, curl.id);
    const heaviest = logged[3];
    expect(records.body).toMatchObject({
      heaviestWeight: { value: 6_500, weight: 6_500, reps: 8, sessionId: heaviest?.id },
      bestReps: [{ weight: 6_500, reps: 8, sessionId: heaviest?.id }],
      bestSessionVolume: { value: 6_500 * 8, sessionId: heaviest?.id },
    });
    // Whatever order they landed in, the heaviest set a heaviest-weight record, and each workout has a history entry.
    expect(heaviest?.personalRecords?.some((record) => record.kind === 'heaviest_weight')).toBe(true);
    expect((await historyOf(me.token, me.user.id, curl.id)).body).toHaveLength(4);
  });

  it('deleting a finished workout deletes its history entries and the records it held (issue 27: rebuilt from the rest)', async () => {
    const shrug = 'Barbell_Shrug';
    const kept = await liveWorkout(me.token, 'Shrugs 1', shrug, [[20_000, 10]]);
    const deleted = await liveWorkout(me.token, 'Shrugs 2', shrug, [[25_000, 10]]);

    const discard = await api('DELETE /api/workout-sessions/{id}', { params: { id: deleted.session.id }, token: me.token });

    expect(discard.status).toBe(204);
    expect((await historyOf(me.token, me.user.id, shrug)).body.map((entry) => entry.sessionId)).toEqual([kept.session.id]);
    expect((await recordsOf(me.token, me.user.id, shrug)).body.heaviestWeight).toMatchObject({ value: 20_000, sessionId: kept.session.id });
  });
});

describe('records are private', () => {
  it('answers 404 for another person’s records, the same as for nobody’s', async () => {
    const mine = await recordsOf(other.token, me.user.id, EXERCISES.bench.id);
    const nobody = await recordsOf(me.token, 'no-such-person', EXERCISES.bench.id);

    expect(mine.status).toBe(404);
    expect(nobody.status).toBe(404);
    expect(mine.body).toEqual(nobody.body);
  });

  it('answers 404 for an exercise that does not exist, 400 for an id longer than any, and 401 without a token', async () => {
    const unknown = await recordsOf(me.token, me.user.id, 'No_Such_Exercise');
    const tooLong = await recordsOf(me.token, me.user.id, 'x'.repeat(300));
    const anonymous = await api('GET /api/users/{id}/exercises/{exerciseId}/records', { params: { id: me.user.id, exerciseId: EXERCISES.bench.id } });

    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Exercise not found' });
    expect(tooLong.status).toBe(400);
    expect(anonymous.status).toBe(401);
  });
});
