/**
 * A block either way stops messages both ways and stores nothing; lifting it lets them through again. The blocker is
 * told 403; the blocked person gets the 404 of an id nobody has (issue 26: to them the blocker does not exist). Anyone
 * else may be messaged, private accounts too. What was written before a block stays readable by both.
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

  it('keeps the conversation written before the block readable by both, and refuses new messages', async () => {
    const before = await sends(zoe, xia, 'See you at the gym');
    expect((await block(zoe, xia)).status).toBe(204);

    await expectRefused(xia, zoe, 'blocked');
    await expectRefused(zoe, xia, 'blocker');

    expect((await thread(xia, zoe)).items).toEqual([before]);
    expect((await thread(zoe, xia)).items).toEqual([before]);
    expect((await conversations(xia)).items.map((card) => card.userId)).toContain(zoe.user.id);
  });
});

describe('a private account', () => {
  it('can be messaged by someone who does not follow it', async () => {
    await makePrivate(yan);
    const message = await sends(zoe, yan, 'Hi, saw you at the gym');
    expect((await thread(yan, zoe)).items).toEqual([message]);
  });
});
