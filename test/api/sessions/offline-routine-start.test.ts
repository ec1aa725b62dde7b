/**
 * Issue 30: a routine started offline. The phone copies the routine, chooses the session's and each set's ids, and
 * sends that copy when it is back online; the server stores it as an online start would have, once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanWithWorkouts, WorkoutExercise, WorkoutSession, WorkoutSet } from '../../../shared/api-types';
import { timeOrderedId } from '../../../shared/ids';
import { COPY_NEEDS_ID, SET_IDS_MISMATCH } from '../../../shared/schemas/session-start';
import { api, signUp } from '../../support/api';
import { createRoutine, EXERCISES } from '../plans/helpers';
import { listSets } from './helpers';

let me: Awaited<ReturnType<typeof signUp>>;
let routine: PlanWithWorkouts;
let online: { session: WorkoutSession; sets: WorkoutSet[] };

const entries = (exercises: readonly WorkoutExercise[]) =>
  exercises.map(({ exerciseId, sets, warmupSets, reps, weight, restSeconds, notes, supersetGroup }) => ({ exerciseId, sets, warmupSets, reps, weight, restSeconds, notes, supersetGroup }));

/** The body a phone queues for this routine: its id, the copied entries and one id per set. */
function offlineStart(copied = routine.workouts[0]!.exercises) {
  const exercises = entries(copied);
  const setIds = exercises.flatMap((entry) => Array.from({ length: entry.warmupSets + entry.sets }, () => timeOrderedId()));
  return { id: timeOrderedId(), name: routine.name, isActive: true as const, startTime: new Date().toISOString(), workoutPlanId: routine.id, exercises, setIds };
}

const withoutIds = ({ id: _id, sessionId: _sessionId, createdAt: _createdAt, ...set }: WorkoutSet) => set;
const structure = ({ name, workoutName, workoutPlanId, workoutId, exerciseIds, exerciseRestSeconds, exerciseNotes, supersetGroups }: WorkoutSession) => ({
  name,
  workoutName,
  workoutPlanId,
  workoutId,
  exerciseIds,
  exerciseRestSeconds,
  exerciseNotes,
  supersetGroups,
});

const discard = async (sessionId: string) => expect((await api('DELETE /api/workout-sessions/{id}', { params: { id: sessionId }, token: me.token })).status).toBe(204);

beforeAll(async () => {
  me = await signUp();
  routine = await createRoutine(me.token, {
    name: 'Basement Day',
    exercises: [
      { exerciseId: EXERCISES.squat.id, sets: 2, warmupSets: 1, reps: '6-8', weight: 22_500, notes: 'Brace hard', restSeconds: 120 },
      { exerciseId: EXERCISES.curl.id, sets: 2, reps: '8-10', restSeconds: 0, supersetGroup: 'A' },
      { exerciseId: EXERCISES.bench.id, sets: 1, reps: 'AMRAP' },
      { exerciseId: EXERCISES.deadlift.id, sets: 2, reps: '10-12', restSeconds: 90, supersetGroup: 'A', notes: 'Elbows tucked' },
    ],
  });
  const started = await api('POST /api/workout-sessions', { token: me.token, body: { name: routine.name, workoutPlanId: routine.id, isActive: true } });
  expect(started.status).toBe(201);
  online = { session: started.body, sets: await listSets(me.token, started.body.id) };
  await discard(started.body.id);
});

describe('a routine started offline', () => {
  it("stores the phone's copy with the phone's ids, as an online start copies the routine, and a retry adds nothing", async () => {
    const body = offlineStart();
    const started = await api('POST /api/workout-sessions', { token: me.token, body });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.id).toBe(body.id);
    expect(structure(started.body)).toEqual(structure(online.session));
    const sets = await listSets(me.token, body.id);
    expect(sets.map((set) => set.id)).toEqual(body.setIds.map((setId) => `${body.id}.${setId}`));
    expect(sets.map(withoutIds)).toEqual(online.sets.map(withoutIds));

    const retried = await api('POST /api/workout-sessions', { token: me.token, body });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(started.body);
    expect(await listSets(me.token, body.id)).toEqual(sets);

    // The phone logs into the sets by the ids it chose.
    const tick = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: sets[1]!.id }, token: me.token, body: { weight: 20_000, reps: 8 } });
    expect(tick.body).toMatchObject({ id: sets[1]!.id, isCompleted: true, weight: 20_000, reps: 8 });
    await discard(body.id);
  });

  it('keeps the copy the phone started even when the routine changed since', async () => {
    const body = offlineStart();
    const edited = await api('PUT /api/workout-plans/{id}', { params: { id: routine.id }, token: me.token, body: { name: routine.name, exercises: [{ exerciseId: EXERCISES.bench.id, sets: 5 }] } });
    expect(edited.status).toBe(200);

    const started = await api('POST /api/workout-sessions', { token: me.token, body });
    expect(started.status).toBe(201);
    expect(started.body.exerciseIds).toEqual(online.session.exerciseIds);
    expect(await listSets(me.token, body.id)).toHaveLength(body.setIds.length);
    await discard(body.id);
  });

  it("refuses another person's routine and an exercise the caller cannot use with 404, starting nothing", async () => {
    const other = await signUp();
    const theirs = await api('POST /api/workout-sessions', { token: other.token, body: { ...offlineStart(), id: timeOrderedId() } });
    expect(theirs.status).toBe(404);

    const unknown = offlineStart();
    unknown.exercises[0] = { ...unknown.exercises[0]!, exerciseId: 'no-such-exercise' };
    expect((await api('POST /api/workout-sessions', { token: me.token, body: unknown })).status).toBe(404);
    expect((await api('GET /api/workout-sessions/active', { token: me.token })).body).toBeNull();
    expect((await api('GET /api/workout-sessions/active', { token: other.token })).body).toBeNull();
  });

  it('refuses a copy without its set ids, without an id, or with the wrong number of set ids with 400', async () => {
    const { setIds, ...noSetIds } = offlineStart();
    const { id: _id, ...noId } = offlineStart();
    const cases: [unknown, string][] = [
      [noSetIds, COPY_NEEDS_ID],
      [noId, COPY_NEEDS_ID],
      [{ ...offlineStart(), setIds: setIds.slice(1) }, SET_IDS_MISMATCH],
      [{ ...offlineStart(), setIds: [...setIds.slice(1), setIds[1]] }, SET_IDS_MISMATCH],
      [{ ...offlineStart(), setIds: setIds.map(() => 'not-an-id') }, expect.any(String)],
    ];
    for (const [body, message] of cases) {
      const refused = await api('POST /api/workout-sessions', { token: me.token, untypedBody: body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({ message: typeof message === 'string' ? expect.stringContaining(message) : message });
    }
    expect((await api('GET /api/workout-sessions/active', { token: me.token })).body).toBeNull();
  });
});
