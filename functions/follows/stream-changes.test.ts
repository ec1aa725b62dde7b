import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { followChangeOf } from './stream-changes';

const edge = { entity: { S: 'Follow' }, followerId: { S: 'reader' }, followeeId: { S: 'author' }, createdAt: { S: '2026-05-01T10:00:00.000Z' } };
const record = (eventName: DynamoDBRecord['eventName'], images: { NewImage?: object; OldImage?: object }): DynamoDBRecord =>
  ({ eventName, dynamodb: images }) as DynamoDBRecord;

describe('followChangeOf', () => {
  it('reads a new edge from the new image and a deleted one from the old image', () => {
    expect(followChangeOf(record('INSERT', { NewImage: edge }))).toEqual({
      followerId: 'reader',
      followeeId: 'author',
      kind: 'added',
      followedAt: '2026-05-01T10:00:00.000Z',
    });
    expect(followChangeOf(record('REMOVE', { OldImage: edge }))).toEqual({
      followerId: 'reader',
      followeeId: 'author',
      kind: 'removed',
      followedAt: '2026-05-01T10:00:00.000Z',
    });
  });

  it('answers undefined for anything but an added or removed edge', () => {
    expect(followChangeOf(record('MODIFY', { NewImage: edge, OldImage: edge }))).toBeUndefined();
    expect(followChangeOf(record('INSERT', { NewImage: { ...edge, entity: { S: 'FollowRequest' } } }))).toBeUndefined();
    expect(followChangeOf(record('INSERT', { NewImage: { ...edge, entity: { S: 'FollowCounts' } } }))).toBeUndefined();
    expect(followChangeOf(record('REMOVE', { NewImage: edge }))).toBeUndefined();
    const { followeeId: _missing, ...withoutFollowee } = edge;
    expect(followChangeOf(record('INSERT', { NewImage: withoutFollowee }))).toBeUndefined();
  });
});
