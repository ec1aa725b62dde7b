import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { passesFilters } from '../../infra/local/stream-records';
import { finishedWorkoutOf, workoutFinishedFilters } from './finished-workout-record';

type Image = Record<string, AttributeValue>;

const active: Image = {
  entity: { S: 'WorkoutSession' },
  id: { S: 's1' },
  userId: { S: 'athlete' },
  name: { S: 'Push Day' },
  status: { S: 'active' },
  createdAt: { S: '2026-05-01T09:00:00.000Z' },
  startTime: { S: '2026-05-01T09:00:00.000Z' },
  completedAt: { NULL: true },
};
const finished: Image = { ...active, status: { S: 'completed' }, completedAt: { S: '2026-05-01T10:00:00.000Z' } };
const logged: Image = { ...finished, createdAt: { S: '2026-05-03T08:00:00.000Z' }, origin: { S: 'logged' } };

const modify = (OldImage: Image, NewImage: Image) => ({ eventName: 'MODIFY', dynamodb: { OldImage, NewImage } }) as DynamoDBRecord;
const insert = (NewImage: Image) => ({ eventName: 'INSERT', dynamodb: { NewImage } }) as DynamoDBRecord;

/** What the Lambda filter lets through and the parser then reads: both must agree on what notifies. */
const notifies = (record: DynamoDBRecord) => passesFilters(record, workoutFinishedFilters) && finishedWorkoutOf(record) !== undefined;

describe('finished workouts on the table stream', () => {
  it('a live session finished: its owner, name and completion time', () => {
    const record = modify(active, finished);
    expect(passesFilters(record, workoutFinishedFilters)).toBe(true);
    expect(finishedWorkoutOf(record)).toEqual({ sessionId: 's1', userId: 'athlete', name: 'Push Day', finishedAt: '2026-05-01T10:00:00.000Z' });
  });

  it('a workout logged from the Save screen: dated when it was logged, not the day it was done', () => {
    const record = insert(logged);
    expect(passesFilters(record, workoutFinishedFilters)).toBe(true);
    expect(finishedWorkoutOf(record)).toEqual({ sessionId: 's1', userId: 'athlete', name: 'Push Day', finishedAt: '2026-05-03T08:00:00.000Z' });
  });

  it("tells nobody of a workout saved for 'only-me'; 'followers' (or none) is told", () => {
    const onlyMe = { visibility: { S: 'only-me' } };
    expect(finishedWorkoutOf(modify(active, { ...finished, ...onlyMe }))).toBeUndefined();
    expect(finishedWorkoutOf(insert({ ...logged, ...onlyMe }))).toBeUndefined();
    expect(notifies(modify(active, { ...finished, visibility: { S: 'followers' } }))).toBe(true);
  });

  it('keeps out imports (CSV, Apple Health), starts, changes of a finished session, discards and other items', () => {
    const imported: Image = { ...finished, importSource: { M: { format: { S: 'strong' }, sourceId: { S: 'x' } } } };
    const health: Image = { ...finished, health: { M: { importedFromHealth: { BOOL: true } } } };
    const renamed: Image = { ...finished, name: { S: 'Renamed' } };
    const records = [
      insert(imported),
      insert(health),
      insert(active),
      modify(active, { ...active, name: { S: 'Renamed' } }),
      modify(finished, renamed),
      modify(logged, { ...logged, name: { S: 'Renamed' } }),
      { eventName: 'REMOVE', dynamodb: { OldImage: finished } } as DynamoDBRecord,
      insert({ ...logged, entity: { S: 'WorkoutSet' } }),
      modify({ ...active, entity: { S: 'WorkoutSet' } }, { ...finished, entity: { S: 'WorkoutSet' } }),
    ];
    for (const record of records) {
      expect(passesFilters(record, workoutFinishedFilters), JSON.stringify(record)).toBe(false);
      expect(finishedWorkoutOf(record)).toBeUndefined();
    }
  });

  it('ignores a record without what the notification needs', () => {
    const { userId: _missing, ...withoutOwner } = finished;
    expect(finishedWorkoutOf(modify(active, withoutOwner))).toBeUndefined();
    expect(finishedWorkoutOf(modify(active, { ...finished, completedAt: { S: 'not a time' } }))).toBeUndefined();
  });
});
