import { GetItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { sessionKey } from '../../../functions/sessions/keys';
import { api, signUp } from '../../support/api';
import { createFollow, testDb } from '../../support/db';
import { useLocalStackForFunctions } from '../../support/functions-env';
import { addSet, EXERCISES, finishWorkout, startWorkout } from './helpers';
import { importBatchBody } from '../../../bench/data-transfer';

// The stream handler's DynamoDB client must be pointed at the local stack before it is imported.
useLocalStackForFunctions();
const { handler } = await import('../../../functions/sessions/stream-handler');

/**
 * Issue 31: followers hear of a finished workout from the table's stream (functions/sessions/workout-notices.ts),
 * not in the finish request: they see the notification a moment later, so these tests poll for it.
 */
const POLL = { timeout: 20_000, interval: 200 };
const notificationsOf = async (token: string) => (await api('GET /api/notifications', { token })).body;
const messagesOf = async (token: string) => (await notificationsOf(token)).map((notification) => notification.message);
const unreadCount = async (token: string) => (await api('GET /api/notifications/unread-count', { token })).body.count;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const logWorkout = (token: string, body: Record<string, unknown>) =>
  api('POST /api/workout-sessions/completed', {
    token,
    body: { startTime: minutesAgo(50), durationMinutes: 40, exercises: [{ exerciseId: EXERCISES.squat.id, sets: [{ weight: 13_500, reps: 5 }] }], ...body },
  });

async function athleteWithFollowers(count: number) {
  const athlete = await signUp();
  const followers = await Promise.all(Array.from({ length: count }, () => signUp()));
  for (const follower of followers) await createFollow(follower.user.id, athlete.user.id);
  return { athlete, followers };
}

/** The stored session as the stream carries it (attribute values), finished: the record its finish put on the stream. */
async function finishRecordOf(sessionId: string): Promise<DynamoDBRecord> {
  const { Item } = await testDb().send(new GetItemCommand({ TableName: inject('tableName'), Key: { PK: { S: sessionKey(sessionId).PK }, SK: { S: sessionKey(sessionId).SK } } }));
  const NewImage = Item as Record<string, AttributeValue>;
  const OldImage = { ...NewImage, status: { S: 'active' } };
  return { eventID: `replay-${sessionId}`, eventName: 'MODIFY', dynamodb: { SequenceNumber: '1', OldImage, NewImage } } as DynamoDBRecord;
}

describe('followers hear of a finished workout from the table stream', () => {
  it('every follower gets one notification of a finish, dated by it; nobody else does', async () => {
    const { athlete, followers } = await athleteWithFollowers(2);
    const stranger = await signUp();
    const session = await startWorkout(athlete.token, { name: 'Leg Day', isActive: true });
    const finished = await finishWorkout(athlete.token, session.id);

    for (const follower of followers) {
      await expect.poll(() => notificationsOf(follower.token), POLL).toEqual([
        {
          id: expect.any(String),
          type: 'workout_complete',
          title: 'Workout completed',
          message: `${athlete.user.displayName} completed Leg Day`,
          isRead: false,
          createdAt: finished.completedAt,
          actorId: athlete.user.id,
        },
      ]);
    }
    expect(await notificationsOf(stranger.token)).toEqual([]);
    expect(await notificationsOf(athlete.token)).toEqual([]);
  });

  it('a replayed record changes nothing: no second notification, and one read stays read', async () => {
    const { athlete, followers } = await athleteWithFollowers(2);
    const [reader, other] = followers as [(typeof followers)[0], (typeof followers)[0]];
    const session = await startWorkout(athlete.token, { name: 'Push Day', isActive: true });
    await addSet(athlete.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5, isCompleted: true });
    await finishWorkout(athlete.token, session.id);
    await expect.poll(() => messagesOf(reader.token), POLL).toEqual([`${athlete.user.displayName} completed Push Day`]);
    await expect.poll(() => messagesOf(other.token), POLL).toEqual([`${athlete.user.displayName} completed Push Day`]);
    const [delivered] = await notificationsOf(reader.token);
    expect((await api('PUT /api/notifications/{id}/read', { params: { id: delivered!.id }, token: reader.token })).status).toBe(200);

    // Lambda delivers a record again after a failure (the batch retried from it): twice more here, in one batch.
    const record = await finishRecordOf(session.id);
    expect(await handler({ Records: [record, { ...record, eventID: 'again' }] })).toEqual({ batchItemFailures: [] });

    expect(await notificationsOf(reader.token)).toEqual([{ ...delivered, isRead: true }]);
    expect(await unreadCount(reader.token)).toBe(0);
    expect(await messagesOf(other.token)).toEqual([`${athlete.user.displayName} completed Push Day`]);
    expect(await unreadCount(other.token)).toBe(1);
  });

  it('a workout logged from the Save screen is told, dated when it was logged', async () => {
    const { athlete, followers } = await athleteWithFollowers(1);
    const before = Date.now();
    const logged = await logWorkout(athlete.token, { name: 'Garage Legs' });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);

    await expect.poll(() => messagesOf(followers[0]!.token), POLL).toEqual([`${athlete.user.displayName} completed Garage Legs`]);
    const [notification] = await notificationsOf(followers[0]!.token);
    expect(Date.parse(notification!.createdAt)).toBeGreaterThanOrEqual(before - 1_000);
  });

  it("'only-me' workouts and CSV imports tell nobody: the next workout for followers is the only one told", async () => {
    const { athlete, followers } = await athleteWithFollowers(1);
    expect((await logWorkout(athlete.token, { name: 'Quiet Legs', visibility: 'only-me' })).status).toBe(201);
    const quietFinish = await startWorkout(athlete.token, { name: 'Quiet Push', isActive: true });
    const quiet = await api('PUT /api/workout-sessions/{id}', {
      params: { id: quietFinish.id },
      token: athlete.token,
      body: { status: 'completed', isActive: false, visibility: 'only-me' },
    });
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    const imported = await api('POST /api/workout-imports', { token: athlete.token, body: importBatchBody(athlete.user.id.slice(0, 12)) });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.imported).toBe(20);

    // Records of one partition come in order: once the later one has been told, the earlier ones had their chance.
    const loud = await startWorkout(athlete.token, { name: 'Loud Legs', isActive: true });
    await finishWorkout(athlete.token, loud.id);
    await expect.poll(() => messagesOf(followers[0]!.token), POLL).toEqual([`${athlete.user.displayName} completed Loud Legs`]);
  });
});
