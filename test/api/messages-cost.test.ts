/**
 * Reading messages costs the same DynamoDB requests however long the thread or the conversation list: the
 * conversation list is 1 Query + 1 BatchGet of names, a thread's newest page 1 Query + 1 GetItem of its unread count
 * (+ 1 Update only when something was unread: issue 31), an older page 1 Query. The messages handler
 * runs in this process (the same export the local stack and Lambda run) with a middleware on the functions' DynamoDB
 * client that counts requests; the long thread and the many conversations are written in bulk with the item shapes
 * the messages domain writes (bench/messages.ts), and a real send is checked to leave exactly those shapes.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary, Message } from '../../shared/api-types';
import { countedApi } from '../support/counted-api';
import { useLocalStackForFunctions } from '../support/functions-env';

useLocalStackForFunctions();
const { invoke, issueToken } = await countedApi('messages');
const { db } = await import('../../functions/lib/db/client');
const { tableName } = await import('../../functions/lib/config');
const { conversationSummaryKey } = await import('../../functions/messages/keys');
const { summaryItem } = await import('../../functions/messages/records');
const { seedPeople } = await import('../../bench/seed-people');
const { seedConversations, seedThread } = await import('../../bench/messages');

interface Reader {
  id: string;
  token: string;
  /** The person of the seeded thread, and its messages oldest first. */
  threadWith: string;
  thread: Message[];
  /** Everyone the reader has a conversation with, newest first. */
  conversations: string[];
}

/** A reader with a thread of `messages` messages (the newest conversation) and `conversations` conversations in all. */
async function readerWith(messages: number, conversations: number): Promise<Reader> {
  const id = randomUUID();
  const others = await seedPeople({ count: conversations, namePrefix: 'Chat', usernamePrefix: `chat_cost_${randomUUID().slice(0, 8)}` });
  const [threadWith, ...rest] = others;
  await seedConversations({ me: id, others: rest });
  const thread = await seedThread({ me: id, other: threadWith!, count: messages });
  return { id, token: await issueToken(id), threadWith: threadWith!, thread, conversations: others };
}

describe('reading messages', () => {
  let small: Reader;
  let large: Reader;

  beforeAll(async () => {
    [small, large] = await Promise.all([readerWith(10, 10), readerWith(5_000, 1_000)]);
  }, 120_000);

  it('lists conversations with 1 Query and 1 BatchGet, with 10 or 1,000 of them', async () => {
    const few = await invoke(small.token, 'GET /api/messages');
    const many = await invoke(large.token, 'GET /api/messages');
    const manyNext = await invoke(large.token, 'GET /api/messages', { query: { cursor: many.cursor } });

    // The route answers a conversation list or a thread, by its query: these are lists.
    const cards = (read: typeof few) => read.body as ConversationSummary[];
    expect(cards(few).map((card) => card.userId)).toEqual(small.conversations);
    expect(few.cursor).toBeUndefined();
    expect(cards(many).map((card) => card.userId)).toEqual(large.conversations.slice(0, 20));
    expect(cards(manyNext).map((card) => card.userId)).toEqual(large.conversations.slice(20, 40));
    expect(many.body[1]).toMatchObject({ displayName: 'Chat Person 2', unreadCount: 1, lastSenderId: large.conversations[1] });
    for (const read of [few, many, manyNext]) expect(read.commands).toEqual(['QueryCommand', 'BatchGetItemCommand']);
  });

  it('reads the newest thread page with 1 Query and 1 GetItem, writing only when something was unread, and older pages with 1 Query, with 10 or 5,000 messages', async () => {
    const short = await invoke(small.token, 'GET /api/messages', { query: { withUserId: small.threadWith } });
    const long = await invoke(large.token, 'GET /api/messages', { query: { withUserId: large.threadWith } });
    const older = await invoke(large.token, 'GET /api/messages', { query: { withUserId: large.threadWith, cursor: long.cursor } });
    const again = await invoke(large.token, 'GET /api/messages', { query: { withUserId: large.threadWith, limit: 100 } });

    expect(short.body).toEqual(small.thread);
    expect(long.body).toEqual(large.thread.slice(-50));
    expect(older.body).toEqual(large.thread.slice(-100, -50));
    expect(again.body).toEqual(large.thread.slice(-100));
    // The page and the unread count are read together; each thread had one unread message, marked read.
    expect(short.commands.sort()).toEqual(['GetItemCommand', 'QueryCommand', 'UpdateItemCommand']);
    expect(long.commands.sort()).toEqual(['GetItemCommand', 'QueryCommand', 'UpdateItemCommand']);
    // Already read: an open thread polled with nothing unread writes nothing.
    expect(again.commands.sort()).toEqual(['GetItemCommand', 'QueryCommand']);
    expect(older.commands).toEqual(['QueryCommand']);
  });

  it('counts unread conversations with one Query', async () => {
    const result = await invoke(large.token, 'GET /api/messages/unread-count');

    expect(result.status).toBe(200);
    // Every seeded conversation ends with a message from the other person; the long thread was opened above.
    expect(result.body.count).toBe(100);
    expect(result.commands).toEqual(['QueryCommand']);
  });
});

describe('the seeded shapes', () => {
  it('are what a real send leaves', async () => {
    const [alice, bob] = await seedPeople({ count: 2, namePrefix: 'Shape', usernamePrefix: `shape_${randomUUID().slice(0, 8)}` });
    const token = await issueToken(alice!);
    await invoke(token, 'POST /api/messages', { body: { receiverId: bob!, content: 'First' } });
    const sent = await invoke(token, 'POST /api/messages', { body: { receiverId: bob!, content: 'Second' } });
    expect(sent.status).toBe(201);

    const stored = async (ownerId: string, otherId: string) =>
      (await db.send(new GetCommand({ TableName: tableName(), Key: conversationSummaryKey(ownerId, otherId), ConsistentRead: true }))).Item;
    const last = { lastMessage: 'Second', lastMessageTime: sent.body.createdAt, lastMessageId: sent.body.id, lastSenderId: alice! };
    expect(await stored(alice!, bob!)).toEqual(summaryItem({ ownerId: alice!, userId: bob!, ...last, unreadCount: 0 }));
    expect(await stored(bob!, alice!)).toEqual(summaryItem({ ownerId: bob!, userId: alice!, ...last, unreadCount: 2 }));
    // The two send limits counted (issue 26), the checks (people, blocks, both summaries) in parallel, the
    // transaction; the first send also notified.
    expect(sent.commands.sort()).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand', 'BatchGetItemCommand', 'TransactWriteItemsCommand', 'UpdateItemCommand', 'UpdateItemCommand']);
  });
});
