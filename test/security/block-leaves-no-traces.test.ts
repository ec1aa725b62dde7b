/**
 * Issue 27, deliverable 7: a block leaves no traces between the two people. Their conversation leaves both
 * conversation lists, both threads and both unread counts (kept, not deleted: lifting the block brings it back), and
 * everything either was notified of about the other is gone, both ways, while what others did stays.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { block, follows, people, unblock, type Account } from '../api/follows-helpers';
import { cardWith, conversations, sends, thread, unreadCount } from '../api/messages-helpers';
import { comment, like, posts } from '../api/social-helpers';

let ana: Account;
let ben: Account;
let cal: Account;

const notificationsOf = async (me: Account) => (await api('GET /api/notifications', { query: { limit: 100 }, token: me.token })).body;
const unreadNotifications = async (me: Account) => (await api('GET /api/notifications/unread-count', { token: me.token })).body.count;
const actorsOf = async (me: Account) => new Set((await notificationsOf(me)).map((notification) => notification.actorId));

/** The messages stored in the two people's conversation partition, whatever any list shows. */
async function storedMessages(first: Account, second: Account): Promise<string[]> {
  const [low, high] = [first.user.id, second.user.id].sort();
  const result = await testDb().send(
    new QueryCommand({ TableName: inject('tableName'), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `CONVERSATION#${low}#${high}` } }),
  );
  return (result.Items ?? []).map((item) => String(item.content));
}

beforeAll(async () => {
  [ana, ben, cal] = await people(3);
  // Ben and Ana follow each other, like and comment on each other's posts, and message each other; Cal does some of it too.
  await follows(ben, ana);
  await follows(ana, ben);
  await follows(cal, ana);
  const anasPost = await posts(ana, 'Squat day');
  const bensPost = await posts(ben, 'Bench day');
  expect((await like(ben, anasPost.id)).status).toBe(200);
  expect((await comment(ben, anasPost.id, 'Deep squats!')).status).toBe(201);
  expect((await like(ana, bensPost.id)).status).toBe(200);
  expect((await comment(cal, anasPost.id, 'Nice')).status).toBe(201);
  await sends(ben, ana, 'Training tomorrow?');
  await sends(ana, ben, 'Yes, 6 am');
  await sends(ben, ana, 'See you there');
  await sends(cal, ana, 'Hi Ana');
});

describe('before the block', () => {
  it('each has notifications from the other and their conversation in the list', async () => {
    expect(await actorsOf(ana)).toEqual(new Set([ben.user.id, cal.user.id]));
    expect(await actorsOf(ben)).toEqual(new Set([ana.user.id]));
    expect(await cardWith(ben, ana)).toMatchObject({ displayName: ana.user.displayName, lastMessage: 'See you there' });
    expect(await cardWith(ana, ben)).toMatchObject({ displayName: ben.user.displayName, lastMessage: 'See you there', unreadCount: 2 });
    expect(await unreadCount(ana)).toBe(2);
  });
});

describe('after Ana blocks Ben', () => {
  beforeAll(async () => {
    expect((await block(ana, ben)).status).toBe(204);
  });

  it("Ben's conversation list, thread and unread count show nothing of Ana", async () => {
    expect((await conversations(ben)).items).toEqual([]);
    expect((await thread(ben, ana)).items).toEqual([]);
    expect(await unreadCount(ben)).toBe(0);
  });

  it("Ana's show nothing of Ben, while Cal's conversation stays", async () => {
    expect((await conversations(ana)).items.map((card) => card.userId)).toEqual([cal.user.id]);
    expect((await thread(ana, ben)).items).toEqual([]);
    expect(await unreadCount(ana)).toBe(1);
  });

  it('no notification either had of the other is left, both ways; unread counts agree; Cal’s stay', async () => {
    expect(await actorsOf(ana)).toEqual(new Set([cal.user.id]));
    expect(await actorsOf(ben)).toEqual(new Set());
    for (const me of [ana, ben]) {
      const unread = (await notificationsOf(me)).filter((notification) => !notification.isRead).length;
      expect(await unreadNotifications(me)).toBe(unread);
    }
  });

  it('keeps the messages themselves: hidden, not deleted', async () => {
    expect((await storedMessages(ana, ben)).sort()).toEqual(['See you there', 'Training tomorrow?', 'Yes, 6 am']);
  });
});

describe('after Ana lifts the block', () => {
  beforeAll(async () => {
    expect((await unblock(ana, ben)).status).toBe(204);
  });

  it('the conversation is back for both, where it was, with what was unread; the notifications stay gone', async () => {
    expect(await cardWith(ben, ana)).toMatchObject({ displayName: ana.user.displayName, lastMessage: 'See you there', unreadCount: 1 });
    expect(await cardWith(ana, ben)).toMatchObject({ lastMessage: 'See you there', unreadCount: 2 });
    expect(await unreadCount(ana)).toBe(2);
    expect((await thread(ben, ana)).items.map((message) => message.content)).toEqual(['Training tomorrow?', 'Yes, 6 am', 'See you there']);
    expect(await actorsOf(ben)).toEqual(new Set());
    expect(await actorsOf(ana)).toEqual(new Set([cal.user.id]));
  });
});
