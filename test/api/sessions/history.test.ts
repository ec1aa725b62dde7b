import { describe, expect, it } from 'vitest';
import type { WorkoutSession } from '../../../shared/api-types';
import { NEXT_CURSOR_HEADER } from '../../../shared/api-types';
import { api, signUp, type QueryOf } from '../../support/api';
import { createFollow } from '../../support/db';
import { addSet, EXERCISES, finishWorkout, pause, startWorkout } from './helpers';

/** Starts, logs one completed set (weight hundredths x reps) and finishes a workout. */
async function completeWorkout(token: string, name: string, weight = 10_000, reps = 10): Promise<WorkoutSession> {
  const session = await startWorkout(token, { name, isActive: true });
  await addSet(token, session.id, EXERCISES.bench.id, { weight, reps, isCompleted: true });
  const finished = await finishWorkout(token, session.id);
  await pause(3); // distinct completion instants, so "newest first" is well defined
  return finished;
}

const completed = (token: string, userId: string, query: QueryOf<'GET /api/users/{id}/completed-workouts'> = {}) =>
  api('GET /api/users/{id}/completed-workouts', { params: { id: userId }, query, token });
const stats = (token: string, userId: string, query: QueryOf<'GET /api/users/{id}/statistics'> = {}) =>
  api('GET /api/users/{id}/statistics', { params: { id: userId }, query, token });

describe('GET /api/users/{id}/completed-workouts', () => {
  it('lists my completed workouts newest first, in the public shape, without the active one', async () => {
    const me = await signUp();
    const first = await completeWorkout(me.token, 'Monday');
    const second = await completeWorkout(me.token, 'Wednesday', 10_250, 8);
    await startWorkout(me.token, { name: 'In progress', isActive: true });

    const result = await completed(me.token, me.user.id);

    expect(result.status).toBe(200);
    expect(result.body.map((w) => w.name)).toEqual(['Wednesday', 'Monday']);
    expect(result.body[0]).toEqual({
      id: second.id,
      name: 'Wednesday',
      startTime: second.startTime,
      completedAt: second.completedAt,
      endTime: second.endTime,
      createdAt: second.createdAt,
      totalWeight: 820,
      duration: 0,
      // 102.5 × 8 after 100 × 10: heaviest weight, and the most reps at 102.5 (docs/decisions.md, issue 11).
      personalRecordCount: 2,
    });
    expect(result.body[1]?.id).toBe(first.id);
    expect(result.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('pages with limit and the x-next-cursor header', async () => {
    const me = await signUp();
    for (const name of ['A', 'B', 'C', 'D', 'E']) await completeWorkout(me.token, name);

    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await completed(me.token, me.user.id, { limit: 2, cursor: cursor ?? undefined });
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(2);
      names.push(...page.body.map((w) => w.name));
      cursor = page.headers.get(NEXT_CURSOR_HEADER);
      pages++;
    } while (cursor && pages < 10);

    expect(names).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(pages).toBe(3);
    // A page that ends exactly at the last workout says so: no cursor to an empty page.
    const exact = await completed(me.token, me.user.id, { limit: 5 });
    expect(exact.body).toHaveLength(5);
    expect(exact.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('answers only the workouts completed at or after `from`', async () => {
    const me = await signUp();
    await completeWorkout(me.token, 'Old');
    const middle = await completeWorkout(me.token, 'Middle');
    await completeWorkout(me.token, 'New');

    const result = await completed(me.token, me.user.id, { from: middle.completedAt ?? '' });
    const future = await completed(me.token, me.user.id, { from: '2999-01-01' });

    expect(result.body.map((w) => w.name)).toEqual(['New', 'Middle']);
    expect(future.body).toEqual([]);
  });

  it('answers 403 for another user’s workouts', async () => {
    const athlete = await signUp();
    const me = await signUp();
    await completeWorkout(athlete.token, 'Private');

    const result = await completed(me.token, athlete.user.id);

    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: 'You can only view your own workouts' });
  });

  it.each([
    ['a malformed cursor', { cursor: 'not-a-cursor' }, 'Invalid cursor'],
    ['a cursor of another partition', { cursor: Buffer.from(JSON.stringify({ PK: 'USER#x', SK: 'PROFILE' })).toString('base64url') }, 'Invalid cursor'],
    ['a zero limit', { limit: 0 }, expect.stringMatching(/^limit: /)],
    ['a limit over 100', { limit: 101 }, expect.stringMatching(/^limit: /)],
    ['a malformed from', { from: 'yesterday' }, 'from must be an ISO 8601 date or date-time.'],
  ])('answers 400 for %s', async (_case, query, message) => {
    const me = await signUp();
    const result = await completed(me.token, me.user.id, query);

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
  });

  it('answers 400, not 500, for a cursor of my own partition with a key DynamoDB would refuse', async () => {
    const me = await signUp();
    const cursorOf = (GSI2SK: string) =>
      Buffer.from(JSON.stringify({ PK: 'SESSION#abc', SK: 'SESSION', GSI2PK: `USER#${me.user.id}#COMPLETED`, GSI2SK })).toString('base64url');

    for (const sortKey of ['', 'x'.repeat(1100)]) {
      const result = await completed(me.token, me.user.id, { cursor: cursorOf(sortKey) });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ message: 'Invalid cursor' });
    }
  });
});

describe('GET /api/users/{id}/statistics', () => {
  it('answers zeros before the first workout', async () => {
    const me = await signUp();
    const result = await stats(me.token, me.user.id);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ totalWorkouts: 0, totalVolume: 0, thisWeekWorkouts: 0 });
  });

  it('counts completed workouts and their volume, this week included; another user sees only the total', async () => {
    const me = await signUp();
    const visitor = await signUp();
    await completeWorkout(me.token, 'One', 10_000, 10); // 1000 lb
    await completeWorkout(me.token, 'Two', 10_250, 8); // 820 lb
    await startWorkout(me.token, { name: 'Active, not counted', isActive: true });

    const mine = await stats(me.token, me.user.id);
    const seenByVisitor = await stats(visitor.token, me.user.id);
    const sinceFuture = await stats(me.token, me.user.id, { weekStart: '2999-01-01T00:00:00Z' });

    expect(mine.body).toEqual({ totalWorkouts: 2, totalVolume: 1820, thisWeekWorkouts: 2 });
    expect(seenByVisitor.status).toBe(200);
    expect(seenByVisitor.body).toEqual({ totalWorkouts: 2 });
    expect(sinceFuture.body).toEqual({ totalWorkouts: 2, totalVolume: 1820, thisWeekWorkouts: 0 });
  });

  it("refuses another user's weekly numbers (403): moving weekStart must not reveal when they trained", async () => {
    const athlete = await signUp();
    const visitor = await signUp();
    await completeWorkout(athlete.token, 'Dawn session');

    const result = await stats(visitor.token, athlete.user.id, { weekStart: new Date(Date.now() - 60_000).toISOString() });

    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: 'You can only see your own weekly statistics' });
  });

  it('answers 404 for an account that does not exist', async () => {
    const visitor = await signUp();
    const result = await stats(visitor.token, 'no-such-user');

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'User not found' });
  });

  it('never counts a workout twice, however many times (or how concurrently) it is finished', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await addSet(me.token, session.id, EXERCISES.squat.id, { weight: 10_000, reps: 10, isCompleted: true });

    const finishes = await Promise.all(Array.from({ length: 4 }, () => api('PUT /api/workout-sessions/{id}', {
      params: { id: session.id },
      token: me.token,
      body: { status: 'completed', isActive: false },
    })));
    await finishWorkout(me.token, session.id);

    expect(finishes.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(finishes.map((r) => r.body.completedAt)).size).toBe(1);
    expect((await stats(me.token, me.user.id)).body).toEqual({ totalWorkouts: 1, totalVolume: 1000, thisWeekWorkouts: 1 });
    expect((await completed(me.token, me.user.id)).body).toHaveLength(1);
  });

  it('takes a discarded completed workout back out of the numbers and the list', async () => {
    const me = await signUp();
    await completeWorkout(me.token, 'Keep', 10_000, 1);
    const gone = await completeWorkout(me.token, 'Discard', 10_000, 2);

    expect((await api('DELETE /api/workout-sessions/{id}', { params: { id: gone.id }, token: me.token })).status).toBe(204);

    expect((await stats(me.token, me.user.id)).body).toEqual({ totalWorkouts: 1, totalVolume: 100, thisWeekWorkouts: 1 });
    expect((await completed(me.token, me.user.id)).body.map((w) => w.name)).toEqual(['Keep']);
  });

  it('answers 400 for a malformed weekStart', async () => {
    const me = await signUp();
    const result = await stats(me.token, me.user.id, { weekStart: 'last-sunday' });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'weekStart must be an ISO 8601 date or date-time.' });
  });
});

describe('finishing notifies followers', () => {
  it('gives each follower one workout_complete notification, and none to others', async () => {
    const athlete = await signUp();
    const follower = await signUp();
    const stranger = await signUp();
    await createFollow(follower.user.id, athlete.user.id);

    const session = await startWorkout(athlete.token, { name: 'Leg Day', isActive: true });
    await finishWorkout(athlete.token, session.id);
    await finishWorkout(athlete.token, session.id); // a second finish notifies nobody again

    // Followers hear of it from the table's stream (issue 31): a moment after the finish.
    const notificationsOf = async (token: string) => (await api('GET /api/notifications', { token })).body;
    await expect.poll(() => notificationsOf(follower.token), { timeout: 20_000, interval: 200 }).toEqual([
      {
        id: expect.any(String),
        type: 'workout_complete',
        title: 'Workout completed',
        message: `${athlete.user.displayName} completed Leg Day`,
        isRead: false,
        createdAt: expect.any(String),
        actorId: athlete.user.id,
      },
    ]);
    expect(await notificationsOf(stranger.token)).toEqual([]);
    expect(await notificationsOf(athlete.token)).toEqual([]);
  });
});
