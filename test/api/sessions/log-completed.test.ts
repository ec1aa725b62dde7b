import { describe, expect, it } from 'vitest';
import type { WorkoutSession, WorkoutSet } from '../../../shared/api-types';
import { MAX_SETS_PER_EXERCISE, MAX_SETS_PER_SESSION } from '../../../shared/schemas/sessions';
import { api, signUp } from '../../support/api';
import { createFollow } from '../../support/db';
import { EXERCISES, getSession, listSets, startWorkout } from './helpers';

const log = (token: string | undefined, body: unknown) => api('POST /api/workout-sessions/completed', { token, untypedBody: body });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A valid body: two exercises, one warm-up and one set not done among them. */
function legDay(startTime = minutesAgo(90)) {
  return {
    name: 'Leg Day',
    description: 'New squat best',
    startTime,
    durationMinutes: 45,
    exercises: [
      {
        exerciseId: EXERCISES.squat.id,
        sets: [
          { weight: 13_500, reps: 5, isWarmup: true, isCompleted: true },
          { weight: 22_500, reps: 5, isWarmup: false, isCompleted: true },
          { weight: 22_550, reps: 3, isWarmup: false, isCompleted: true },
        ],
      },
      {
        exerciseId: EXERCISES.deadlift.id,
        sets: [
          { weight: 31_500, reps: 2, isWarmup: false, isCompleted: true },
          { weight: 40_000, reps: 1, isWarmup: false, isCompleted: false },
        ],
      },
    ],
  };
}

async function logged(token: string, body: unknown = legDay()): Promise<WorkoutSession> {
  const result = await log(token, body);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

const statsOf = async (token: string, userId: string) => (await api('GET /api/users/{id}/statistics', { params: { id: userId }, token })).body;
const completedOf = async (token: string, userId: string) =>
  (await api('GET /api/users/{id}/completed-workouts', { params: { id: userId }, token })).body;

describe('POST /api/workout-sessions/completed', () => {
  it('answers 201 with the completed workout, ending durationMinutes after its start', async () => {
    const me = await signUp();
    const startTime = '2025-03-04T08:15:00.000Z';

    const session = await logged(me.token, legDay(startTime));

    expect(session).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{21}$/),
      userId: me.user.id,
      name: 'Leg Day',
      workoutName: null,
      isActive: false,
      status: 'completed',
      startTime,
      startedAt: startTime,
      createdAt: expect.any(String),
      endTime: '2025-03-04T09:00:00.000Z',
      completedAt: '2025-03-04T09:00:00.000Z',
      duration: 45,
      workoutPlanId: null,
      workoutId: null,
      // 225 x 5 + 225.5 x 3 + 315 x 2: the warm-up and the set not done do not count
      totalWeight: 1125 + 676.5 + 630,
      notes: 'New squat best',
      exerciseIds: [EXERCISES.squat.id, EXERCISES.deadlift.id],
      exerciseRestSeconds: {},
      // The first time these exercises are logged: every measure of each is a record (test/api/sessions/personal-records.test.ts).
      personalRecords: expect.any(Array),
    });
    expect(session.personalRecords?.map((record) => `${record.exerciseId} ${record.kind} ${record.value}`)).toEqual([
      `${EXERCISES.squat.id} heaviest_weight 22550`,
      `${EXERCISES.squat.id} best_e1rm 25313`,
      `${EXERCISES.squat.id} best_reps 3`,
      `${EXERCISES.squat.id} best_reps 5`,
      `${EXERCISES.squat.id} best_set_volume 112500`,
      `${EXERCISES.squat.id} best_session_volume 180150`,
      `${EXERCISES.deadlift.id} heaviest_weight 31500`,
      `${EXERCISES.deadlift.id} best_e1rm 32400`,
      `${EXERCISES.deadlift.id} best_reps 2`,
      `${EXERCISES.deadlift.id} best_set_volume 63000`,
      `${EXERCISES.deadlift.id} best_session_volume 63000`,
    ]);
    expect(await getSession(me.token, session.id)).toEqual(session);
  });

  it('stores every set, numbered per exercise, with the exercise names from the catalogue', async () => {
    const me = await signUp();
    const session = await logged(me.token);

    const sets: WorkoutSet[] = await listSets(me.token, session.id);

    expect(sets.map(({ exerciseName, exerciseOrder, setNumber, weight, reps, isWarmup, isCompleted }) => ({
      exerciseName,
      exerciseOrder,
      setNumber,
      weight,
      reps,
      isWarmup,
      isCompleted,
    }))).toEqual([
      { exerciseName: EXERCISES.squat.name, exerciseOrder: 0, setNumber: 1, weight: 13_500, reps: 5, isWarmup: true, isCompleted: true },
      { exerciseName: EXERCISES.squat.name, exerciseOrder: 0, setNumber: 2, weight: 22_500, reps: 5, isWarmup: false, isCompleted: true },
      { exerciseName: EXERCISES.squat.name, exerciseOrder: 0, setNumber: 3, weight: 22_550, reps: 3, isWarmup: false, isCompleted: true },
      { exerciseName: EXERCISES.deadlift.name, exerciseOrder: 1, setNumber: 1, weight: 31_500, reps: 2, isWarmup: false, isCompleted: true },
      { exerciseName: EXERCISES.deadlift.name, exerciseOrder: 1, setNumber: 2, weight: 40_000, reps: 1, isWarmup: false, isCompleted: false },
    ]);
    expect(new Set(sets.map((set) => set.sessionId))).toEqual(new Set([session.id]));
  });

  it('adds to my counters and my completed workouts, ordered by when it ended', async () => {
    const me = await signUp();
    const before = await statsOf(me.token, me.user.id);
    const older = await logged(me.token, { ...legDay('2025-01-01T10:00:00Z'), name: 'Older' });
    const recent = await logged(me.token, { ...legDay(minutesAgo(60)), name: 'Recent', durationMinutes: undefined, endTime: minutesAgo(5) });

    const after = await statsOf(me.token, me.user.id);
    expect(before).toMatchObject({ totalWorkouts: 0, totalVolume: 0 });
    expect(after).toMatchObject({ totalWorkouts: 2, totalVolume: 2 * 2431.5, thisWeekWorkouts: expect.any(Number) });
    expect(recent.duration).toBe(55);
    expect((await completedOf(me.token, me.user.id)).map((workout) => workout.id)).toEqual([recent.id, older.id]);
  });

  it('leaves the active workout running', async () => {
    const me = await signUp();
    const active = await startWorkout(me.token, { name: 'Live one', isActive: true });

    await logged(me.token);

    const current = await api('GET /api/workout-sessions/active', { token: me.token });
    expect(current.body).toMatchObject({ id: active.id, status: 'active', isActive: true });
  });

  it('names a workout without a name Quick Workout, and counts a set without flags as a done working set', async () => {
    const me = await signUp();
    const session = await logged(me.token, {
      startTime: minutesAgo(30),
      durationMinutes: 30,
      exercises: [{ exerciseId: EXERCISES.curl.id, sets: [{ weight: 5_000, reps: 10 }] }],
    });

    expect(session).toMatchObject({ name: 'Quick Workout', notes: null, totalWeight: 500 });
  });

  it('logs with a custom exercise of mine, never with another person’s', async () => {
    const me = await signUp();
    const other = await signUp();
    const created = await api('POST /api/exercises', { token: other.token, body: { name: 'Secret Curl', category: 'Arms', equipment: 'Dumbbell' } });
    expect(created.status).toBe(201);
    const body = { startTime: minutesAgo(30), durationMinutes: 20, exercises: [{ exerciseId: created.body.id, sets: [{ weight: 1_000, reps: 8 }] }] };

    expect(await log(me.token, body)).toMatchObject({ status: 404, body: { message: 'Exercise not found' } });
    expect(await log(other.token, body)).toMatchObject({ status: 201, body: { exerciseIds: [created.body.id] } });
    expect((await statsOf(me.token, me.user.id)).totalWorkouts).toBe(0);
  });

  it('belongs to the token’s user: a userId in the body is refused and nobody else sees the workout', async () => {
    const me = await signUp();
    const other = await signUp();

    const refused = await log(me.token, { ...legDay(), userId: other.user.id });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Unknown field: userId.' } });

    const session = await logged(me.token);
    expect((await api('GET /api/workout-sessions/{id}', { params: { id: session.id }, token: other.token })).status).toBe(404);
    expect((await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId: session.id }, token: other.token })).status).toBe(404);
    expect((await statsOf(other.token, other.user.id)).totalWorkouts).toBe(0);
    expect(await completedOf(other.token, other.user.id)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await log(undefined, legDay())).status).toBe(401);
  });

  it('notifies each follower once, as finishing does', async () => {
    const athlete = await signUp();
    const follower = await signUp();
    await createFollow(follower.user.id, athlete.user.id);

    await logged(athlete.token);

    // Followers hear of it from the table's stream (issue 31): a moment after the request.
    const notificationsOf = async () => (await api('GET /api/notifications', { token: follower.token })).body;
    await expect.poll(notificationsOf, { timeout: 20_000, interval: 200 }).toEqual([
      expect.objectContaining({ type: 'workout_complete', message: `${athlete.user.displayName} completed Leg Day`, actorId: athlete.user.id }),
    ]);
  });

  const { durationMinutes: _duration, ...withoutEnd } = legDay();
  const manySets = (count: number) => Array.from({ length: count }, () => ({ weight: 1_000, reps: 5 }));
  const catalogueIds = Object.values(EXERCISES).map((exercise) => exercise.id);
  const invalid: [string, unknown, string][] = [
    ['no startTime', { ...legDay(), startTime: undefined }, 'startTime must be an ISO 8601 date-time.'],
    ['a startTime without a zone', { ...legDay(), startTime: '2025-03-04T08:15:00' }, 'startTime must be an ISO 8601 date-time with a time zone.'],
    ['a start in the future', legDay(new Date(Date.now() + 3_600_000).toISOString()), 'A workout cannot start in the future.'],
    ['neither durationMinutes nor endTime', withoutEnd, 'Send either durationMinutes or endTime.'],
    ['both durationMinutes and endTime', { ...legDay(), endTime: minutesAgo(1) }, 'Send either durationMinutes or endTime.'],
    ['an end before the start', { ...withoutEnd, endTime: minutesAgo(120) }, 'endTime cannot be before startTime.'],
    ['a workout over a day', { ...legDay(minutesAgo(3000)), durationMinutes: 1441 }, 'A workout can last at most 1440 minutes.'],
    ['no exercises', { ...legDay(), exercises: [] }, 'Add at least one exercise.'],
    ['an exercise twice', { ...legDay(), exercises: [legDay().exercises[0], legDay().exercises[0]] }, 'Each exercise can appear only once.'],
    ['an unknown exercise', { ...legDay(), exercises: [{ exerciseId: 'no-such-exercise', sets: [] }] }, 'Exercise not found'],
    ['a negative weight', { ...legDay(), exercises: [{ exerciseId: EXERCISES.squat.id, sets: [{ weight: -1, reps: 5 }] }] }, 'Weight cannot be negative.'],
    ['too long a description', { ...legDay(), description: 'x'.repeat(501) }, 'Description must be at most 500 characters.'],
    [
      'too many sets of an exercise',
      { ...legDay(), exercises: [{ exerciseId: EXERCISES.squat.id, sets: manySets(MAX_SETS_PER_EXERCISE + 1) }] },
      `An exercise can have at most ${MAX_SETS_PER_EXERCISE} sets.`,
    ],
    [
      'too many sets in all',
      {
        ...legDay(),
        exercises: Array.from({ length: 11 }, (_, index) => ({ exerciseId: catalogueIds[index % 4]! + '#' + index, sets: manySets(46) })),
      },
      `A workout can have at most ${MAX_SETS_PER_SESSION} sets.`,
    ],
  ];

  it.each(invalid)('refuses %s and stores nothing', async (_case, body, message) => {
    const me = await signUp();

    const result = await log(me.token, body);

    expect(result.status, JSON.stringify(result.body)).toBe(message === 'Exercise not found' ? 404 : 400);
    expect(result.body).toEqual({ message });
    expect(await statsOf(me.token, me.user.id)).toMatchObject({ totalWorkouts: 0, totalVolume: 0 });
    expect(await completedOf(me.token, me.user.id)).toEqual([]);
  });
});
