import { expect } from 'vitest';
import type { ConversationSummary, Message, Notification } from '../../shared/api-types';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { api, type ApiResult } from '../support/api';
import type { Account } from './follows-helpers';

type Person = Account | string;
const idOf = (person: Person) => (typeof person === 'string' ? person : person.user.id);

export const send = (me: Account, to: Person, content: unknown) =>
  api('POST /api/messages', { token: me.token, untypedBody: { receiverId: idOf(to), content } });

/** Sends and expects 201 with the message. */
export async function sends(me: Account, to: Person, content: string): Promise<Message> {
  const result = await send(me, to, content);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

export interface Page<T> {
  items: T[];
  cursor?: string;
}

/** A page of conversations or of one thread: the route answers either list, by its query. */
function page<T>(result: ApiResult): Page<T> {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { items: result.body as T[], cursor: result.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

export async function conversations(me: Account, options: { limit?: number; cursor?: string } = {}): Promise<Page<ConversationSummary>> {
  return page<ConversationSummary>(await api('GET /api/messages', { query: options, token: me.token }));
}

export async function thread(me: Account, withPerson: Person, options: { limit?: number; cursor?: string } = {}): Promise<Page<Message>> {
  return page<Message>(await api('GET /api/messages', { query: { withUserId: idOf(withPerson), ...options }, token: me.token }));
}

/** Every page of a thread from the newest back, and the whole thread oldest first. */
export async function wholeThread(me: Account, withPerson: Person, limit?: number): Promise<{ pages: Message[][]; messages: Message[] }> {
  const pages: Message[][] = [];
  let cursor: string | undefined;
  do {
    const next = await thread(me, withPerson, { limit, cursor });
    pages.push(next.items);
    cursor = next.cursor;
  } while (cursor);
  return { pages, messages: [...pages].reverse().flat() };
}

export async function unreadCount(me: Account): Promise<number> {
  const result = await api('GET /api/messages/unread-count', { token: me.token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.count;
}

/** The card of my conversation with that person, if I have one. */
export async function cardWith(me: Account, other: Person): Promise<ConversationSummary | undefined> {
  return (await conversations(me, { limit: 100 })).items.find((card) => card.userId === idOf(other));
}

export async function messageNotifications(me: Account): Promise<Notification[]> {
  const result = await api('GET /api/notifications', { query: { limit: 100 }, token: me.token });
  expect(result.status).toBe(200);
  return result.body.filter((notification) => notification.type === 'message');
}
