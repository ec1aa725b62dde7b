import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxRefusal } from '../../lib/outbox/outbox-entry';
import { currentOutbox, startOutbox, stopOutbox } from '../../lib/outbox/outbox-runtime';
import { indexedDbOutboxStorage } from '../../lib/outbox/outbox-storage';
import { readOutboxView } from './use-outbox-state';

const refusal: OutboxRefusal = {
  entry: {
    id: '01JD0000000000000000000000',
    idempotencyKey: 'ob_01JD0000000000000000000000',
    request: { method: 'PATCH', path: '/api/workout-sets/set-1' },
    label: 'Set 1',
    attempts: 1,
    queuedAt: '2026-11-20T10:00:00.000Z',
  },
  status: 404,
  message: 'Set not found',
  dependents: [],
  refusedAt: '2026-11-20T10:00:01.000Z',
};

afterEach(() => stopOutbox());

describe("the outbox indicator's view", () => {
  it('stays the same view when the outbox reads back an empty storage or dismisses no refusals', async () => {
    startOutbox('person-with-nothing-waiting');
    const first = readOutboxView();
    await currentOutbox()!.ready;

    expect(readOutboxView()).toBe(first);
    currentOutbox()!.dismissRefusals();
    expect(readOutboxView()).toBe(first);
    expect(first).toEqual({ waiting: 0, sending: false, refusals: [] });
  });

  it('is a new view when a refusal is read back, and again when it is dismissed', async () => {
    await indexedDbOutboxStorage('person-with-a-refusal').save({ entries: [], refusals: [refusal] });
    startOutbox('person-with-a-refusal');
    const before = readOutboxView();
    await currentOutbox()!.ready;

    const withRefusal = readOutboxView();
    expect(withRefusal).not.toBe(before);
    expect(withRefusal.refusals.map((shown) => shown.message)).toEqual(['Set not found']);
    expect(readOutboxView()).toBe(withRefusal);

    currentOutbox()!.dismissRefusals();
    expect(readOutboxView()).toEqual({ waiting: 0, sending: false, refusals: [] });
    expect(readOutboxView()).not.toBe(withRefusal);
  });
});
