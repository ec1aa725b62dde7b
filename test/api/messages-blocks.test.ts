/**
 * A block either way stops messages both ways (403) and stores nothing; lifting it lets them through again. Anyone
 * else may be messaged, private accounts too. What was written before a block stays readable by both.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_BLOCKED } from '../../shared/schemas/messages';
import { block, makePrivate, people, unblock, type Account } from './follows-helpers';
import { cardWith, conversations, messageNotifications, send, sends, thread, unreadCount } from './messages-helpers';

let xia: Account;
let yan: Account;
let zoe: Account;

beforeAll(async () => {
  [xia, yan, zoe] = await people(3);
});

async function expectRefused(from: Account, to: Account): Promise<void> {
  const result = await send(from, to, 'Can you read this?');
  expect(result.status).toBe(403);
  expect(result.body).toEqual({ message: MESSAGING_BLOCKED });
}

describe('messaging across a block', () => {
  it('is refused both ways with 403 and nothing is stored or notified, until the block is lifted', async () => {
    expect((await block(xia, yan)).status).toBe(204);

    await expectRefused(xia, yan);
    await expectRefused(yan, xia);

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

    await expectRefused(xia, zoe);
    await expectRefused(zoe, xia);

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
