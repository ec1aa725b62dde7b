/**
 * The messages domain's stored items (docs/data-model.md, "Message" and "Conversation summary") and the pure steps
 * from them to what the endpoints answer.
 */
import type { ConversationSummary, Message, UserSummary } from '../../shared/api-types';
import { conversationsIndexKey, conversationSummaryKey, messageKey, unreadConversationsIndexKey } from './keys';

/** What a conversation card shows for someone whose account no longer exists (docs/decisions.md). */
export const UNKNOWN_USER_NAME = 'Unknown user';
/** A message notification carries at most this many characters of the message. */
export const NOTIFICATION_PREVIEW_LENGTH = 100;

/** One participant's summary of a conversation, as stored in their own partition. */
export interface SummaryRecord {
  /** Whose summary this is. */
  ownerId: string;
  /** The other person. */
  userId: string;
  lastMessage: string;
  lastMessageTime: string;
  /** The last message's time-ordered id: a send is written only over an older one. */
  lastMessageId: string;
  lastSenderId: string;
  /** Messages from the other person since the owner last opened the thread. */
  unreadCount: number;
}

export const messageItem = (message: Message) => ({ ...messageKey(message.senderId, message.receiverId, message.id), entity: 'Message', ...message });

/**
 * A summary item as the sends leave it (repository.ts writes it with updates: the sender's unread count is kept, the
 * receiver's counted up). Bulk seeding writes it whole; test/api/messages-cost.test.ts checks the two agree.
 */
export function summaryItem(record: SummaryRecord) {
  const { ownerId, userId, lastMessageTime } = record;
  return {
    ...conversationSummaryKey(ownerId, userId),
    ...conversationsIndexKey(ownerId, lastMessageTime, userId),
    ...(record.unreadCount > 0 ? unreadConversationsIndexKey(ownerId, lastMessageTime, userId) : {}),
    entity: 'ConversationSummary',
    ...record,
  };
}

export function toMessage(record: Message): Message {
  return { id: record.id, senderId: record.senderId, receiverId: record.receiverId, content: record.content, createdAt: record.createdAt };
}

/** The card: the summary with the other person as they are now, or 'Unknown user' when their account is gone. */
export function toConversationSummary(record: SummaryRecord, person: UserSummary | undefined): ConversationSummary {
  return {
    userId: record.userId,
    lastMessage: record.lastMessage,
    lastMessageTime: record.lastMessageTime,
    lastSenderId: record.lastSenderId,
    displayName: person?.displayName ?? UNKNOWN_USER_NAME,
    username: person?.username ?? '',
    profileImage: person?.profileImage ?? null,
    unreadCount: Math.max(0, Number(record.unreadCount ?? 0)),
  };
}

/**
 * The moment a new message is stamped with: now, unless the conversation's last message is stamped at or after now
 * (another Lambda's clock ran ahead, or two sends in one millisecond): then one millisecond after it, so the new
 * message's time-ordered id sorts after every stored one and the summaries never go back in time.
 */
export function nextMessageTime(now: Date, lastMessageTimes: readonly (string | undefined)[]): Date {
  const latest = Math.max(...lastMessageTimes.map((time) => (time ? Date.parse(time) : Number.NEGATIVE_INFINITY)).filter((ms) => !Number.isNaN(ms)));
  return now.getTime() > latest ? now : new Date(latest + 1);
}

/** The message as a notification shows it: at most {@link NOTIFICATION_PREVIEW_LENGTH} characters, cut with '…'. */
export function notificationPreview(content: string, maxLength = NOTIFICATION_PREVIEW_LENGTH): string {
  const characters = Array.from(content.replace(/\s+/g, ' ').trim());
  if (characters.length <= maxLength) return characters.join('');
  return `${characters.slice(0, maxLength - 1).join('').trimEnd()}…`;
}
