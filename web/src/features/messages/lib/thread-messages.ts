import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationSummary, Message } from '../../../../../shared/api-types';
import type { ApiPage } from '../../../lib/api-client';

export type ThreadData = InfiniteData<ApiPage<Message>, string>;

/**
 * A thread's loaded pages as one list, oldest first: the first page holds the newest messages (oldest first inside
 * it), each next page older ones. A message seen twice (pages shifted by a new one while paging) shows once.
 */
export function threadMessages(pages: readonly ApiPage<Message>[]): Message[] {
  const seen = new Set<string>();
  const messages: Message[] = [];
  for (const page of [...pages].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

/** The cached thread with a just-sent message at its newest end (no change when it is already there or nothing is cached). */
export function withSentMessage(data: ThreadData | undefined, message: Message): ThreadData | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
}

/** The card's one-line preview of the last message: 'You: ' when the caller sent it, whitespace runs as one space. */
export function conversationPreview(conversation: Pick<ConversationSummary, 'lastMessage' | 'lastSenderId'>, myId: string): string {
  const text = conversation.lastMessage.replace(/\s+/g, ' ').trim();
  return conversation.lastSenderId === myId ? `You: ${text}` : text;
}
