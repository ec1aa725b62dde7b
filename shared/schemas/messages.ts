/**
 * Request schemas and texts of direct messages (spec 001 sections 2, 5, 7, 8, 9), used by the messages Lambda to
 * validate and by the /messages composer to pre-check.
 */
import * as z from './zod';
import { MAX_ID_LENGTH } from './sessions';
import { CURSOR_MAX_LENGTH, maxUtf16Length, userText } from './text';

/**
 * Beyond the spec: one message holds at most this many UTF-16 code units (an emoji counts two), as the composer's
 * maxlength and counter count them (docs/decisions.md section 35).
 */
export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_EMPTY = 'Message cannot be empty.';
export const MESSAGE_TOO_LONG = `Messages can be at most ${MESSAGE_MAX_LENGTH} characters.`;
export const MESSAGE_TO_SELF = 'You cannot message yourself.';
/** Either of the two blocked the other: sending is refused (403). */
export const MESSAGING_BLOCKED = 'You cannot message this person.';
export const RECIPIENT_NOT_FOUND = 'User not found';

/** Spec 001 section 8: the send toasts (title / description). */
export const MESSAGE_SENT = { title: 'Message sent', description: 'Your message has been sent successfully.' } as const;
export const MESSAGE_SEND_FAILED = { title: 'Error', description: 'Failed to send message. Please try again.' } as const;

export { CONVERSATIONS_PAGE_SIZE, MESSAGES_UNREAD_POLL_MS, THREAD_PAGE_SIZE, THREAD_POLL_MS } from '../message-pages';

const id = z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH));

/**
 * `GET /api/messages` lists conversations; `GET /api/messages?withUserId={id}` is the thread with that person.
 * Both pages: `limit` and the `cursor` of the previous page (x-next-cursor).
 */
export const messagesQuerySchema = z.object({
  withUserId: z.optional(id),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  cursor: z.optional(z.string().check(z.maxLength(CURSOR_MAX_LENGTH))),
});

/** `POST /api/messages` */
export const sendMessageSchema = z.strictObject({
  receiverId: z.string({ error: 'receiverId is required.' }).check(z.minLength(1, 'receiverId is required.'), z.maxLength(MAX_ID_LENGTH)),
  content: userText('Message', 'multi-line', { error: MESSAGE_EMPTY }).check(z.trim(), z.minLength(1, MESSAGE_EMPTY), maxUtf16Length(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)),
});
export type SendMessageInput = z.output<typeof sendMessageSchema>;
