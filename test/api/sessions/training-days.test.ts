/**
 * Training days (issue 11 item 5, the history calendar): the days of a month with a finished workout, as dates in the
 * caller's time zone, from one Query of the completed index. Private to their owner.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../../shared/api-types';
import { api, callRaw, signUp } from '../../support/api';
import { countedApi } from '../../support/counted-api';
import { useLocalStackForFunctions } from '../../support/functions-env';
import { EXERCISES, startWorkout } from './helpers';
import { logWorkout, trainingDaysOf } from './insights-helpers';

useLocalStackForFunctions();
const { invoke, issueToken } = await countedApi('sessions');
const { writeAllItems } = await import('../../../functions/lib/db/batch-write');
const { db } = await import('../../../functions/lib/db/client');
const { tableName } = await import('../../../functions/lib/config');
const { completedIndexKey } = await import('../../../functions/sessions/keys');
const { sessionItem } = await import('../../../functions/sessions/items');
const { TRAINING_DAYS_PAGE } = await import('../../../functions/sessions/history/service');

let me: AuthResponse;
let other: AuthResponse;

/** A workout of one set that ended at `endTime`. */
const workoutEndingAt = (token: string, endTime: string) =>
  logWorkout(token, {
    startTime: new Date(Date.parse(endTime) - 30 * 60_000).toISOString(),
    endTime,
    exercises: [{ exerciseId: EXERCISES.bench.id, lifts: [[10_000, 5]] }],
  });

beforeAll(async () => {
  [me, other] = await Promise.all([signUp(), signUp()]);
  for (const endTime of [
    '2025-01-31T23:30:00.000Z', // 1 February in Berlin
    '2025-03-14T23:30:00.000Z', // 15 March in Berlin
    '2025-03-14T09:00:00.000Z',
    '2025-03-02T12:00:00.000Z',
    '2025-03-31T22:30:00.000Z', // 1 April in Berlin (summer time: UTC+2)
  ]) {
    await workoutEndingAt(me.token, endTime);
  }
});

describe('GET /api/users/{id}/training-days', () => {
  it('answers the days of the month in UTC by default, each once, in order', async () => {
    const march = await trainingDaysOf(me.token, me.user.id, { month: '2025-03' });

    expect(march.status).toBe(200);
    expect(march.body).toEqual({ month: '2025-03', days: ['2025-03-02', '2025-03-14', '2025-03-31'] });
    expect((await trainingDaysOf(me.token, me.user.id, { month: '2025-01', timeZone: 'UTC' })).body.days).toEqual(['2025-01-31']);
  });

  it('counts a workout at 23:30 UTC on the next day in Europe/Berlin, across month ends', async () => {
    const berlin = (month: string) => trainingDaysOf(me.token, me.user.id, { month, timeZone: 'Europe/Berlin' });

    expect((await berlin('2025-03')).body).toEqual({ month: '2025-03', days: ['2025-03-02', '2025-03-14', '2025-03-15'] });
    expect((await berlin('2025-02')).body.days).toEqual(['2025-02-01']);
    expect((await berlin('2025-01')).body.days).toEqual([]);
    expect((await berlin('2025-04')).body.days).toEqual(['2025-04-01']);
  });

  it('leaves out the workout still going, and a month with nothing is empty', async () => {
    await startWorkout(other.token, { name: 'Now', isActive: true });
    const thisMonth = new Date().toISOString().slice(0, 7);

    expect((await trainingDaysOf(other.token, other.user.id, { month: thisMonth })).body).toEqual({ month: thisMonth, days: [] });
    expect((await trainingDaysOf(me.token, me.user.id, { month: '2024-12' })).body.days).toEqual([]);
  });

  it('refuses a time zone or month it does not know', async () => {
    const badZone = await trainingDaysOf(me.token, me.user.id, { month: '2025-03', timeZone: 'Mars/Olympus' });
    const badMonth = await trainingDaysOf(me.token, me.user.id, { month: '2025-13' });
    const noMonth = await callRaw('GET', `/api/users/${me.user.id}/training-days`, { token: me.token });

    expect(badZone.status).toBe(400);
    expect(badZone.body).toEqual({ message: 'timeZone must be an IANA time zone such as Europe/Berlin.' });
    expect(badMonth.status).toBe(400);
    expect(noMonth.status).toBe(400);
  });

  it('is private: another person’s training days answer 404, as nobody’s do', async () => {
    const theirs = await trainingDaysOf(other.token, me.user.id, { month: '2025-03' });
    const nobody = await trainingDaysOf(me.token, 'no-such-person', { month: '2025-03' });

    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(nobody.body);
    expect((await api('GET /api/users/{id}/training-days', { params: { id: me.user.id }, query: { month: '2025-03' } })).status).toBe(401);
  });

  it(`stays exact past ${TRAINING_DAYS_PAGE} workouts in a month: each further Query starts a day later`, async () => {
    // Seeded with the repository's own item shapes: 230 workouts on 3 May, one on 20 May, one on 31 May.
    const userId = randomUUID();
    const token = await issueToken(userId);
    const ends = [
      ...Array.from({ length: 230 }, (_, index) => new Date(Date.parse('2025-05-03T06:00:00.000Z') + index * 60_000).toISOString()),
      '2025-05-20T18:00:00.000Z',
      '2025-05-31T20:00:00.000Z',
    ];
    await writeAllItems({
      client: db,
      tableName: tableName(),
      items: ends.map((end, index) => {
        const id = `${String(index).padStart(4, '0')}${randomUUID().replace(/-/g, '').slice(0, 17)}`;
        return {
          ...sessionItem({
            id,
            userId,
            name: `Workout ${index}`,
            workoutName: null,
            isActive: false,
            status: 'completed',
            startTime: end,
            startedAt: end,
            createdAt: end,
            endTime: end,
            completedAt: end,
            duration: 0,
            workoutPlanId: null,
            workoutId: null,
            totalWeight: 0,
            notes: null,
            exerciseIds: [],
            exerciseRestSeconds: {},
            version: 1,
          }),
          ...completedIndexKey(userId, end, id),
        };
      }),
    });

    const result = await invoke(token, 'GET /api/users/{id}/training-days', { params: { id: userId }, query: { month: '2025-05' } });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ month: '2025-05', days: ['2025-05-03', '2025-05-20', '2025-05-31'] });
    // The first Query stops within 3 May; the second starts on 4 May and reads the rest.
    expect(result.commands).toEqual(['QueryCommand', 'QueryCommand']);
  });
});
