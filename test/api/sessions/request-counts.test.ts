/**
 * Every read endpoint of the sessions domain costs a fixed number of DynamoDB requests, however many
 * sessions the account has. The handler runs in this process (the same export the local stack and
 * Lambda run) with a middleware on the functions' DynamoDB client that counts requests.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { countedApi } from '../../support/counted-api';
import { useLocalStackForFunctions } from '../../support/functions-env';
import { EXERCISES } from './helpers';

useLocalStackForFunctions();
const { invoke, issueToken } = await countedApi('sessions');

/** How many DynamoDB requests one call makes. */
async function requestsOf(call: () => Promise<{ status: number; commands: string[] }>): Promise<number> {
  const result = await call();
  expect(result.status).toBe(200);
  return result.commands.length;
}

interface Account {
  userId: string;
  token: string;
  /** A completed session with sets, and the active one. */
  completedId: string;
  activeId: string;
}

/** An account with `count` completed workouts (each with two sets) and one active workout. */
async function accountWith(count: number): Promise<Account> {
  const userId = randomUUID();
  const token = await issueToken(userId);
  let completedId = '';
  for (let index = 0; index < count; index++) {
    const session = await invoke(token, 'POST /api/workout-sessions', { body: { name: `W${index}`, isActive: true } });
    for (let set = 0; set < 2; set++) {
      await invoke(token, 'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', {
        params: { id: session.body.id, exerciseId: EXERCISES.bench.id },
        body: { weight: 10_000, reps: 5, isCompleted: true },
      });
    }
    const finished = await invoke(token, 'PUT /api/workout-sessions/{id}', { params: { id: session.body.id }, body: { status: 'completed' } });
    expect(finished.status).toBe(200);
    completedId = session.body.id;
  }
  const active = await invoke(token, 'POST /api/workout-sessions', { body: { name: 'Now', isActive: true } });
  await invoke(token, 'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: active.body.id, exerciseId: EXERCISES.squat.id }, body: {} });
  // A completed working set: the active session's sets are answered with live record flags (issue 11).
  await invoke(token, 'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: active.body.id, exerciseId: EXERCISES.bench.id }, body: { weight: 10_500, reps: 5, isCompleted: true } });
  return { userId, token, completedId, activeId: active.body.id };
}

/** Every read endpoint, as (name, call) pairs. */
function reads(account: Account): [string, () => Promise<{ status: number; commands: string[] }>][] {
  const { token, userId } = account;
  return [
    ['GET active', () => invoke(token, 'GET /api/workout-sessions/active')],
    ['GET current', () => invoke(token, 'GET /api/workout-sessions/current')],
    ['GET session', () => invoke(token, 'GET /api/workout-sessions/{id}', { params: { id: account.completedId } })],
    ['GET sets of a session', () => invoke(token, 'GET /api/workout-sets/session/{sessionId}', { params: { sessionId: account.completedId } })],
    ['GET completed workouts (first page)', () => invoke(token, 'GET /api/users/{id}/completed-workouts', { params: { id: userId }, query: { limit: 5 } })],
    ['GET completed workouts (from)', () => invoke(token, 'GET /api/users/{id}/completed-workouts', { params: { id: userId }, query: { from: '2000-01-01' } })],
    ['GET statistics', () => invoke(token, 'GET /api/users/{id}/statistics', { params: { id: userId } })],
    ['GET sets of the active session (live record flags)', () => invoke(token, 'GET /api/workout-sets/session/{sessionId}', { params: { sessionId: account.activeId } })],
    ['GET exercise history (first page)', () => invoke(token, 'GET /api/users/{id}/exercises/{exerciseId}/history', { params: { id: userId, exerciseId: EXERCISES.bench.id }, query: { limit: 20 } })],
    ['GET exercise history (the last time)', () => invoke(token, 'GET /api/users/{id}/exercises/{exerciseId}/history', { params: { id: userId, exerciseId: EXERCISES.bench.id }, query: { limit: 1 } })],
    ['GET exercise records', () => invoke(token, 'GET /api/users/{id}/exercises/{exerciseId}/records', { params: { id: userId, exerciseId: EXERCISES.bench.id } })],
    ['GET training days', () => invoke(token, 'GET /api/users/{id}/training-days', { params: { id: userId }, query: { month: new Date().toISOString().slice(0, 7), timeZone: 'Europe/Berlin' } })],
  ];
}

describe('DynamoDB requests per read', () => {
  let small: Account;
  let large: Account;

  beforeAll(async () => {
    [small, large] = await Promise.all([accountWith(2), accountWith(40)]);
  }, 240_000);

  it('are the same for an account with 2 and with 40 workouts, and few', async () => {
    const smallCounts: Record<string, number> = {};
    const largeCounts: Record<string, number> = {};
    for (const [name, call] of reads(small)) smallCounts[name] = await requestsOf(call);
    for (const [name, call] of reads(large)) largeCounts[name] = await requestsOf(call);

    expect(largeCounts).toEqual(smallCounts);
    expect(smallCounts).toEqual({
      'GET active': 2,
      'GET current': 2,
      'GET session': 1,
      'GET sets of a session': 1,
      'GET completed workouts (first page)': 1,
      'GET completed workouts (from)': 1,
      'GET statistics': 2,
      'GET sets of the active session (live record flags)': 2,
      'GET exercise history (first page)': 1,
      'GET exercise history (the last time)': 1,
      'GET exercise records': 1,
      'GET training days': 1,
    });
  });

  it('finishing costs the same with one exercise or five: one Query, one BatchGet of records, one transaction (history and records in it)', async () => {
    const commandsOfFinish = async (exerciseIds: string[]) => {
      const token = await issueToken(randomUUID());
      const session = await invoke(token, 'POST /api/workout-sessions', { body: { name: 'Many', isActive: true } });
      for (const exerciseId of exerciseIds) {
        await invoke(token, 'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: session.body.id, exerciseId }, body: { weight: 10_000, reps: 5, isCompleted: true } });
      }
      const finished = await invoke(token, 'PUT /api/workout-sessions/{id}', { params: { id: session.body.id }, body: { status: 'completed' } });
      expect(finished.status).toBe(200);
      expect(finished.body.personalRecords).toHaveLength(5 * exerciseIds.length);
      return finished.commands;
    };

    const one = await commandsOfFinish([EXERCISES.bench.id]);
    const five = await commandsOfFinish([EXERCISES.bench.id, EXERCISES.squat.id, EXERCISES.deadlift.id, EXERCISES.curl.id, 'Barbell_Shrug']);

    expect([...five].sort()).toEqual([...one].sort());
    expect(one.slice(0, 3)).toEqual(['QueryCommand', 'BatchGetItemCommand', 'TransactWriteItemsCommand']);
    // Then markActive (UpdateItem) and the cancel of a pending rest alert (DeleteItem, decision 119); followers are
    // notified from the table stream (decision 91), not in the request.
    expect(one.slice(3)).toEqual(['UpdateItemCommand', 'DeleteItemCommand']);
  });

  it('counts a full week of workouts with one bounded query, and pages the completed list', async () => {
    const statistics = await invoke(large.token, 'GET /api/users/{id}/statistics', { params: { id: large.userId } });
    expect(statistics.body).toEqual({ totalWorkouts: 40, totalVolume: 40 * 2 * 500, thisWeekWorkouts: 40 });

    const page = await invoke(large.token, 'GET /api/users/{id}/completed-workouts', { params: { id: large.userId }, query: { limit: 5 } });
    expect(page.body).toHaveLength(5);
    expect(page.cursor).toEqual(expect.any(String));
  });
});
