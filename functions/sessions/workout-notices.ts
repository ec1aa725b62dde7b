/**
 * The sessions domain's consumer of the table's change stream (issue 31): a finished workout is told to the person's
 * followers here, not in the finish request, whose cost would otherwise grow with the followers (104 DynamoDB
 * requests at 2,000 of them). Every other record is ignored (the event filter keeps them away).
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { notifyFollowers } from '../follows/index';
import { applyInOrder } from '../lib/stream-batch';
import { findDisplayName } from '../users/index';
import { finishedWorkoutOf, type FinishedWorkout } from './finished-workout-record';

/**
 * Tells everyone who follows the person (a slice of followers at a time) that they completed the workout. The
 * notifications' ids come from the session and the recipient, so a replayed record writes only what is missing.
 */
export async function notifyOfFinishedWorkout(workout: FinishedWorkout): Promise<{ written: number }> {
  const displayName = (await findDisplayName({ userId: workout.userId })) || 'Someone you follow';
  return notifyFollowers({
    actorId: workout.userId,
    notification: { type: 'workout_complete', title: 'Workout completed', message: `${displayName} completed ${workout.name}` },
    event: { id: workout.sessionId, at: workout.finishedAt },
  });
}

export function createWorkoutNoticesConsumer() {
  return (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
    applyInOrder(event.Records, async (record) => {
      const workout = finishedWorkoutOf(record);
      if (workout) await notifyOfFinishedWorkout(workout);
    });
}
