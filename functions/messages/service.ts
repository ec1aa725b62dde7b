/**
 * Direct messages (spec 001 sections 2, 3, 5 and 7; issue 10): anyone may message anyone they have no block with
 * (private accounts too), only the two participants read a conversation, and the receiver hears of a new message
 * once per unread streak. docs/decisions.md "Direct messages" records the choices.
 */
import type { ConversationSummary, Message, UserSummary } from '../../shared/api-types';
import { MESSAGE_TO_SELF, MESSAGING_BLOCKED, RECIPIENT_NOT_FOUND, type SendMessageInput } from '../../shared/schemas/messages';
import { findRelationship, noBlockEitherWay, type Relationship } from '../follows/index';
import { createNotifications } from '../notifications/index';
import { findUserSummaries } from '../users/index';
import { backoffDelay } from '../lib/db/batch-write';
import { StaleWrite } from '../lib/db/transact';
import { BadRequest, Forbidden, NotFound } from '../lib/errors';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import { timeOrderedId } from '../lib/ids';
import type { Page } from '../lib/pagination';
import { withRetries } from '../lib/retries';
import { nextMessageTime, notificationPreview, toConversationSummary, toMessage } from './records';
import {
  countUnreadConversations,
  findSummariesBeforeSend,
  findUnreadCount,
  listConversationSummaries,
  listThreadPage,
  markConversationRead,
  writeMessage,
  type SummariesBeforeSend,
} from './repository';
import { log } from '../lib/observability';
import { MESSAGE_LIMITS } from './write-limits';

const BUSY = 'Too many messages at once. Please try again.';
const MAX_ATTEMPTS = 12;

/** Title of a message notification when the sender has no display name. */
const NOTIFICATION_FALLBACK_TITLE = 'New message';

/** No account id holds '#' (they are UUIDs): such an id names nobody and never reaches a key. */
const isPossibleUserId = (id: string) => !id.includes('#');

/** A notification must never fail the send that caused it. */
async function notifyReceiver(message: Message, sender: UserSummary | undefined): Promise<void> {
  try {
    await createNotifications({
      userIds: [message.receiverId],
      notification: {
        type: 'message',
        title: sender?.displayName || NOTIFICATION_FALLBACK_TITLE,
        message: notificationPreview(message.content),
        actorId: message.senderId,
      },
    });
  } catch (error) {
    log.error('Could not send a message notification', { receiverId: message.receiverId, senderId: message.senderId, error });
  }
}

/** Someone who blocked me is, to me, nobody (issue 26); someone I blocked is someone I cannot message. */
function refuseAcrossBlock(relationship: Relationship, receiverExists: boolean): void {
  if (!receiverExists || (relationship.blockedBy && !relationship.blocking)) throw new NotFound(RECIPIENT_NOT_FOUND);
  if (relationship.blocking) throw new Forbidden(MESSAGING_BLOCKED);
}

/**
 * Sends a message (201 with it). Refused: to oneself (400), to nobody or to someone who blocked me (404, the same
 * answer: issue 26), to someone I blocked (403).
 * The checks and the conversation's summaries are read in parallel (3 requests), then one transaction writes the
 * message and both summaries; a lost race reads the summaries again and retries. The receiver is notified only when
 * their side of the conversation had nothing unread (one notification per unread streak).
 */
export async function sendMessage(senderId: string, input: SendMessageInput): Promise<Message> {
  const { receiverId, content } = input;
  if (receiverId === senderId) throw new BadRequest(MESSAGE_TO_SELF);
  if (!isPossibleUserId(receiverId)) throw new NotFound(RECIPIENT_NOT_FOUND);
  await enforceWriteLimits(senderId, MESSAGE_LIMITS);
  const pair = { senderId, receiverId };
  const [people, relationship, firstRead] = await Promise.all([
    findUserSummaries({ userIds: [receiverId, senderId] }),
    findRelationship({ viewerId: senderId, otherId: receiverId }),
    findSummariesBeforeSend(pair),
  ]);
  refuseAcrossBlock(relationship, people.has(receiverId));

  let read: SummariesBeforeSend | undefined = firstRead;
  const sent = await withRetries(
    async () => {
      const before = read ?? (await findSummariesBeforeSend(pair));
      read = undefined;
      const at = nextMessageTime(new Date(), [before.senderLastMessageTime, before.receiverLastMessageTime]);
      const message: Message = { id: timeOrderedId(at), senderId, receiverId, content, createdAt: at.toISOString() };
      // A block made since the check above refuses the message in its own transaction (issue 27).
      if ((await writeMessage({ message, conditions: noBlockEitherWay({ userIds: [senderId, receiverId] }) })) === 'refused') {
        refuseAcrossBlock(await findRelationship({ viewerId: senderId, otherId: receiverId }), true);
        throw new StaleWrite(); // lifted again meanwhile: read and try again
      }
      return { message, startsUnreadStreak: before.receiverUnreadCount <= 0 };
    },
    { conflictMessage: BUSY, maxAttempts: MAX_ATTEMPTS, delayMs: backoffDelay },
  );
  if (sent.startsUnreadStreak) await notifyReceiver(sent.message, people.get(senderId));
  return sent.message;
}

/**
 * My conversations, newest first: one Query of my summaries, then the other people's names and photos in one
 * BatchGet. Someone whose account is gone keeps their card as 'Unknown user' (the history is still mine).
 */
export async function listConversations(userId: string, query: { limit: number; cursor?: string }): Promise<Page<ConversationSummary>> {
  const page = await listConversationSummaries({ userId, ...query });
  const people = page.items.length ? await findUserSummaries({ userIds: page.items.map((summary) => summary.userId) }) : new Map<string, UserSummary>();
  return { items: page.items.map((summary) => toConversationSummary(summary, people.get(summary.userId))), cursor: page.cursor };
}

/**
 * A page of my conversation with `otherId`, oldest first: the newest `limit` messages, the cursor reaching older
 * ones. Opening the newest page marks the conversation read up to the newest message shown. Someone I never wrote
 * with, oneself, or an id that names nobody: an empty thread (200 []), the same as a person I have not written to.
 */
export async function readThread(userId: string, otherId: string, query: { limit: number; cursor?: string }): Promise<Page<Message>> {
  if (otherId === userId || !isPossibleUserId(otherId)) return { items: [] };
  // The newest page of an open thread is polled every few seconds: it writes only when something was unread.
  const [page, { unread, hiddenByBlock }] = await Promise.all([
    listThreadPage({ userId, otherId, ...query }),
    query.cursor ? { unread: 0, hiddenByBlock: false } : findUnreadCount({ userId, otherId }),
  ]);
  // Hidden while a block stands between the two (issue 27): the same empty thread as with a person never written to.
  if (hiddenByBlock) return { items: [] };
  const newest = page.items[0];
  if (unread > 0 && newest) await markConversationRead({ userId, otherId, newestShownId: newest.id });
  return { items: page.items.map(toMessage).reverse(), cursor: page.cursor };
}

export function countConversationsWithUnread(userId: string): Promise<number> {
  return countUnreadConversations({ userId });
}
