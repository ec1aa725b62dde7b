import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/api-types';
import type { OutboxEntry } from './outbox-entry';
import { outboxKind, type KindSettledEvent } from './outbox-kind';
import { outboxRequest } from './outbox-request';
import { startOutbox, stopOutbox } from './outbox-runtime';
import { indexedDbOutboxStorage } from './outbox-storage';

interface Sent {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}

let sent: Sent[] = [];
let respond: (request: Sent) => Response = () => new Response('{}', { status: 200 });

beforeEach(() => {
  sent = [];
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const request = { method: init.method ?? 'GET', url, key: headers[IDEMPOTENCY_KEY_HEADER] ?? null, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    return respond(request);
  });
});

afterEach(() => {
  stopOutbox();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A kind of the test's own: its data is a note, its route the weight and reps of a set. */
const setValuesKind = outboxKind<{ note: string }, 'PATCH /api/workout-sets/{id}'>('test/set-values');

describe('the running outbox', () => {
  it("sends a request by its route key, with its key, and hands the route's answer to the kind that queued it", async () => {
    const outbox = startOutbox('runtime-typed');
    const heard: Array<KindSettledEvent<{ note: string }, 'PATCH /api/workout-sets/{id}'>> = [];
    setValuesKind.onSettled(outbox, (event) => heard.push(event));
    respond = () => json({ id: 'set 1', reps: 5 });

    const entry = outbox.enqueue(
      setValuesKind.input({ data: { note: 'typed' }, label: 'Reps', request: outboxRequest('PATCH /api/workout-sets/{id}', { params: { id: 'set 1' }, body: { reps: 5 } }) }),
    );
    await expect(outbox.whenSettled(entry.id)).resolves.toBe('sent');

    expect(sent).toEqual([{ method: 'PATCH', url: '/api/workout-sets/set%201', key: entry.idempotencyKey, body: { reps: 5 } }]);
    expect(heard).toMatchObject([{ outcome: 'sent', data: { note: 'typed' }, answer: { id: 'set 1', reps: 5 } }]);
  });

  it('sends an entry stored by a version before route keys as it was stored, and its kind still hears of it', async () => {
    const stored: OutboxEntry = {
      id: '01JD0000000000000000000001',
      idempotencyKey: 'ob_01JD0000000000000000000001',
      request: { method: 'DELETE', path: '/api/workout-sets/old-set', repeatable: true },
      label: 'Delete set',
      scope: 'session-1',
      change: { note: 'stored' },
      attempts: 0,
      queuedAt: '2026-11-20T10:00:00.000Z',
    };
    await indexedDbOutboxStorage('runtime-legacy').save({ entries: [stored], refusals: [] });
    const legacyKind = outboxKind<{ note: string }, 'DELETE /api/workout-sets/{id}'>('test/delete-set', { legacy: (entry) => entry.scope === 'session-1' });
    respond = () => json({ message: 'Set not found' }, 404);

    const outbox = startOutbox('runtime-legacy');
    const heard: unknown[] = [];
    legacyKind.onSettled(outbox, (event) => heard.push(event.outcome === 'sent' && [event.data, event.answer]));
    await outbox.ready;
    await expect(outbox.whenSettled(stored.id)).resolves.toBe('sent');

    // A repeatable request carries no key; a delete of what is already gone counts as done, with no answer.
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/workout-sets/old-set', key: null, body: undefined }]);
    expect(heard).toEqual([[{ note: 'stored' }, null]]);
  });
});
