/**
 * The only module of the messages domain that talks to DynamoDB (docs/data-model.md, patterns 23-23d).
 *
 * A conversation's messages share one partition; each participant keeps a summary of it in their own partition,
 * listed newest first through GSI1 and, while it has unread messages, through the sparse GSI2. A send writes the
 * message and both summaries in one transaction, so a summary never names a message that was not stored.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Message } from '../../shared/api-types';
import { tableName } from '../lib/config';
import { batchGetAll } from '../lib/db/batch-get';
import { db } from '../lib/db/client';
import {
  conversationPartition,
  conversationSummaryKey,
  conversationsIndexKey,
  conversationsPartition,
  MESSAGE_SK_PREFIX,
  unreadConversationsIndexKey,
  unreadConversationsPartition,
} from './keys';
import { queryPage } from '../lib/db/query-page';
import { StaleWrite, transactConditions, type TransactItem } from '../lib/db/transact';
import type { Page } from '../lib/pagination';
import { messageItem, type SummaryRecord } from './records';

/**
 * The unread count is counted, not stored: a Query of the sparse unread index with `Select: 'COUNT'` that stops
 * after this many conversations (one request whatever the backlog). The marker shows '9+' above 9.
 */
export const UNREAD_CONVERSATIONS_CAP = 100;

/** A summary hidden by a block (issue 27): `true`, with its list keys removed, until the block is lifted. */
export const HIDDEN_BY_BLOCK = 'hiddenByBlock';

/** The summaries' stored time of their last message, and the receiver's unread count, read before a send. */
export interface SummariesBeforeSend {
  senderLastMessageTime?: string;
  receiverLastMessageTime?: string;
  receiverUnreadCount: number;
}

/** Both participants' summaries of the conversation (one consistent BatchGet of two keys). */
export async function findSummariesBeforeSend(options: { senderId: string; receiverId: string }): Promise<SummariesBeforeSend> {
  const { senderId, receiverId } = options;
  const items = await batchGetAll({
    client: db,
    tableName: tableName(),
    keys: [conversationSummaryKey(senderId, receiverId), conversationSummaryKey(receiverId, senderId)],
    consistentRead: true,
    projection: {
      ProjectionExpression: '#ownerId, #lastMessageTime, #unreadCount',
      ExpressionAttributeNames: { '#ownerId': 'ownerId', '#lastMessageTime': 'lastMessageTime', '#unreadCount': 'unreadCount' },
    },
  });
  const of = (ownerId: string) => items.find((item) => item.ownerId === ownerId) as Partial<SummaryRecord> | undefined;
  const sender = of(senderId);
  const receiver = of(receiverId);
  return {
    senderLastMessageTime: sender?.lastMessageTime,
    receiverLastMessageTime: receiver?.lastMessageTime,
    receiverUnreadCount: Number(receiver?.unreadCount ?? 0),
  };
}

/** The update of one participant's summary by a new message; the receiver's also counts it unread. */
function summaryUpdate(options: { ownerId: string; otherId: string; message: Message; unread: boolean }) {
  const { ownerId, otherId, message, unread } = options;
  const set = [
    '#entity = :entity',
    '#ownerId = :ownerId',
    '#userId = :userId',
    '#lastMessage = :lastMessage',
    '#lastMessageTime = :lastMessageTime',
    '#lastMessageId = :lastMessageId',
    '#lastSenderId = :lastSenderId',
    'GSI1PK = :gsi1pk',
    'GSI1SK = :gsi1sk',
  ];
  const names: Record<string, string> = {
    '#entity': 'entity',
    '#ownerId': 'ownerId',
    '#userId': 'userId',
    '#lastMessage': 'lastMessage',
    '#lastMessageTime': 'lastMessageTime',
    '#lastMessageId': 'lastMessageId',
    '#lastSenderId': 'lastSenderId',
    '#unreadCount': 'unreadCount',
    '#hiddenByBlock': HIDDEN_BY_BLOCK,
  };
  const { GSI1PK, GSI1SK } = conversationsIndexKey(ownerId, message.createdAt, otherId);
  const values: Record<string, unknown> = {
    ':entity': 'ConversationSummary',
    ':ownerId': ownerId,
    ':userId': otherId,
    ':lastMessage': message.content,
    ':lastMessageTime': message.createdAt,
    ':lastMessageId': message.id,
    ':lastSenderId': message.senderId,
    ':gsi1pk': GSI1PK,
    ':gsi1sk': GSI1SK,
  };
  let expression: string;
  if (unread) {
    const { GSI2PK, GSI2SK } = unreadConversationsIndexKey(ownerId, message.createdAt, otherId);
    set.push('GSI2PK = :gsi2pk', 'GSI2SK = :gsi2sk');
    Object.assign(values, { ':gsi2pk': GSI2PK, ':gsi2sk': GSI2SK, ':one': 1 });
    expression = `SET ${set.join(', ')} ADD #unreadCount :one`;
  } else {
    set.push('#unreadCount = if_not_exists(#unreadCount, :zero)');
    values[':zero'] = 0;
    expression = `SET ${set.join(', ')}`;
  }
  // A message can only pass when no block stands between the two: a summary a block hid is listed again.
  expression += ' REMOVE #hiddenByBlock';
  return {
    Update: {
      TableName: tableName(),
      Key: conversationSummaryKey(ownerId, otherId),
      UpdateExpression: expression,
      // Only over an older last message: two sends racing never leave a summary naming the earlier one.
      ConditionExpression: 'attribute_not_exists(#lastMessageId) OR #lastMessageId < :lastMessageId',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Stores a message: one transaction of the message (new), the sender's summary (last message moved, unread count
 * unchanged) and the receiver's summary (last message moved, unread count + 1, in the unread index), with the
 * caller's `conditions` (no block either way). A summary that already names a later message fails its condition:
 * `StaleWrite`, for the caller to read again and retry; a failed caller's condition answers 'refused'.
 */
export async function writeMessage(options: { message: Message; conditions: TransactItem[] }): Promise<'written' | 'refused'> {
  const { message } = options;
  const writes: TransactItem[] = [
    { Put: { TableName: tableName(), Item: messageItem(message), ConditionExpression: 'attribute_not_exists(PK)' } },
    summaryUpdate({ ownerId: message.senderId, otherId: message.receiverId, message, unread: false }),
    summaryUpdate({ ownerId: message.receiverId, otherId: message.senderId, message, unread: true }),
  ];
  const failed = await transactConditions([...writes, ...options.conditions]);
  if (failed === undefined) return 'written';
  if (failed < writes.length) throw new StaleWrite();
  return 'refused';
}

/** Both people's summaries of their conversation, as `[ownerId, otherId]` pairs. */
const bothSides = ([first, second]: readonly [string, string]) => [
  [first, second],
  [second, first],
] as const;

/**
 * Issue 27, a block: both people's summaries of their conversation leave their lists (the list and unread indexes'
 * keys removed) and are marked hidden; the messages and summaries are kept. Two conditional updates; a summary that
 * does not exist is not created.
 */
export async function hideConversationSummaries(options: { userIds: readonly [string, string] }): Promise<void> {
  await Promise.all(
    bothSides(options.userIds).map(async ([ownerId, otherId]) => {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: conversationSummaryKey(ownerId, otherId),
            UpdateExpression: 'SET #hiddenByBlock = :true REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#hiddenByBlock': HIDDEN_BY_BLOCK },
            ExpressionAttributeValues: { ':true': true },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }),
  );
}

/**
 * Issue 27, a block lifted: the hidden summaries go back into their lists where their last message puts them (and
 * into the unread index when they had unread messages), in one transaction with the caller's `conditions` (no block
 * left either way): 'refused' when one fails. One consistent BatchGet and one transaction; a summary changed since it
 * was read is `StaleWrite`.
 */
export async function showConversationSummaries(options: { userIds: readonly [string, string]; conditions: TransactItem[] }): Promise<'shown' | 'nothing' | 'refused'> {
  const keys = bothSides(options.userIds).map(([ownerId, otherId]) => conversationSummaryKey(ownerId, otherId));
  const items = (await batchGetAll({ client: db, tableName: tableName(), keys, consistentRead: true })) as (SummaryRecord & Record<string, unknown>)[];
  const hidden = items.filter((item) => item[HIDDEN_BY_BLOCK] === true);
  if (hidden.length === 0) return 'nothing';
  const writes: TransactItem[] = hidden.map((summary) => {
    const listed = conversationsIndexKey(summary.ownerId, summary.lastMessageTime, summary.userId);
    const unread = Number(summary.unreadCount ?? 0) > 0 ? unreadConversationsIndexKey(summary.ownerId, summary.lastMessageTime, summary.userId) : undefined;
    return {
      Update: {
        TableName: tableName(),
        Key: conversationSummaryKey(summary.ownerId, summary.userId),
        UpdateExpression: `SET GSI1PK = :gsi1pk, GSI1SK = :gsi1sk${unread ? ', GSI2PK = :gsi2pk, GSI2SK = :gsi2sk' : ''} REMOVE #hiddenByBlock`,
        ConditionExpression: '#hiddenByBlock = :true AND #lastMessageId = :read',
        ExpressionAttributeNames: { '#hiddenByBlock': HIDDEN_BY_BLOCK, '#lastMessageId': 'lastMessageId' },
        ExpressionAttributeValues: {
          ':gsi1pk': listed.GSI1PK,
          ':gsi1sk': listed.GSI1SK,
          ...(unread ? { ':gsi2pk': unread.GSI2PK, ':gsi2sk': unread.GSI2SK } : {}),
          ':true': true,
          ':read': summary.lastMessageId,
        },
      },
    };
  });
  const failed = await transactConditions([...writes, ...options.conditions]);
  if (failed === undefined) return 'shown';
  if (failed < writes.length) throw new StaleWrite();
  return 'refused';
}

/** My conversation summaries, newest first: one Query of GSI1 (`limit` + 1). */
export function listConversationSummaries(options: { userId: string; limit: number; cursor?: string }): Promise<Page<SummaryRecord>> {
  const { userId } = options;
  // The listed items' own keys: my partition, sort keys of conversation summaries.
  const { PK, SK: summaryPrefix } = conversationSummaryKey(userId, '');
  return queryPage<SummaryRecord>({
    index: 'GSI1',
    partition: conversationsPartition(userId),
    newestFirst: true,
    limit: options.limit,
    cursor: options.cursor,
    itemKey: { fixed: { PK }, prefixes: { SK: summaryPrefix } },
  });
}

/**
 * A page of the conversation between `userId` and `otherId`, newest first: one Query of the conversation's partition
 * (`limit` + 1). The partition is named by the two ids, one of them the caller's, so nobody reads a conversation
 * they are not in; the cursor must belong to the same partition.
 */
export function listThreadPage(options: { userId: string; otherId: string; limit: number; cursor?: string }): Promise<Page<Message>> {
  return queryPage<Message>({
    partition: conversationPartition(options.userId, options.otherId),
    beginsWith: MESSAGE_SK_PREFIX,
    newestFirst: true,
    limit: options.limit,
    cursor: options.cursor,
  });
}

/**
 * How many messages of my conversation with `otherId` I have not read (0 when there is no summary), and whether a
 * block hides the conversation (issue 27). A read costs half a read unit; the conditional write it spares costs a
 * write unit even when its condition fails.
 */
export async function findUnreadCount(options: { userId: string; otherId: string }): Promise<{ unread: number; hiddenByBlock: boolean }> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: conversationSummaryKey(options.userId, options.otherId),
      ProjectionExpression: '#unreadCount, #hiddenByBlock',
      ExpressionAttributeNames: { '#unreadCount': 'unreadCount', '#hiddenByBlock': HIDDEN_BY_BLOCK },
    }),
  );
  return { unread: Number(Item?.unreadCount ?? 0), hiddenByBlock: Item?.[HIDDEN_BY_BLOCK] === true };
}

/**
 * Marks my summary of the conversation read (unread count 0, out of the unread index), but only when it has unread
 * messages and no message newer than `newestShownId` (one the caller has not seen yet stays unread). Answers whether
 * it changed anything. A summary that does not exist is not created.
 */
export async function markConversationRead(options: { userId: string; otherId: string; newestShownId: string }): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: conversationSummaryKey(options.userId, options.otherId),
        UpdateExpression: 'SET #unreadCount = :zero REMOVE GSI2PK, GSI2SK',
        ConditionExpression: '#unreadCount > :zero AND #lastMessageId <= :newestShown',
        ExpressionAttributeNames: { '#unreadCount': 'unreadCount', '#lastMessageId': 'lastMessageId' },
        ExpressionAttributeValues: { ':zero': 0, ':newestShown': options.newestShownId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** How many of my conversations have unread messages, counted up to {@link UNREAD_CONVERSATIONS_CAP} in one Query. */
export async function countUnreadConversations(options: { userId: string }): Promise<number> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :unread',
      ExpressionAttributeValues: { ':unread': unreadConversationsPartition(options.userId) },
      Select: 'COUNT',
      Limit: UNREAD_CONVERSATIONS_CAP,
    }),
  );
  return Math.min(result.Count ?? 0, UNREAD_CONVERSATIONS_CAP);
}
