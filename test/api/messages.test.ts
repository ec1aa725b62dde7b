/**
 * Direct messages through HTTP: sending, the conversation list, threads (oldest first, paged back in time), who may
 * read a thread, and validation. Four accounts sign up; the other people messaged are seeded profiles (they receive,
 * and are named, but never sign in). Blocks: messages-blocks.test.ts; unread state and notifications:
 * messages-unread.test.ts; request counts: messages-cost.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../shared/api-types';
import { MESSAGE_EMPTY, MESSAGE_MAX_LENGTH, MESSAGE_TO_SELF, MESSAGE_TOO_LONG, RECIPIENT_NOT_FOUND, THREAD_PAGE_SIZE } from '../../shared/schemas/messages';
import { api, callRaw } from '../support/api';
import { useLocalStackForFunctions } from '../support/functions-env';
import { people, type Account } from './follows-helpers';
import { cardWith, conversations, send, sends, thread, wholeThread } from './messages-helpers';
import { uploadedPhoto } from './media-helpers';
import { patchProfile } from './users-helpers';

useLocalStackForFunctions();
const { seedPeople } = await import('../../bench/seed-people');
const { seedThread } = await import('../../bench/messages');

const seeded = (count: number) => seedPeople({ count, namePrefix: 'Pen Pal', usernamePrefix: `pen_pal_${randomUUID().slice(0, 8)}` });

let ann: Account;
let ben: Account;
let cal: Account;
let dee: Account;

beforeAll(async () => {
  [ann, ben, cal, dee] = await people(4);
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/messages'],
    ['GET', '/api/messages?withUserId=someone'],
    ['POST', '/api/messages'],
    ['GET', '/api/messages/unread-count'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const result = await callRaw(method, path, { body: method === 'POST' ? { receiverId: 'someone', content: 'Hi' } : undefined });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: expect.any(String) });
  });

  it('answers 401 for a token that is not one', async () => {
    const result = await api('GET /api/messages', { token: 'not-a-token' });
    expect(result.status).toBe(401);
  });
});

describe('a conversation between two people', () => {
  it('sends, lists with the other person’s name and photo, and reads the same thread from both sides', async () => {
    const benWithPhoto = await patchProfile(ben.token, ben.user.id, { profileImage: await uploadedPhoto(ben.token, 'avatar') });
    const before = Date.now();

    const first = await send(ann, ben, '  Hi Ben!  ');

    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), senderId: ann.user.id, receiverId: ben.user.id, content: 'Hi Ben!', createdAt: expect.any(String) });
    expect(Date.parse(first.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first.body.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await cardWith(ann, ben)).toEqual({
      userId: ben.user.id,
      lastMessage: 'Hi Ben!',
      lastMessageTime: first.body.createdAt,
      lastSenderId: ann.user.id,
      displayName: ben.user.displayName,
      username: ben.user.username,
      profileImage: benWithPhoto.profileImage,
      unreadCount: 0,
    });
    expect(benWithPhoto.profileImage).toMatch(/^\/media\/avatars\//);
    expect(await cardWith(ben, ann)).toEqual({
      userId: ann.user.id,
      lastMessage: 'Hi Ben!',
      lastMessageTime: first.body.createdAt,
      lastSenderId: ann.user.id,
      displayName: ann.user.displayName,
      username: ann.user.username,
      profileImage: null,
      unreadCount: 1,
    });

    const reply = await sends(ben, ann, 'Hey Ann!\nLeg day tomorrow?');

    const fromAnn = await thread(ann, ben);
    const fromBen = await thread(ben, ann);
    expect(fromAnn.items).toEqual([first.body, reply]);
    expect(fromBen.items).toEqual([first.body, reply]);
    expect(fromAnn.cursor).toBeUndefined();
    expect(await cardWith(ann, ben)).toMatchObject({ lastMessage: 'Hey Ann!\nLeg day tomorrow?', lastMessageTime: reply.createdAt, lastSenderId: ben.user.id });
    expect(await cardWith(ben, ann)).toMatchObject({ lastMessage: 'Hey Ann!\nLeg day tomorrow?', lastSenderId: ben.user.id });
  });

  it('keeps every message of two people writing at once, in one order both see, with the summaries on the last', async () => {
    // Both open the thread first, so the unread counts start at zero.
    const earlier = (await wholeThread(ann, ben)).messages;
    await wholeThread(ben, ann);

    const sent = await Promise.all([
      ...Array.from({ length: 5 }, (_, n) => sends(ann, ben, `Ann ${n}`)),
      ...Array.from({ length: 5 }, (_, n) => sends(ben, ann, `Ben ${n}`)),
    ]);

    // The cards before the threads: opening a thread marks it read.
    const annCard = await cardWith(ann, ben);
    const benCard = await cardWith(ben, ann);
    const { messages } = await wholeThread(ann, ben, 4);
    const added = messages.slice(earlier.length);
    expect(messages.slice(0, earlier.length)).toEqual(earlier);
    expect(new Set(added.map((message) => message.id))).toEqual(new Set(sent.map((message) => message.id)));
    expect(added.map((message) => message.id)).toEqual(added.map((message) => message.id).sort());
    expect(added.map((message) => message.createdAt)).toEqual(added.map((message) => message.createdAt).sort());
    expect((await wholeThread(ben, ann, 100)).messages).toEqual(messages);
    const last = messages.at(-1)!;
    for (const card of [annCard, benCard]) {
      expect(card).toMatchObject({ lastMessage: last.content, lastMessageTime: last.createdAt, lastSenderId: last.senderId, unreadCount: 5 });
    }
  });
});

describe('the conversation list', () => {
  it('shows one card per person, newest first, 20 a page, and moves a conversation up when it gets a message', async () => {
    const pals = await seeded(25);
    for (const pal of pals) await sends(dee, pal, `Hello ${pal}`);

    const first = await conversations(dee);
    const second = await conversations(dee, { cursor: first.cursor });

    const newestFirst = [...pals].reverse();
    expect(first.items.map((card) => card.userId)).toEqual(newestFirst.slice(0, 20));
    expect(first.cursor).toEqual(expect.any(String));
    expect(second.items.map((card) => card.userId)).toEqual(newestFirst.slice(20));
    expect(second.cursor).toBeUndefined();
    expect(first.items[0]).toMatchObject({ displayName: 'Pen Pal Person 25', lastMessage: `Hello ${pals[24]}`, unreadCount: 0, profileImage: null });

    await sends(dee, pals[3]!, 'Again');
    const after = await conversations(dee, { limit: 3 });
    expect(after.items.map((card) => card.userId)).toEqual([pals[3], pals[24], pals[23]]);
    expect(after.items[0]).toMatchObject({ lastMessage: 'Again' });
    expect((await conversations(dee, { limit: 100 })).items).toHaveLength(25);
  });

  it('refuses a bad limit or cursor with 400', async () => {
    for (const path of ['/api/messages?limit=0', '/api/messages?limit=101', '/api/messages?limit=ten', '/api/messages?cursor=not-a-cursor']) {
      const result = await callRaw('GET', path, { token: dee.token });
      expect(result.status, path).toBe(400);
      expect(result.body).toEqual({ message: expect.any(String) });
    }
  });
});

describe('a long thread', () => {
  let pal: string;
  let sent: Message[];

  beforeAll(async () => {
    [pal] = (await seeded(1)) as [string];
    // Written in bulk with the items a send writes (messages-cost.test.ts checks the shapes): 120 sends in a row
    // would pass the limit of 60 a minute (issue 26).
    sent = await seedThread({ me: cal.user.id, other: pal, count: 120 });
  });

  it('answers the newest 50 oldest first, and older pages through the cursor, without gaps or duplicates', async () => {
    const { pages, messages } = await wholeThread(cal, pal);

    expect(pages.map((page) => page.length)).toEqual([THREAD_PAGE_SIZE, THREAD_PAGE_SIZE, 20]);
    expect(pages[0]).toEqual(sent.slice(-50));
    expect(pages[1]).toEqual(sent.slice(-100, -50));
    expect(messages).toEqual(sent);
  });

  it('pages with any limit up to 100', async () => {
    const byNine = await wholeThread(cal, pal, 9);
    const byHundred = await wholeThread(cal, pal, 100);

    expect(byNine.pages).toHaveLength(14);
    expect(byNine.messages).toEqual(sent);
    expect(byHundred.pages.map((page) => page.length)).toEqual([100, 20]);
    expect(byHundred.messages).toEqual(sent);
  });

  it('refuses a bad limit or cursor with 400', async () => {
    const list = await conversations(dee, { limit: 1 });
    for (const suffix of ['&limit=0', '&limit=101', '&limit=1.5', '&cursor=bm90LWEta2V5', `&cursor=${list.cursor}`]) {
      const result = await callRaw('GET', `/api/messages?withUserId=${pal}${suffix}`, { token: cal.token });
      expect(result.status, suffix).toBe(400);
      expect(result.body).toEqual({ message: expect.any(String) });
    }
    expect((await api('GET /api/messages', { query: { withUserId: '' }, token: cal.token })).status).toBe(400);
  });
});

describe('who reads a thread', () => {
  it('only its two participants: a third person reads their own, empty conversation and cannot page into theirs', async () => {
    const annBen = await thread(ann, ben, { limit: 2 });
    expect(annBen.items).toHaveLength(2);
    expect(annBen.cursor).toEqual(expect.any(String));

    expect(await thread(cal, ben)).toEqual({ items: [], cursor: undefined });
    expect(await thread(cal, ann)).toEqual({ items: [], cursor: undefined });
    for (const other of [ann, ben]) {
      const result = await api('GET /api/messages', { query: { withUserId: other.user.id, cursor: annBen.cursor }, token: cal.token });
      expect(result.status).toBe(400);
    }
    const cards = (await conversations(cal, { limit: 100 })).items;
    expect(cards.map((card) => card.userId)).not.toContain(ann.user.id);
    expect(cards.map((card) => card.userId)).not.toContain(ben.user.id);
    expect(cards.some((card) => card.lastMessage.startsWith('Ann ') || card.lastMessage.startsWith('Ben '))).toBe(false);
  });

  it('answers an empty thread for a person who does not exist, and for oneself', async () => {
    expect(await thread(ann, randomUUID())).toEqual({ items: [], cursor: undefined });
    expect(await thread(ann, 'not#an#id')).toEqual({ items: [], cursor: undefined });
    expect(await thread(ann, ann)).toEqual({ items: [], cursor: undefined });
  });
});

describe('sending refuses', () => {
  let pal: string;

  beforeAll(async () => {
    [pal] = (await seeded(1)) as [string];
  });

  it.each([
    ['empty content', { content: '' }, MESSAGE_EMPTY],
    ['whitespace only', { content: '  \n\t  ' }, MESSAGE_EMPTY],
    ['no content', { content: undefined }, MESSAGE_EMPTY],
    ['content that is not text', { content: 42 }, MESSAGE_EMPTY],
    ['content over the limit', { content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, MESSAGE_TOO_LONG],
    ['no receiver', { receiverId: undefined }, 'receiverId is required.'],
    ['an empty receiver', { receiverId: '' }, 'receiverId is required.'],
    ['an unknown field', { extra: true }, expect.any(String)],
  ])('%s with 400', async (_, change, message) => {
    const body = { receiverId: pal, content: 'Hello', ...change };
    const result = await api('POST /api/messages', { token: cal.token, untypedBody: body });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
  });

  it('a body that is not JSON with 400', async () => {
    const result = await api('POST /api/messages', { token: cal.token, rawBody: '{"receiverId":' });
    expect(result.status).toBe(400);
  });

  it('a message to oneself with 400', async () => {
    const result = await send(cal, cal, 'Note to self');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: MESSAGE_TO_SELF });
  });

  it.each([['an unknown id', randomUUID()], ['an id no account can have', 'USER#x#PROFILE']])('a receiver with %s with 404', async (_, receiverId) => {
    const result = await send(cal, receiverId, 'Anyone there?');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: RECIPIENT_NOT_FOUND });
    expect(await thread(cal, receiverId)).toEqual({ items: [], cursor: undefined });
  });

  it('and stores nothing when it does, while a trimmed message of exactly the limit is sent', async () => {
    expect(await cardWith(cal, pal)).toBeUndefined();
    expect((await thread(cal, pal)).items).toEqual([]);

    const longest = await sends(cal, pal, `  ${'y'.repeat(MESSAGE_MAX_LENGTH)}  `);

    expect(longest.content).toBe('y'.repeat(MESSAGE_MAX_LENGTH));
    expect((await thread(cal, pal)).items).toEqual([longest]);
  });
});
