/**
 * The following feed's asynchronous fan-out: the local runner polls DynamoDB Local's stream and calls the social
 * domain's stream handler, as Lambda does in AWS (docs/data-model.md "Feed fan-out").
 */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { followCountsKey, followEdgeKey } from '../../functions/follows/keys';
import { feedPartition, largeAccountKey, postKey } from '../../functions/social/keys';
import { timeOrderedId } from '../../functions/lib/ids';
import type { StreamConsumerOptions } from '../../functions/social/fanout/stream-consumer';
import { postInsertedFilter } from '../../functions/social/fanout/post-record';
import { ensureTable } from '../../infra/local/ensure-table';
import { localAwsConfig } from '../../infra/local/local-aws-config';
import { startStreamPoller } from '../../infra/local/stream-poller';
import { testDb } from '../support/db';
import { useLocalStackForFunctions } from '../support/functions-env';
import { follows, people, type Account } from './follows-helpers';
import { followingFeedIds, posts } from './social-helpers';

const DAY_SECONDS = 24 * 60 * 60;
const db = testDb();
const TableName = inject('tableName');

let createStreamConsumer: (options?: StreamConsumerOptions) => (event: DynamoDBStreamEvent) => Promise<unknown>;
beforeAll(async () => {
  useLocalStackForFunctions();
  ({ createStreamConsumer } = await import('../../functions/social/fanout/stream-consumer'));
});

/** A reader's stored feed entries, oldest first (what the fan-out wrote, whatever the read path makes of it). */
async function feedEntriesOf(reader: Account) {
  const { Items = [] } = await db.send(
    new QueryCommand({ TableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': feedPartition(reader.user.id) }, ConsistentRead: true }),
  );
  return Items;
}

const isLargeAccount = async (author: Account) =>
  (await db.send(new GetCommand({ TableName, Key: largeAccountKey(author.user.id), ConsistentRead: true }))).Item !== undefined;

/** A stored item as a stream record carries it: the INSERT of its current image, in DynamoDB JSON. */
async function insertRecordOf(key: { PK: string; SK: string }, sequenceNumber: string): Promise<DynamoDBRecord> {
  const client = new DynamoDBClient(localAwsConfig(inject('dynamodbEndpoint')));
  const { Item } = await client.send(new GetItemCommand({ TableName, Key: { PK: { S: key.PK }, SK: { S: key.SK } }, ConsistentRead: true })).finally(() => client.destroy());
  if (!Item) throw new Error(`No item ${key.PK} ${key.SK}`);
  return { eventID: `replay-${sequenceNumber}`, eventName: 'INSERT', eventSource: 'aws:dynamodb', dynamodb: { NewImage: Item as unknown as Record<string, AttributeValue>, SequenceNumber: sequenceNumber } };
}

/** The INSERT record of a post that is not stored (the fan-out reads only the image). */
const newPostRecord = (author: Account, postId: string, createdAt: string): DynamoDBRecord => ({
  eventName: 'INSERT',
  dynamodb: {
    SequenceNumber: '1',
    NewImage: { entity: { S: 'Post' }, id: { S: postId }, userId: { S: author.user.id }, createdAt: { S: createdAt } },
  },
});

describe('feed fan-out', () => {
  it("puts a new post into each follower's following feed, asynchronously", async () => {
    const [author, reader, otherReader, stranger] = await people(4);
    await follows(reader, author);
    await follows(otherReader, author);
    const post = await posts(author, 'Deadlift triple at 405');

    await expect.poll(() => followingFeedIds(reader), { timeout: 10_000 }).toContain(post.id);
    await expect.poll(() => followingFeedIds(otherReader), { timeout: 10_000 }).toContain(post.id);
    const [entry] = (await feedEntriesOf(reader)).filter((item) => item.postId === post.id);
    expect(entry).toMatchObject({ entity: 'FeedEntry', postId: post.id, authorId: author.user.id, createdAt: post.createdAt });
    expect(entry!.expiresAt).toBe(Math.floor(Date.parse(post.createdAt) / 1000) + 30 * DAY_SECONDS);
    expect(await feedEntriesOf(stranger)).toEqual([]);
  });

  it("gives a new follower the followee's 10 newest posts", async () => {
    const [author, witness, newFollower] = await people(3);
    await follows(witness, author);
    const written = [];
    for (let n = 1; n <= 12; n++) written.push(await posts(author, `Session ${n}`));
    const newestTen = written.slice(2).map((post) => post.id).reverse();
    // Fan-out is asynchronous: once an earlier follower holds all 12 posts, no post fan-out is still to come that
    // could also reach the new follower (which would be right, but would make the count here depend on timing).
    await expect.poll(async () => (await feedEntriesOf(witness)).length, { timeout: 20_000 }).toBe(12);

    await follows(newFollower, author);

    await expect.poll(() => followingFeedIds(newFollower), { timeout: 10_000 }).toEqual(newestTen);
    expect((await feedEntriesOf(newFollower)).map((item) => item.postId).reverse()).toEqual(newestTen);
  });

  it('writes nothing twice when stream records are delivered again', async () => {
    const [author, reader] = await people(2);
    await follows(reader, author);
    const post = await posts(author, 'Bench 5x5');
    await expect.poll(async () => (await feedEntriesOf(reader)).map((item) => item.postId), { timeout: 10_000 }).toEqual([post.id]);
    const before = await feedEntriesOf(reader);

    const postInserted = await insertRecordOf(postKey(post.id), '10');
    const followInserted = await insertRecordOf(followEdgeKey(reader.user.id, author.user.id), '11');
    const consume = createStreamConsumer();
    expect(await consume({ Records: [postInserted, followInserted, postInserted] })).toEqual({ batchItemFailures: [] });
    expect(await consume({ Records: [followInserted, postInserted] })).toEqual({ batchItemFailures: [] });

    expect(await feedEntriesOf(reader)).toEqual(before);
    expect(await followingFeedIds(reader)).toEqual([post.id]);
  });

  it('above the follower limit registers the author for pulling and writes no entries', async () => {
    const [author, reader, otherReader] = await people(3);
    await follows(reader, author);
    await follows(otherReader, author);
    const postId = timeOrderedId();

    await createStreamConsumer({ followerLimit: 1 })({ Records: [newPostRecord(author, postId, new Date().toISOString())] });

    expect(await isLargeAccount(author)).toBe(true);
    for (const follower of [reader, otherReader]) expect((await feedEntriesOf(follower)).map((item) => item.postId)).not.toContain(postId);
  });

  it('at the follower limit still fans out to every follower', async () => {
    const [author, reader, otherReader] = await people(3);
    await follows(reader, author);
    await follows(otherReader, author);
    const postId = timeOrderedId();

    await createStreamConsumer({ followerLimit: 2 })({ Records: [newPostRecord(author, postId, new Date().toISOString())] });

    expect(await isLargeAccount(author)).toBe(false);
    for (const follower of [reader, otherReader]) expect((await feedEntriesOf(follower)).map((item) => item.postId)).toContain(postId);
  });

  it("with more than 5,000 followers a post is pulled into followers' feeds instead of written to them", async () => {
    const [author, reader] = await people(2);
    const earlier = await posts(author, 'Training log, week 1');
    await follows(reader, author);
    // Once the follow's copy of recent posts has landed, nothing but the new post's fan-out could write its entry.
    await expect.poll(async () => (await feedEntriesOf(reader)).map((item) => item.postId), { timeout: 10_000 }).toEqual([earlier.id]);
    // The counter says 5,001 followers: arranged directly, since signing up 5,001 people is no unit of test time.
    await db.send(new UpdateCommand({ TableName, Key: followCountsKey(author.user.id), UpdateExpression: 'ADD followerCount :more', ExpressionAttributeValues: { ':more': 5_000 } }));

    const post = await posts(author, 'Announcing the spring meet');

    await expect.poll(() => isLargeAccount(author), { timeout: 10_000 }).toBe(true);
    // The follow's record delivered again now (a retried batch) copies only the posts from before the follow.
    const followInserted = await insertRecordOf(followEdgeKey(reader.user.id, author.user.id), '20');
    expect(await createStreamConsumer()({ Records: [followInserted] })).toEqual({ batchItemFailures: [] });
    expect((await feedEntriesOf(reader)).map((item) => item.postId)).toEqual([earlier.id]);
    expect(await followingFeedIds(reader)).toContain(post.id);
  });
});

describe('the local stream (DynamoDB Local)', () => {
  const endpoint = () => inject('dynamodbEndpoint');
  const describeStream = async (tableName: string) => {
    const client = new DynamoDBClient(localAwsConfig(endpoint()));
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName })).finally(() => client.destroy());
    return Table?.StreamSpecification;
  };

  it('ensure-table gives a table kept from before the stream existed its stream, and leaves it be afterwards', async () => {
    const tableName = `kept-${randomUUID()}`;
    const client = new DynamoDBClient(localAwsConfig(endpoint()));
    await client
      .send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [
            { AttributeName: 'PK', AttributeType: 'S' },
            { AttributeName: 'SK', AttributeType: 'S' },
          ],
          KeySchema: [
            { AttributeName: 'PK', KeyType: 'HASH' },
            { AttributeName: 'SK', KeyType: 'RANGE' },
          ],
        }),
      )
      .finally(() => client.destroy());
    expect((await describeStream(tableName))?.StreamEnabled ?? false).toBe(false);

    await ensureTable({ endpoint: endpoint(), tableName });
    expect(await describeStream(tableName)).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    await ensureTable({ endpoint: endpoint(), tableName });
    expect(await describeStream(tableName)).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('the poller delivers only matching records, as Lambda events, and retries a record the handler reports failed', async () => {
    const tableName = `poller-${randomUUID()}`;
    await ensureTable({ endpoint: endpoint(), tableName });
    const deliveries: DynamoDBRecord[][] = [];
    const poller = await startStreamPoller({
      endpoint: endpoint(),
      tableName,
      filters: [postInsertedFilter],
      intervalMs: 50,
      handler: async (event) => {
        deliveries.push(event.Records);
        const first = event.Records[0]!.dynamodb!.SequenceNumber!;
        return { batchItemFailures: deliveries.length === 1 ? [{ itemIdentifier: first }] : [] };
      },
    });
    try {
      const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName: tableName, Item }));
      await put({ PK: 'POST#p1', SK: 'LIKE#u2', entity: 'Like' });
      await put({ PK: 'POST#p1', SK: 'POST', entity: 'Post', id: 'p1', userId: 'u1', createdAt: '2026-05-01T10:00:00.000Z', likes: 0 });
      await put({ PK: 'POST#p1', SK: 'POST', entity: 'Post', id: 'p1', userId: 'u1', createdAt: '2026-05-01T10:00:00.000Z', likes: 1 });

      await expect.poll(() => deliveries.length, { timeout: 10_000 }).toBe(2);
      const [first, retry] = deliveries;
      expect(retry).toEqual(first);
      expect(first).toHaveLength(1);
      expect(first![0]).toMatchObject({
        eventName: 'INSERT',
        eventSource: 'aws:dynamodb',
        eventSourceARN: expect.stringContaining(`table/${tableName}/stream/`),
        dynamodb: { NewImage: { entity: { S: 'Post' }, id: { S: 'p1' }, likes: { N: '0' } }, Keys: { PK: { S: 'POST#p1' }, SK: { S: 'POST' } } },
      });
    } finally {
      await poller.stop();
    }
  });
});
