import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { socialStreamConsumer } from '../stream-consumers';
import { matchesPattern, passesFilters, toLambdaRecord } from './stream-records';

const ARN = 'arn:aws:dynamodb:ddblocal:000000000000:table/social-fitness/stream/2026-05-01T00:00:00.000';

describe('toLambdaRecord', () => {
  it('delivers what Lambda delivers: epoch seconds, base64 binary (nested too), the stream ARN', () => {
    const sdkRecord: _Record = {
      eventID: 'e1',
      eventName: 'INSERT',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'ddblocal',
      dynamodb: {
        ApproximateCreationDateTime: new Date('2026-05-01T10:00:00.900Z'),
        Keys: { PK: { S: 'POST#p1' }, SK: { S: 'POST' } },
        NewImage: {
          entity: { S: 'Post' },
          likes: { N: '3' },
          blob: { B: Uint8Array.from([1, 2, 3]) },
          nested: { M: { list: { L: [{ B: Uint8Array.from([255]) }, { BOOL: true }] } } },
        },
        SequenceNumber: '000001',
        SizeBytes: 120,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    };
    expect(toLambdaRecord(sdkRecord, ARN)).toEqual({
      eventID: 'e1',
      eventName: 'INSERT',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'ddblocal',
      eventSourceARN: ARN,
      dynamodb: {
        ApproximateCreationDateTime: 1777629600,
        Keys: { PK: { S: 'POST#p1' }, SK: { S: 'POST' } },
        NewImage: {
          entity: { S: 'Post' },
          likes: { N: '3' },
          blob: { B: 'AQID' },
          nested: { M: { list: { L: [{ B: '/w==' }, { BOOL: true }] } } },
        },
        OldImage: undefined,
        SequenceNumber: '000001',
        SizeBytes: 120,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
  });
});

const record = (eventName: DynamoDBRecord['eventName'], entity: string): DynamoDBRecord => ({
  eventName,
  dynamodb: { NewImage: { entity: { S: entity } }, ...(eventName === 'REMOVE' ? { NewImage: undefined, OldImage: { entity: { S: entity } } } : {}) },
});

describe("the feed fan-out's filters, applied as Lambda applies them", () => {
  const { filters } = socialStreamConsumer;

  it('let through new posts and new follow edges', () => {
    expect(passesFilters(record('INSERT', 'Post'), filters)).toBe(true);
    expect(passesFilters(record('INSERT', 'Follow'), filters)).toBe(true);
  });

  it('keep out changed posts (likes, comments), removed edges and every other item', () => {
    expect(passesFilters(record('MODIFY', 'Post'), filters)).toBe(false);
    expect(passesFilters(record('REMOVE', 'Follow'), filters)).toBe(false);
    for (const entity of ['Like', 'Comment', 'FeedEntry', 'FollowRequest', 'FollowCounts', 'Notification']) {
      expect(passesFilters(record('INSERT', entity), filters), entity).toBe(false);
    }
  });

  it('refuse a rule the local poller cannot honour instead of filtering differently from AWS', () => {
    expect(() => matchesPattern(record('INSERT', 'Post'), { eventName: [{ prefix: 'INS' }] })).toThrow(/Unsupported filter rule/);
  });
});
