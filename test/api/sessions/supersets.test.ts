/**
 * Issue 29, deliverable 2: supersets made in the live workout (PUT …/exercises/{exerciseId}/superset), kept by the
 * finished workout and its export; Hevy's superset_id imported as supersets (deliverable 3).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportedWorkout } from '../../../shared/data-transfer/workout-export';
import { parseImportFile } from '../../../web/src/features/data-transfer/lib/parse-import-file';
import { api, signUp } from '../../support/api';
import { addSet, EXERCISES, finishWorkout, getSession, listSets, setOrder, startWorkout } from './helpers';

const { bench, squat, deadlift, curl } = EXERCISES;

function putSuperset(token: string, sessionId: string, exerciseId: string, body: unknown, headers?: Record<string, string>) {
  return api('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/superset', { params: { id: sessionId, exerciseId }, token, untypedBody: body, headers });
}

/** A workout of bench, squat, deadlift and curl, one set each. */
async function workoutOfFour(token: string) {
  const session = await startWorkout(token);
  for (const exercise of [bench, squat, deadlift, curl]) await addSet(token, session.id, exercise.id, { weight: 10_000, reps: 5 });
  return session;
}

describe('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/superset', () => {
  it('groups exercises, moves them together, and takes them out again; one left alone is no superset', async () => {
    const me = await signUp();
    const session = await workoutOfFour(me.token);

    const grouped = await putSuperset(me.token, session.id, bench.id, { with: [deadlift.id] });

    expect(grouped.status, JSON.stringify(grouped.body)).toBe(200);
    expect(grouped.body.supersetGroups).toEqual({ [bench.id]: 'A', [deadlift.id]: 'A' });
    expect(grouped.body.exerciseIds).toEqual([bench.id, deadlift.id, squat.id, curl.id]);
    expect(setOrder(await listSets(me.token, session.id))).toEqual([`${bench.id}:1`, `${deadlift.id}:1`, `${squat.id}:1`, `${curl.id}:1`]);

    const second = await putSuperset(me.token, session.id, squat.id, { with: [curl.id] });
    expect(second.body.supersetGroups).toEqual({ [bench.id]: 'A', [deadlift.id]: 'A', [squat.id]: 'B', [curl.id]: 'B' });

    // Taking the second-to-last exercise out dissolves its superset; the other superset stays.
    const out = await putSuperset(me.token, session.id, deadlift.id, { with: [] });
    expect(out.status).toBe(200);
    expect((await getSession(me.token, session.id)).supersetGroups).toEqual({ [squat.id]: 'B', [curl.id]: 'B' });

    // Removing an exercise of a pair from the workout leaves no superset of one.
    const removed = await api('DELETE /api/workout-sessions/{id}/exercises/{exerciseId}', { params: { id: session.id, exerciseId: curl.id }, token: me.token });
    expect(removed.status).toBe(204);
    expect((await getSession(me.token, session.id)).supersetGroups).toEqual({});
  });

  it('answers the same when sent again, with or without the same Idempotency-Key', async () => {
    const me = await signUp();
    const session = await workoutOfFour(me.token);
    const headers = { 'idempotency-key': `superset-${session.id}` };

    const first = await putSuperset(me.token, session.id, curl.id, { with: [bench.id] }, headers);
    const replayed = await putSuperset(me.token, session.id, curl.id, { with: [bench.id] }, headers);
    const again = await putSuperset(me.token, session.id, curl.id, { with: [bench.id] });

    expect(first.status).toBe(200);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(first.body);
    expect(again.body).toEqual(first.body);
    expect(first.body.exerciseIds).toEqual([bench.id, curl.id, squat.id, deadlift.id]);
  });

  it("answers 404 for another person's session, and for an exercise that is not in the workout, changing nothing", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const session = await workoutOfFour(owner.token);

    const theirs = await putSuperset(stranger.token, session.id, bench.id, { with: [squat.id] });
    const notThere = await putSuperset(owner.token, session.id, bench.id, { with: ['Dumbbell_Bicep_Curl'] });

    expect(theirs.status).toBe(404);
    expect(notThere.status).toBe(404);
    expect(notThere.body).toEqual({ message: 'Exercise is not in this workout' });
    expect((await getSession(owner.token, session.id)).supersetGroups).toBeUndefined();
  });

  it.each([
    [{}, 'with must be a list of exercise ids.'],
    [{ with: 'Barbell_Squat' }, 'with must be a list of exercise ids.'],
    [{ with: [EXERCISES.squat.id, EXERCISES.squat.id] }, 'with lists an exercise twice.'],
    [{ with: [EXERCISES.squat.id], letter: 'A' }, 'Unknown field: letter.'],
    [{ with: [EXERCISES.bench.id] }, 'An exercise cannot be in a superset with itself.'],
  ])('answers 400 for %j and changes nothing', async (body, message) => {
    const me = await signUp();
    const session = await workoutOfFour(me.token);

    const result = await putSuperset(me.token, session.id, bench.id, body);

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
    expect((await getSession(me.token, session.id)).supersetGroups).toBeUndefined();
  });

  it('the finished workout keeps its supersets, and the export carries them', async () => {
    const me = await signUp();
    const session = await workoutOfFour(me.token);
    await putSuperset(me.token, session.id, bench.id, { with: [squat.id] });
    for (const set of await listSets(me.token, session.id)) {
      await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token, body: {} });
    }

    const finished = await finishWorkout(me.token, session.id);
    const late = await putSuperset(me.token, session.id, deadlift.id, { with: [curl.id] });

    expect(finished.supersetGroups).toEqual({ [bench.id]: 'A', [squat.id]: 'A' });
    expect(late.status).toBe(409);
    const exported = await api('GET /api/workout-export', { query: { limit: 10 }, token: me.token });
    expect((exported.body as ExportedWorkout[])[0]?.supersetGroups).toEqual({ [bench.id]: 'A', [squat.id]: 'A' });
  });
});

describe("importing Hevy's superset_id", () => {
  it('stores the exercises that share an id as one superset, and the export gives them back', async () => {
    const file = readFileSync(join(import.meta.dirname, '../../fixtures/hevy-supersets.csv'), 'utf8');
    const { workouts } = parseImportFile(file, 'kg');
    const me = await signUp();

    const result = await api('POST /api/workout-imports', { token: me.token, untypedBody: { workouts } });

    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.imported).toBe(2);
    const exported = (await api('GET /api/workout-export', { query: { limit: 10 }, token: me.token })).body as ExportedWorkout[];
    const pushPull = exported.find((workout) => workout.name === 'Push Pull')!;
    const nameOf = (exerciseId: string) => pushPull.sets.find((set) => set.exerciseId === exerciseId)?.exerciseName;
    const byLetter = Object.entries(pushPull.supersetGroups ?? {}).map(([exerciseId, letter]) => [letter, nameOf(exerciseId)]);
    expect(byLetter).toHaveLength(4);
    expect(byLetter.filter(([letter]) => letter === 'A')).toHaveLength(2);
    expect(byLetter.filter(([letter]) => letter === 'B')).toHaveLength(2);
    // The squat (no id) and the plank (an id of its own) are in no superset; the Legs workout has none.
    expect(byLetter.map(([, name]) => name).some((name) => /squat|plank/i.test(name ?? ''))).toBe(false);
    expect(exported.find((workout) => workout.name === 'Legs')?.supersetGroups).toBeUndefined();
  });
});
