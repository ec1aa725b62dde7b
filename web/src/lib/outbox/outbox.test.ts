import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import type { OutboxEntry, OutboxInput } from './outbox-entry';
import { Outbox, type OutboxClock } from './outbox';
import { outboxRequest } from './outbox-request';
import { indexedDbOutboxStorage } from './outbox-storage';
import { MAX_CONFLICT_ATTEMPTS } from './retry-policy';

/** A clock the test moves by hand: timers fire only when `advance` passes them. */
function manualClock() {
  let now = Date.parse('2026-01-10T10:00:00Z');
  let timers: Array<{ at: number; callback: () => void; handle: number }> = [];
  let next = 1;
  const clock: OutboxClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const handle = next++;
      timers.push({ at: now + ms, callback, handle });
      return handle;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
  };
  return {
    clock,
    pendingDelays: () => timers.map((timer) => timer.at - now),
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      due.forEach((timer) => timer.callback());
    },
  };
}

const networkDown = () => new TypeError('Failed to fetch');
let userCount = 0;

function setup({ online = () => true }: { online?: () => boolean } = {}) {
  const userId = `user-${++userCount}`;
  const time = manualClock();
  const sent: OutboxEntry[] = [];
  const answers: Array<(entry: OutboxEntry) => unknown> = [];
  const send = async (entry: OutboxEntry) => {
    sent.push(entry);
    const answer = answers.shift();
    if (!answer) return { ok: true };
    return answer(entry);
  };
  const make = () => new Outbox({ storage: indexedDbOutboxStorage(userId), send, clock: time.clock, isOnline: online });
  return { userId, time, sent, answers, make };
}

const change = (label: string, extra: Partial<OutboxInput> = {}): OutboxInput => ({
  request: outboxRequest('PATCH /api/workout-sets/{id}', { params: { id: label }, body: {} }),
  label,
  ...extra,
});

async function settledAll(outbox: Outbox) {
  await expect.poll(() => outbox.entries.length).toBe(0);
  await outbox.flushed();
}

describe('the outbox', () => {
  it('sends entries one at a time in the order they were queued', async () => {
    const { make, sent } = setup();
    const outbox = make();
    outbox.enqueue(change('a'));
    outbox.enqueue(change('b'));
    outbox.enqueue(change('c'));
    await settledAll(outbox);
    expect(sent.map((entry) => entry.label)).toEqual(['a', 'b', 'c']);
  });

  it('keeps what was queued offline across a reload and sends it when back online', async () => {
    let online = false;
    const { make, sent } = setup({ online: () => online });
    const first = make();
    const queued = first.enqueue(change('add set'));
    first.enqueue(change('finish'));
    await first.flushed();
    first.stop();
    expect(sent).toEqual([]);

    // A new page load: a new outbox reads the same storage.
    const reloaded = make();
    await reloaded.ready;
    expect(reloaded.entries.map((entry) => entry.label)).toEqual(['add set', 'finish']);
    expect(reloaded.entries[0]?.idempotencyKey).toBe(queued.idempotencyKey);

    online = true;
    reloaded.kick();
    await settledAll(reloaded);
    expect(sent.map((entry) => entry.label)).toEqual(['add set', 'finish']);
    expect(sent[0]?.idempotencyKey).toBe(queued.idempotencyKey);

    const third = make();
    await third.ready;
    expect(third.entries).toEqual([]);
  });

  it('retries network errors, 5xx, 408 and 429 with growing waits, with the same idempotency key, keeping the order', async () => {
    const { make, sent, answers, time } = setup();
    const outbox = make();
    answers.push(() => Promise.reject(networkDown()));
    answers.push(() => Promise.reject(new ApiError('Internal server error', 503, null)));
    answers.push(() => Promise.reject(new ApiError('Too many requests', 429, null)));
    answers.push(() => Promise.reject(new ApiError('Timeout', 408, null)));
    const first = outbox.enqueue(change('first'));
    outbox.enqueue(change('second'));

    await expect.poll(() => time.pendingDelays()).toEqual([1000]);
    expect(sent).toHaveLength(1);
    time.advance(999);
    expect(sent).toHaveLength(1);
    time.advance(1);
    await expect.poll(() => time.pendingDelays()).toEqual([2000]);
    time.advance(2000);
    await expect.poll(() => time.pendingDelays()).toEqual([4000]);
    time.advance(4000);
    await expect.poll(() => time.pendingDelays()).toEqual([8000]);
    time.advance(8000);
    await settledAll(outbox);

    expect(sent.map((entry) => entry.label)).toEqual(['first', 'first', 'first', 'first', 'first', 'second']);
    expect(new Set(sent.slice(0, 5).map((entry) => entry.idempotencyKey))).toEqual(new Set([first.idempotencyKey]));
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('tries again at once when the device comes back online, cutting the wait short', async () => {
    const { make, sent, answers, time } = setup();
    const outbox = make();
    answers.push(() => Promise.reject(networkDown()));
    outbox.enqueue(change('a'));
    await expect.poll(() => time.pendingDelays()).toEqual([1000]);
    outbox.kick();
    await settledAll(outbox);
    expect(sent).toHaveLength(2);
    expect(time.pendingDelays()).toEqual([]);
  });

  it('retries a 409 while the same key is in progress, but refuses a reused id for good', async () => {
    const { make, sent, answers, time } = setup();
    const outbox = make();
    answers.push(() => Promise.reject(new ApiError('Request in progress', 409, null)));
    answers.push(() => Promise.reject(new ApiError('This id is already in use', 409, null)));
    const entry = outbox.enqueue(change('add set', { creates: ['set-1'] }));
    await expect.poll(() => time.pendingDelays()).toEqual([1000]);
    time.advance(1000);
    await expect(outbox.whenSettled(entry.id)).resolves.toBe('refused');
    expect(sent).toHaveLength(2);
    expect(outbox.refusals.map((refusal) => [refusal.entry.label, refusal.status, refusal.message])).toEqual([
      ['add set', 409, 'This id is already in use'],
    ]);
  });

  it('gives up on a 409 that never clears', async () => {
    const { make, answers, time } = setup();
    const outbox = make();
    for (let i = 0; i < MAX_CONFLICT_ATTEMPTS; i++) answers.push(() => Promise.reject(new ApiError('Busy', 409, null)));
    const entry = outbox.enqueue(change('a'));
    const outcome = outbox.whenSettled(entry.id);
    for (let i = 1; i < MAX_CONFLICT_ATTEMPTS; i++) {
      await expect.poll(() => time.pendingDelays().length).toBe(1);
      time.advance(60_000);
    }
    await expect(outcome).resolves.toBe('refused');
  });

  it('takes a refused change out, records it to be shown, and sends the next ones', async () => {
    const { make, sent, answers } = setup();
    const outbox = make();
    answers.push(() => Promise.reject(new ApiError('Set not found', 404, null)));
    outbox.enqueue(change('tick set', { requires: ['set-9'] }));
    outbox.enqueue(change('move exercise'));
    await settledAll(outbox);
    expect(sent.map((entry) => entry.label)).toEqual(['tick set', 'move exercise']);
    expect(outbox.refusals).toHaveLength(1);
    expect(outbox.refusals[0]).toMatchObject({ status: 404, message: 'Set not found', dependents: [] });

    // Refusals are kept (a reload still shows them) until the person dismisses them.
    const reloaded = make();
    await reloaded.ready;
    expect(reloaded.refusals.map((refusal) => refusal.entry.label)).toEqual(['tick set']);
    reloaded.dismissRefusals();
    await reloaded.flushed();
    const again = make();
    await again.ready;
    expect(again.refusals).toEqual([]);
  });

  it('drops the later changes that need what a refused change would have created, and reports them with it', async () => {
    const { make, sent, answers } = setup();
    const outbox = make();
    answers.push(() => Promise.reject(new ApiError('Another workout is already in progress', 409, null)));
    outbox.enqueue(change('start workout', { creates: ['session-1'] }));
    outbox.enqueue(change('add exercise', { requires: ['session-1'], creates: ['set-1'] }));
    outbox.enqueue(change('type weight', { requires: ['set-1'] }));
    outbox.enqueue(change('other session change', { requires: ['session-2'] }));
    await settledAll(outbox);

    expect(sent.map((entry) => entry.label)).toEqual(['start workout', 'other session change']);
    const [refusal] = outbox.refusals;
    expect(refusal?.entry.label).toBe('start workout');
    expect(refusal?.dependents.map((entry) => entry.label)).toEqual(['add exercise', 'type weight']);
  });

  it('holds an entry (and what comes after it) until it is released, then sends them in order', async () => {
    const { make, sent } = setup();
    const outbox = make();
    outbox.enqueue(change('before'));
    const held = outbox.enqueue(change('discard workout', { held: true }));
    outbox.enqueue(change('start workout'));
    await expect.poll(() => sent.map((entry) => entry.label)).toEqual(['before']);
    await outbox.flushed();
    expect(outbox.entries.map((entry) => entry.label)).toEqual(['discard workout', 'start workout']);

    outbox.release(held.id);
    await settledAll(outbox);
    expect(sent.map((entry) => entry.label)).toEqual(['before', 'discard workout', 'start workout']);
  });

  it('withdraws a held entry (Undo): it is never sent and whoever waits for it hears so', async () => {
    const { make, sent } = setup();
    const outbox = make();
    const held = outbox.enqueue(change('discard workout', { held: true }));
    outbox.enqueue(change('after'));
    const outcome = outbox.whenSettled(held.id);

    expect(outbox.withdraw(held.id)).toBe(true);
    await expect(outcome).resolves.toBe('withdrawn');
    await settledAll(outbox);
    expect(sent.map((entry) => entry.label)).toEqual(['after']);
    expect(outbox.withdraw(held.id)).toBe(false);
  });

  it('cannot withdraw an entry that is not held', async () => {
    const { make, sent } = setup({ online: () => false });
    const outbox = make();
    const entry = outbox.enqueue(change('a'));
    expect(outbox.withdraw(entry.id)).toBe(false);
    expect(outbox.entries).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('a new page load sends what an earlier page held (its Undo went with it)', async () => {
    let online = false;
    const { make, sent } = setup({ online: () => online });
    const first = make();
    first.enqueue(change('delete post', { held: true }));
    await first.flushed();
    first.stop();

    online = true;
    const reloaded = make();
    await reloaded.ready;
    reloaded.kick();
    await settledAll(reloaded);
    expect(sent.map((entry) => [entry.label, entry.held])).toEqual([['delete post', undefined]]);
  });

  it('keeps separate queues per person', async () => {
    const one = setup({ online: () => false });
    const two = setup({ online: () => false });
    const mine = one.make();
    mine.enqueue(change('mine'));
    await mine.flushed();
    const theirs = two.make();
    await theirs.ready;
    expect(theirs.entries).toEqual([]);
  });
});
