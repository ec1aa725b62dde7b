/**
 * A block either way stops messages both ways and stores nothing; lifting it lets them through again. The blocker is
 * told 403; the blocked person gets the 404 of an id nobody has (issue 26: to them the blocker does not exist). Anyone
 * else may be messaged, private accounts too. What was written before a block is hidden from both while a block
 * stands either way (issue 27), and back when the last one is lifted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_BLOCKED, RECIPIENT_NOT_FOUND } from '../../shared/schemas/messages';
import { block, makePrivate, people, unblock, type Account } from './follows-helpers';
import { cardWith, conversations, messageNotifications, send, sends, thread, unreadCount } from './messages-helpers';

let xia: Account;
let yan: Account;
let zoe: Account;

beforeAll(async () => {
  [xia, yan, zoe] = await people(3);
});

/** Refused: 403 to the blocker, 404 'User not found' to the person they blocked. */
async function expectRefused(from: Account, to: Account, as: 'blocker' | 'blocked'): Promise<void> {
  const result = await send(from, to, 'Can you read this?');
  expect(result.status).toBe(as === 'blocker' ? 403 : 404);
  expect(result.body).toEqual({ message: as === 'blocker' ? MESSAGING_BLOCKED : RECIPIENT_NOT_FOUND });
}

describe('messaging across a block', () => {
  it('is refused both ways and nothing is stored or notified, until the block is lifted', async () => {
    expect((await block(xia, yan)).status).toBe(204);

    await expectRefused(xia, yan, 'blocker');
    await expectRefused(yan, xia, 'blocked');

    for (const [me, other] of [[xia, yan], [yan, xia]] as const) {
      expect((await thread(me, other)).items).toEqual([]);
      expect(await cardWith(me, other)).toBeUndefined();
      expect(await unreadCount(me)).toBe(0);
      expect(await messageNotifications(me)).toEqual([]);
    }

    expect((await unblock(xia, yan)).status).toBe(204);
    const message = await sends(yan, xia, 'Thanks for unblocking');
    expect((await thread(xia, yan)).items).toEqual([message]);
  });

  it('hides the conversation written before the block from both while blocked, and refuses new messages', async () => {
    const before = await sends(zoe, xia, 'See you at the gym');
    expect((await block(zoe, xia)).status).toBe(204);

    await expectRefused(xia, zoe, 'blocked');
    await expectRefused(zoe, xia, 'blocker');

    for (const [me, other] of [[xia, zoe], [zoe, xia]] as const) {
      expect((await thread(me, other)).items).toEqual([]);
      expect(await cardWith(me, other)).toBeUndefined();
    }

    expect((await unblock(zoe, xia)).status).toBe(204);
    expect((await thread(xia, zoe)).items).toEqual([before]);
    expect((await thread(zoe, xia)).items).toEqual([before]);
    expect((await conversations(xia)).items.map((card) => card.userId)).toContain(zoe.user.id);
  });

  it('comes back with what was unread when the block is lifted, however often it was blocked', async () => {
    const [ada, bo] = await people(2);
    const message = await sends(ada, bo, 'Spot me?');
    expect((await block(ada, bo)).status).toBe(204);
    expect((await block(ada, bo)).status).toBe(204);
    expect(await unreadCount(bo)).toBe(0);

    expect((await unblock(ada, bo)).status).toBe(204);
    expect((await unblock(ada, bo)).status).toBe(204);
    expect(await cardWith(ada, bo)).toMatchObject({ lastMessage: 'Spot me?', unreadCount: 0 });
    expect(await cardWith(bo, ada)).toMatchObject({ lastMessage: 'Spot me?', unreadCount: 1 });
    expect(await unreadCount(bo)).toBe(1);
    expect((await thread(bo, ada)).items).toEqual([message]);
    // A message after the block is listed as usual.
    await sends(bo, ada, 'Sure');
    expect(await cardWith(ada, bo)).toMatchObject({ lastMessage: 'Sure', unreadCount: 1 });
  });

  it('never lets a message slip past a block made while it was on its way', async () => {
    const [cy, di] = await people(2);
    await sends(cy, di, 'Warm-up first');
    // Many sends racing one block: each either landed before the block (and is hidden with the rest) or is refused.
    const [results] = await Promise.all([Promise.all(Array.from({ length: 8 }, (_, index) => send(cy, di, `Set ${index}`))), block(di, cy)]);

    for (const result of results) expect([201, 404]).toContain(result.status);
    expect(await cardWith(di, cy)).toBeUndefined();
    expect(await cardWith(cy, di)).toBeUndefined();
    expect(await unreadCount(di)).toBe(0);
  });
});

describe('a private account', () => {
  it('can be messaged by someone who does not follow it', async () => {
    await makePrivate(yan);
    const message = await sends(zoe, yan, 'Hi, saw you at the gym');
    expect((await thread(yan, zoe)).items).toEqual([message]);
  });
});
