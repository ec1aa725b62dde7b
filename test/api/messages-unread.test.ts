/**
 * Unread state: a conversation's unread count grows with the other person's messages (never one's own), the unread
 * count counts conversations, opening a thread's newest page clears it, and the receiver gets one 'message'
 * notification per unread streak. Three accounts, in one story.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { people, type Account } from './follows-helpers';
import { cardWith, conversations, messageNotifications, sends, thread, unreadCount } from './messages-helpers';

let pia: Account;
let quin: Account;
let rio: Account;

beforeAll(async () => {
  [pia, quin, rio] = await people(3);
});

describe('unread messages', () => {
  it('start at nothing', async () => {
    for (const me of [pia, quin, rio]) {
      expect(await conversations(me)).toEqual({ items: [], cursor: undefined });
      expect(await unreadCount(me)).toBe(0);
    }
  });

  it("count the other person's messages per conversation and conversations in all, and notify once per streak", async () => {
    const first = await sends(pia, quin, 'Are you training today?');
    await sends(pia, quin, 'I am going at 6');
    await sends(pia, quin, 'Bring chalk');

    expect(await unreadCount(quin)).toBe(1);
    expect(await cardWith(quin, pia)).toMatchObject({ unreadCount: 3, lastMessage: 'Bring chalk' });
    expect(await unreadCount(pia)).toBe(0);
    expect(await cardWith(pia, quin)).toMatchObject({ unreadCount: 0 });
    expect(await messageNotifications(quin)).toEqual([
      { id: expect.any(String), type: 'message', title: pia.user.displayName, message: first.content, actorId: pia.user.id, isRead: false, createdAt: expect.any(String) },
    ]);
    expect(await messageNotifications(pia)).toEqual([]);

    await sends(rio, quin, 'Deadlift PR!');

    expect(await unreadCount(quin)).toBe(2);
    expect((await messageNotifications(quin)).map((notification) => [notification.actorId, notification.message])).toEqual([
      [rio.user.id, 'Deadlift PR!'],
      [pia.user.id, first.content],
    ]);
  });

  it('clear when the thread is opened, for that conversation and that reader only', async () => {
    const opened = await thread(quin, pia);
    expect(opened.items.map((message) => message.content)).toEqual(['Are you training today?', 'I am going at 6', 'Bring chalk']);

    expect(await cardWith(quin, pia)).toMatchObject({ unreadCount: 0 });
    expect(await cardWith(quin, rio)).toMatchObject({ unreadCount: 1 });
    expect(await unreadCount(quin)).toBe(1);
    expect(await cardWith(pia, quin)).toMatchObject({ unreadCount: 0 });
  });

  it("grow with the other person's messages, not one's own, and a new streak notifies again", async () => {
    await sends(quin, pia, 'Yes, see you there');

    expect(await unreadCount(quin)).toBe(1);
    expect(await cardWith(quin, pia)).toMatchObject({ unreadCount: 0, lastSenderId: quin.user.id });
    expect(await unreadCount(pia)).toBe(1);
    expect(await cardWith(pia, quin)).toMatchObject({ unreadCount: 1, lastMessage: 'Yes, see you there' });
    expect((await messageNotifications(pia)).map((notification) => [notification.title, notification.message])).toEqual([
      [quin.user.displayName, 'Yes, see you there'],
    ]);

    await sends(pia, quin, 'Running late');
    await sends(pia, quin, 'Five minutes');

    expect(await cardWith(quin, pia)).toMatchObject({ unreadCount: 2 });
    expect(await unreadCount(quin)).toBe(2);
    const fromPia = (await messageNotifications(quin)).filter((notification) => notification.actorId === pia.user.id);
    expect(fromPia.map((notification) => notification.message)).toEqual(['Running late', 'Are you training today?']);
  });

  it('stay when only an older page is read', async () => {
    await sends(rio, quin, 'Spot me next time?');
    const newest = await thread(quin, rio, { limit: 1 });
    expect(newest.items.map((message) => message.content)).toEqual(['Spot me next time?']);
    expect(newest.cursor).toEqual(expect.any(String));
    expect(await cardWith(quin, rio)).toMatchObject({ unreadCount: 0 });

    await sends(rio, quin, 'Heavy singles');
    const older = await thread(quin, rio, { limit: 1, cursor: newest.cursor });

    expect(older.items.map((message) => message.content)).toEqual(['Deadlift PR!']);
    expect(await cardWith(quin, rio)).toMatchObject({ unreadCount: 1 });
    const latest = await thread(quin, rio, { limit: 1 });
    expect(latest.items.map((message) => message.content)).toEqual(['Heavy singles']);
    expect(await cardWith(quin, rio)).toMatchObject({ unreadCount: 0 });
  });
});

describe('a message notification', () => {
  it('carries at most 100 characters of a long message', async () => {
    const long = `${'Warm-up sets, then work up to a heavy triple. '.repeat(8)}`.trim();
    await sends(rio, pia, long);

    const [notification] = (await messageNotifications(pia)).filter((item) => item.actorId === rio.user.id);
    expect(notification).toMatchObject({ type: 'message', title: rio.user.displayName, actorId: rio.user.id });
    expect(Array.from(notification!.message).length).toBeLessThanOrEqual(100);
    expect(notification!.message.endsWith('…')).toBe(true);
    expect(long.startsWith(notification!.message.slice(0, -1))).toBe(true);
  });
});
