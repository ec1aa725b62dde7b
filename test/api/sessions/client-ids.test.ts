/** Issue 12: workouts and sets created with ids chosen on the phone, then changed by those ids. */
import { describe, expect, it } from 'vitest';
import { timeOrderedId } from '../../../shared/ids';
import { api, signUp } from '../../support/api';
import { EXERCISES, getSession, listSets, startWorkout } from './helpers';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

async function startWithId(token: string, id: string, extra: Record<string, unknown> = {}) {
  return api('POST /api/workout-sessions', { token, body: { id, name: 'Basement', isActive: true, ...extra } });
}

describe('ids chosen on the device', () => {
  it('creates a workout and its sets with the phone’s ids, then patches, toggles and deletes them by those ids', async () => {
    const me = await signUp();
    const sessionId = timeOrderedId(hoursAgo(2));
    const firstId = timeOrderedId(hoursAgo(2));
    const secondId = timeOrderedId(hoursAgo(1.9));

    const started = await startWithId(me.token, sessionId);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ id: sessionId, status: 'active' });
    // No start sent: the time part of the id is when it started.
    expect(Math.abs(Date.parse(started.body.startTime) - hoursAgo(2).getTime())).toBeLessThan(60_000);

    const first = await api('POST /api/workout-sets', {
      token: me.token,
      body: { id: firstId, sessionId, exerciseId: EXERCISES.bench.id, weight: 10_000, reps: 5 },
    });
    const second = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', {
      params: { id: sessionId, exerciseId: EXERCISES.bench.id },
      token: me.token,
      body: { id: secondId, weight: 10_000, reps: 4 },
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body).toMatchObject({ id: firstId, sessionId, setNumber: 1 });
    expect(second.body).toMatchObject({ id: secondId, sessionId, setNumber: 2 });

    const patched = await api('PATCH /api/workout-sets/{id}', { params: { id: firstId }, token: me.token, body: { weight: 12_500 } });
    const toggled = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: firstId }, token: me.token });
    const warmup = await api('PATCH /api/workout-sets/{id}/toggle-warmup', { params: { id: secondId }, token: me.token });
    expect(patched.body).toMatchObject({ id: firstId, weight: 12_500, reps: 5 });
    expect(toggled.body).toMatchObject({ id: firstId, isCompleted: true });
    expect(warmup.body).toMatchObject({ id: secondId, isWarmup: true });

    expect((await api('DELETE /api/workout-sets/{id}', { params: { id: secondId }, token: me.token })).status).toBe(200);
    expect((await listSets(me.token, sessionId)).map(({ id, weight, isCompleted }) => ({ id, weight, isCompleted }))).toEqual([
      { id: firstId, weight: 12_500, isCompleted: true },
    ]);
  });

  it('refuses an id already used, by anyone, without saying whose', async () => {
    const me = await signUp();
    const other = await signUp();
    const theirs = await startWorkout(other.token);
    const sessionId = timeOrderedId();
    expect((await startWithId(me.token, sessionId)).status).toBe(201);
    const setId = timeOrderedId();
    expect((await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: sessionId, exerciseId: EXERCISES.squat.id }, token: me.token, body: { id: setId } })).status).toBe(201);

    const again = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: sessionId, exerciseId: EXERCISES.squat.id }, token: me.token, body: { id: setId } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This id is already in use' });
    expect(await listSets(me.token, sessionId)).toHaveLength(1);

    // A deleted set's id stays used.
    await api('DELETE /api/workout-sets/{id}', { params: { id: setId }, token: me.token });
    expect((await api('POST /api/workout-sets', { token: me.token, body: { id: setId, sessionId, exerciseId: EXERCISES.squat.id } })).status).toBe(409);

    // Another person's session id: after finishing mine, starting with their id is refused the same way.
    await api('PUT /api/workout-sessions/{id}', { params: { id: sessionId }, token: me.token, body: { status: 'completed' } });
    const taken = await startWithId(me.token, theirs.id);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'This id is already in use' });
    expect(JSON.stringify(taken.body)).not.toContain(other.user.id);
    expect(await getSession(other.token, theirs.id)).toEqual(theirs);
  });

  it('refuses ids of the wrong shape or too far in the future with 400', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const future = timeOrderedId(new Date(Date.now() + 25 * 3_600_000));

    for (const id of ['short', 'ABCDEFGHIJKLMNOPQRSTU', `${timeOrderedId()}x`, 42, future]) {
      const set = await api('POST /api/workout-sets', { token: me.token, untypedBody: { id, sessionId: session.id, exerciseId: EXERCISES.bench.id } });
      expect(set.status, String(id)).toBe(400);
      expect(set.body).toEqual({ message: expect.any(String) });
    }
    const other = await signUp();
    const badSession = await startWithId(other.token, future);
    expect(badSession.status).toBe(400);
    expect(badSession.body).toEqual({ message: 'id cannot be more than 24 hours ahead of the server clock.' });
    expect(await listSets(me.token, session.id)).toEqual([]);
  });

  it('refuses a new id while another workout is active, and answers the active one for its own id', async () => {
    const me = await signUp();
    const active = await startWorkout(me.token);

    const another = await startWithId(me.token, timeOrderedId());
    expect(another.status).toBe(409);
    expect(another.body).toEqual({ message: 'Another workout is already in progress' });

    const same = await startWithId(me.token, active.id);
    expect(same.status).toBe(200);
    expect(same.body).toEqual(active);
    // Without an id the active one is answered, as before.
    expect((await api('POST /api/workout-sessions', { token: me.token, body: {} })).body).toEqual(active);
  });

  it('keeps the start and the end of a workout finished offline hours ago', async () => {
    const me = await signUp();
    const sessionId = timeOrderedId(hoursAgo(3));
    const startTime = hoursAgo(3).toISOString();
    const endTime = hoursAgo(2).toISOString();
    expect((await startWithId(me.token, sessionId, { startTime })).status).toBe(201);

    const finished = await api('PUT /api/workout-sessions/{id}', {
      params: { id: sessionId },
      token: me.token,
      body: { status: 'completed', isActive: false, endTime, completedAt: endTime },
    });

    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body).toMatchObject({ id: sessionId, status: 'completed', startTime, endTime, completedAt: endTime, duration: 60 });
    expect(await getSession(me.token, sessionId)).toMatchObject({ startTime, endTime, completedAt: endTime });
  });

  it('refuses an end before the start or more than five minutes ahead, and leaves the workout active', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    for (const endTime of ['1999-01-01T00:00:00.000Z', new Date(Date.now() + 10 * 60_000).toISOString()]) {
      const result = await api('PUT /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, body: { status: 'completed', endTime, completedAt: endTime } });
      expect(result.status, endTime).toBe(400);
      expect(result.body).toEqual({ message: expect.stringMatching(/^endTime cannot be/) });
    }
    expect((await getSession(me.token, session.id)).status).toBe('active');
  });
});
