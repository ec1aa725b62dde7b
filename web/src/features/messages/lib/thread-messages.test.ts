import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../../shared/api-types';
import { conversationPreview, threadMessages, withSentMessage, type ThreadData } from './thread-messages';

const message = (id: string, senderId = 'me'): Message => ({
  id,
  senderId,
  receiverId: senderId === 'me' ? 'them' : 'me',
  content: `text ${id}`,
  createdAt: '2025-03-15T12:00:00.000Z',
});
const ids = (messages: Message[]) => messages.map((item) => item.id);

describe('threadMessages', () => {
  it('puts older pages first and keeps each page oldest first', () => {
    const newest = { items: [message('4'), message('5')], nextCursor: 'c1' };
    const older = { items: [message('1'), message('2'), message('3')], nextCursor: null };
    expect(ids(threadMessages([newest, older]))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows a message twice on shifted pages only once', () => {
    const newest = { items: [message('3'), message('4')], nextCursor: 'c1' };
    const older = { items: [message('2'), message('3')], nextCursor: null };
    expect(ids(threadMessages([newest, older]))).toEqual(['2', '3', '4']);
  });

  it('is empty for an empty thread', () => {
    expect(threadMessages([{ items: [], nextCursor: null }])).toEqual([]);
  });
});

describe('withSentMessage', () => {
  const data: ThreadData = {
    pages: [
      { items: [message('3')], nextCursor: 'c1' },
      { items: [message('1'), message('2')], nextCursor: null },
    ],
    pageParams: ['', 'c1'],
  };

  it('adds the sent message at the newest end of the first page', () => {
    const next = withSentMessage(data, message('9'));
    expect(ids(threadMessages(next!.pages))).toEqual(['1', '2', '3', '9']);
    expect(next!.pageParams).toEqual(['', 'c1']);
    expect(ids(data.pages[0]!.items)).toEqual(['3']);
  });

  it('changes nothing when the message is already there or nothing is cached', () => {
    expect(withSentMessage(data, message('2'))).toBe(data);
    expect(withSentMessage(undefined, message('2'))).toBeUndefined();
  });
});

describe('conversationPreview', () => {
  it("prefixes 'You: ' when the caller sent the last message", () => {
    expect(conversationPreview({ lastMessage: 'See you at 6', lastSenderId: 'me' }, 'me')).toBe('You: See you at 6');
    expect(conversationPreview({ lastMessage: 'See you at 6', lastSenderId: 'them' }, 'me')).toBe('See you at 6');
  });

  it('shows line breaks and runs of spaces as single spaces', () => {
    expect(conversationPreview({ lastMessage: '  Leg day\n\nthen   pizza ', lastSenderId: 'them' }, 'me')).toBe('Leg day then pizza');
  });
});
