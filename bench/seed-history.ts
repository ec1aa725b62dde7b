import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../functions/lib/config';
import { writeAllItems } from '../functions/lib/db/batch-write';
import { db } from '../functions/lib/db/client';
import { completedIndexKey, userStatsKey } from '../functions/sessions/keys';
import { timeOrderedId } from '../functions/lib/ids';
import { createNotifications } from '../functions/notifications/repository';
import { finishInsights } from '../functions/sessions/insights';
import type { ExerciseRecordsRecord, SessionRecord, SetRecord } from '../functions/sessions/records';
import { exerciseRecordsItem, historyEntryItem, sessionItem, setItem } from '../functions/sessions/items';

const SETS_PER_WORKOUT = 3;

/**
 * Gives `userId` a history of `count` completed workouts (3 sets each, one every 6 hours back from now) and as
 * many unread notifications, written in bulk with the same item shapes the repositories write: each workout with
 * its history entry and confirmed records, and the exercise's records item as the finishes leave it (computed by
 * the same code a finish runs, oldest workout first).
 */
export async function seedHistory(options: { userId: string; count: number; exerciseId: string; exerciseName: string }): Promise<void> {
  const { userId, count, exerciseId, exerciseName } = options;
  const items: Record<string, unknown>[] = [];
  const now = Date.now();
  let records = new Map<string, ExerciseRecordsRecord>();
  for (let index = count - 1; index >= 0; index--) {
    const start = new Date(now - (index + 1) * 6 * 60 * 60 * 1000);
    const end = new Date(start.getTime() + 60 * 60 * 1000);
    const id = timeOrderedId(start);
    const session: SessionRecord = {
      id,
      userId,
      name: `Workout ${index + 1}`,
      workoutName: null,
      isActive: false,
      status: 'completed',
      startTime: start.toISOString(),
      startedAt: start.toISOString(),
      createdAt: start.toISOString(),
      endTime: end.toISOString(),
      completedAt: end.toISOString(),
      duration: 60,
      workoutPlanId: null,
      workoutId: null,
      totalWeight: SETS_PER_WORKOUT * 100 * 5,
      notes: null,
      exerciseIds: [exerciseId],
      exerciseRestSeconds: {},
      version: 1,
    };
    const sets: SetRecord[] = [];
    for (let setNumber = 1; setNumber <= SETS_PER_WORKOUT; setNumber++) {
      const localId = timeOrderedId(start);
      const set: SetRecord = {
        id: `${id}.${localId}`,
        localId,
        userId,
        sessionId: id,
        exerciseId,
        exerciseName,
        setNumber,
        weight: 10_000,
        reps: 5,
        isCompleted: true,
        isWarmup: false,
        createdAt: start.toISOString(),
      };
      sets.push(set);
    }
    const insights = finishInsights({ session, sets, records, now: end });
    items.push({ ...sessionItem({ ...session, personalRecords: insights.personalRecords }), ...completedIndexKey(userId, end.toISOString(), id) });
    items.push(...sets.map(setItem), ...insights.history.map(historyEntryItem));
    if (insights.records.length > 0) records = new Map([...records, ...insights.records.map(({ record }) => [record.exerciseId, record] as const)]);
  }
  items.push(...[...records.values()].map(exerciseRecordsItem));
  await writeAllItems({ client: db, tableName: tableName(), items });
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userStatsKey(userId),
      UpdateExpression: 'SET entity = :entity, userId = :userId ADD totalWorkouts :count, totalVolumeHundredths :volume',
      ExpressionAttributeValues: { ':entity': 'UserStats', ':userId': userId, ':count': count, ':volume': count * SETS_PER_WORKOUT * 10_000 * 5 },
    }),
  );
  await createNotifications({
    userIds: Array.from({ length: count }, () => userId),
    notification: { type: 'workout_complete', title: 'Workout completed', message: 'A friend finished a workout' },
  });
}
