import { describe, expect, it } from 'vitest';
import { nextMessageTime, notificationPreview, toConversationSummary, UNKNOWN_USER_NAME, type SummaryRecord } from './records';

describe('notificationPreview', () => {
  it('keeps a short message as it is', () => {
    expect(notificationPreview('See you at the gym at 6?')).toBe('See you at the gym at 6?');
  });

  it('folds newlines and runs of spaces into single spaces', () => {
    expect(notificationPreview('  Leg day\n\ntomorrow   at 6  ')).toBe('Leg day tomorrow at 6');
  });

  it('cuts a long message to 100 characters ending in an ellipsis', () => {
    const preview = notificationPreview('a'.repeat(150));
    expect(Array.from(preview)).toHaveLength(100);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('keeps exactly 100 characters uncut', () => {
    expect(notificationPreview('b'.repeat(100))).toBe('b'.repeat(100));
  });

  it('never splits an emoji in half', () => {
    const preview = notificationPreview('💪'.repeat(120));
    expect(Array.from(preview)).toEqual([...Array.from('💪'.repeat(99)), '…']);
  });
});

describe('nextMessageTime', () => {
  const now = new Date('2025-03-08T12:00:00.000Z');

  it('is now when the conversation is new or its last message is older', () => {
    expect(nextMessageTime(now, [undefined, undefined])).toBe(now);
    expect(nextMessageTime(now, ['2025-03-08T11:59:59.999Z', undefined])).toBe(now);
  });

  it('is one millisecond after a last message stamped at or after now', () => {
    expect(nextMessageTime(now, ['2025-03-08T12:00:00.000Z', undefined]).toISOString()).toBe('2025-03-08T12:00:00.001Z');
    expect(nextMessageTime(now, ['2025-03-08T12:00:00.250Z', '2025-03-08T12:00:00.400Z']).toISOString()).toBe('2025-03-08T12:00:00.401Z');
  });
});

describe('toConversationSummary', () => {
  const record: SummaryRecord = {
    ownerId: 'me',
    userId: 'other',
    lastMessage: 'Hi',
    lastMessageTime: '2025-03-08T12:00:00.000Z',
    lastMessageId: 'id',
    lastSenderId: 'other',
    unreadCount: 2,
  };

  it('names the other person as they are now', () => {
    expect(toConversationSummary(record, { id: 'other', displayName: 'Dana', username: 'dana', profileImage: '/media/a.jpg', isPrivate: false })).toEqual({
      userId: 'other',
      lastMessage: 'Hi',
      lastMessageTime: '2025-03-08T12:00:00.000Z',
      lastSenderId: 'other',
      displayName: 'Dana',
      username: 'dana',
      profileImage: '/media/a.jpg',
      unreadCount: 2,
    });
  });

  it("shows 'Unknown user' for an account that is gone", () => {
    expect(toConversationSummary(record, undefined)).toMatchObject({ userId: 'other', displayName: UNKNOWN_USER_NAME, username: '', profileImage: null });
  });
});
