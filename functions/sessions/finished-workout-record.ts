/**
 * Finished workouts as the table's change stream carries them (issue 31): what the sessions domain's stream consumer
 * tells followers of, and the Lambda event filter (the local runner's too) that lets only those records through.
 * Pure: infra/stream-consumers.ts imports the filter.
 */
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/** The `entity` of a stored session (repository.ts sessionItem). */
const SESSION_ENTITY = 'WorkoutSession';

/**
 * A live session finished (its status goes from active to completed, once: a finished session is never restarted),
 * and a workout logged from the Save screen's draft (inserted completed, marked `origin: 'logged'`). Workouts
 * imported from a CSV file or Apple Health are inserted completed without the mark: backfills tell nobody. Sets,
 * records and every later change of a finished session (its name, the records rebuilt) are other records.
 */
export const workoutFinishedFilters = [
  {
    eventName: ['MODIFY'],
    dynamodb: {
      OldImage: { entity: { S: [SESSION_ENTITY] }, status: { S: ['active'] } },
      NewImage: { entity: { S: [SESSION_ENTITY] }, status: { S: ['completed'] } },
    },
  },
  {
    eventName: ['INSERT'],
    dynamodb: { NewImage: { entity: { S: [SESSION_ENTITY] }, status: { S: ['completed'] }, origin: { S: ['logged'] } } },
  },
] as const;

/** What followers are told of a finished workout. */
export interface FinishedWorkout {
  sessionId: string;
  userId: string;
  name: string;
  /**
   * When it became known as done, the same on every delivery of the record: a finish's completedAt (the phone's end
   * when finished offline), a logged workout's createdAt (the moment it was logged, not the day it was done).
   */
  finishedAt: string;
}

type Image = Record<string, AttributeValue>;
const stringOf = (image: Image, name: string) => image[name]?.S;

function isFinish(record: DynamoDBRecord): boolean {
  const before = record.dynamodb?.OldImage;
  const after = record.dynamodb?.NewImage;
  if (!before || !after || stringOf(before, 'entity') !== SESSION_ENTITY || stringOf(after, 'entity') !== SESSION_ENTITY) return false;
  return record.eventName === 'MODIFY' && stringOf(before, 'status') === 'active' && stringOf(after, 'status') === 'completed';
}

function isLoggedWorkout(record: DynamoDBRecord): boolean {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image || stringOf(image, 'entity') !== SESSION_ENTITY) return false;
  return stringOf(image, 'status') === 'completed' && stringOf(image, 'origin') === 'logged';
}

/**
 * The finished workout a stream record tells followers of; undefined for any other record, and for a workout saved
 * for 'only-me' (issue 27: nobody is told; absent means 'followers').
 */
export function finishedWorkoutOf(record: DynamoDBRecord): FinishedWorkout | undefined {
  const finish = isFinish(record);
  if (!finish && !isLoggedWorkout(record)) return undefined;
  const image = record.dynamodb!.NewImage!;
  if (stringOf(image, 'visibility') === 'only-me') return undefined;
  const sessionId = stringOf(image, 'id');
  const userId = stringOf(image, 'userId');
  const name = stringOf(image, 'name');
  const finishedAt = stringOf(image, finish ? 'completedAt' : 'createdAt');
  if (!sessionId || !userId || name === undefined || !finishedAt || Number.isNaN(Date.parse(finishedAt))) return undefined;
  return { sessionId, userId, name, finishedAt };
}
