/**
 * The messages part of `npm run bench`: a thread page (and the next, older one) with 10 and with 5,000 messages in
 * the conversation, the conversation list (and its next page) with 10 and with 1,000 conversations, and the unread
 * count. Conversations are written in bulk with the item shapes the messages domain writes (records.ts); a send is
 * measured too. Request counts must not grow with the data.
 */
import { randomUUID } from 'node:crypto';
import type { AuthResponse, Message } from '../shared/api-types';
import { NEXT_CURSOR_HEADER } from '../shared/api-types';
import { tableName } from '../functions/lib/config';
import { writeAllItems } from '../functions/lib/db/batch-write';
import { db } from '../functions/lib/db/client';
import { timeOrderedId } from '../functions/lib/ids';
import { messageItem, summaryItem } from '../functions/messages/records';
import { summariseMeasured, type Measured, type Summary } from './measured-runs';
import { IDLE_THREAD_ROW } from './idle-thread';
import { seedPeople } from './seed-people';

type Call = (token: string, method: string, path: string, body?: unknown) => Promise<Measured>;

export interface MessagesRow {
  endpoint: string;
  kind: 'read' | 'write';
  small: Summary;
  large: Summary;
}

export const THREAD_SCALES = [10, 5_000] as const;
export const CONVERSATION_SCALES = [10, 1_000] as const;
const RUNS = 5;

/**
 * The items of a conversation of `count` messages between `me` and `other`, one second apart and ending at `endAt`,
 * alternating senders with the last from `other` (so `me` has one unread message): the messages and both summaries.
 * Answers the items and the messages, oldest first.
 */
export function conversationItems(options: { me: string; other: string; count: number; endAt: number }): { items: Record<string, unknown>[]; messages: Message[] } {
  const { me, other, count, endAt } = options;
  const messages: Message[] = [];
  for (let index = 0; index < count; index++) {
    const at = new Date(endAt - (count - 1 - index) * 1000);
    const fromOther = (count - 1 - index) % 2 === 0;
    messages.push({
      id: timeOrderedId(at),
      senderId: fromOther ? other : me,
      receiverId: fromOther ? me : other,
      content: `Message ${index + 1} of ${count}`,
      createdAt: at.toISOString(),
    });
  }
  const last = messages.at(-1)!;
  const summaryOf = (ownerId: string, userId: string, unreadCount: number) =>
    summaryItem({
      ownerId,
      userId,
      lastMessage: last.content,
      lastMessageTime: last.createdAt,
      lastMessageId: last.id,
      lastSenderId: last.senderId,
      unreadCount,
    });
  return { items: [...messages.map(messageItem), summaryOf(me, other, 1), summaryOf(other, me, 0)], messages };
}

/** `me` has a conversation of `count` messages with `other`. */
export async function seedThread(options: { me: string; other: string; count: number }): Promise<Message[]> {
  const { items, messages } = conversationItems({ ...options, endAt: Date.now() - 60_000 });
  await writeAllItems({ client: db, tableName: tableName(), items });
  return messages;
}

/** `me` has one two-message conversation with each of `others`, the first of them the newest, all older than a seeded thread. */
export async function seedConversations(options: { me: string; others: readonly string[] }): Promise<void> {
  const start = Date.now() - 120_000;
  const items = options.others.flatMap((other, index) => conversationItems({ me: options.me, other, count: 2, endAt: start - index * 10_000 }).items);
  await writeAllItems({ client: db, tableName: tableName(), items });
}

async function signUp(call: Call, name: string): Promise<AuthResponse> {
  const tag = randomUUID().slice(0, 8);
  return (await call('', 'POST', '/api/auth/signup', { displayName: name, username: `bench_messages_${tag}`, email: `bench.messages.${tag}@example.com`, password: 'bench-password-1' }))
    .body as AuthResponse;
}

interface ScaleRuns {
  thread: Measured[];
  olderThread: Measured[];
  list: Measured[];
  nextList: Measured[];
  unread: Measured[];
  send: Measured[];
}

/** One reader with a thread of `messages` messages and `conversations` conversations in all. */
async function measureScale(call: Call, messages: number, conversations: number): Promise<ScaleRuns> {
  const reader = await signUp(call, 'Message Reader');
  const seeding = Date.now();
  const others = await seedPeople({ count: conversations, namePrefix: 'Chat', usernamePrefix: `chat_${randomUUID().slice(0, 8)}` });
  const [threadWith, ...rest] = others;
  await seedConversations({ me: reader.user.id, others: rest });
  await seedThread({ me: reader.user.id, other: threadWith!, count: messages });
  process.stderr.write(`seeded a thread of ${messages} messages and ${conversations} conversations in ${((Date.now() - seeding) / 1000).toFixed(1)} s\n`);

  const threadPath = `/api/messages?withUserId=${threadWith}`;
  const runs: ScaleRuns = { thread: [], olderThread: [], list: [], nextList: [], unread: [], send: [] };
  // Second pages with pages of 5, so that the smaller scale has one too.
  const olderCursor = (await call(reader.token, 'GET', `${threadPath}&limit=5`)).headers?.[NEXT_CURSOR_HEADER];
  const nextCursor = (await call(reader.token, 'GET', '/api/messages?limit=5')).headers?.[NEXT_CURSOR_HEADER];
  if (!olderCursor || !nextCursor) throw new Error('The seeded thread and list should have second pages of 5');
  // The first read marks the one unread message read; the measured reads are polls of an open thread with nothing unread.
  await call(reader.token, 'GET', threadPath);
  for (let run = 0; run < RUNS; run++) {
    runs.thread.push(await call(reader.token, 'GET', threadPath));
    runs.olderThread.push(await call(reader.token, 'GET', `${threadPath}&limit=5&cursor=${olderCursor}`));
    runs.list.push(await call(reader.token, 'GET', '/api/messages?limit=20'));
    runs.nextList.push(await call(reader.token, 'GET', `/api/messages?limit=5&cursor=${nextCursor}`));
    runs.unread.push(await call(reader.token, 'GET', '/api/messages/unread-count'));
  }
  for (let run = 0; run < RUNS; run++) runs.send.push(await call(reader.token, 'POST', '/api/messages', { receiverId: threadWith, content: `Reply ${run}` }));
  return runs;
}

export async function measureMessages(call: Call): Promise<MessagesRow[]> {
  const small = await measureScale(call, THREAD_SCALES[0], CONVERSATION_SCALES[0]);
  const large = await measureScale(call, THREAD_SCALES[1], CONVERSATION_SCALES[1]);
  const threads = `${THREAD_SCALES.join(' / ')} messages`;
  const lists = `${CONVERSATION_SCALES.join(' / ')} conversations`;
  const row = (endpoint: string, kind: MessagesRow['kind'], pick: (runs: ScaleRuns) => Measured[]): MessagesRow => ({ endpoint, kind, small: summariseMeasured(pick(small)), large: summariseMeasured(pick(large)) });
  const rows = [
    row(`${IDLE_THREAD_ROW} (${threads})`, 'read', (runs) => runs.thread),
    row(`GET /api/messages?withUserId, older page of 5 (${threads})`, 'read', (runs) => runs.olderThread),
    row(`GET /api/messages (${lists})`, 'read', (runs) => runs.list),
    row(`GET /api/messages, 2nd page of 5 (${lists})`, 'read', (runs) => runs.nextList),
    row(`GET /api/messages/unread-count (${lists})`, 'read', (runs) => runs.unread),
    row(`POST /api/messages (${threads})`, 'write', (runs) => runs.send),
  ];
  return rows;
}
