import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api';
import { keptUntilSent } from './kept-until-sent';
import { outboxRequest } from './outbox-request';
import { startOutbox, stopOutbox } from './outbox-runtime';

const key = ['api', 'plans', 'plan-1'];
const server = vi.fn(async () => ({ from: 'server' }));

beforeEach(() => {
  // Offline: what is queued stays queued.
  vi.stubGlobal('navigator', { onLine: false });
  server.mockClear();
  queryClient.setQueryData(key, { from: 'phone' });
});

afterEach(() => {
  stopOutbox();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('a read of something with changes still waiting (issue 30)', () => {
  it('answers the phone’s copy while an entry creates or needs its id, without asking the server', async () => {
    const outbox = startOutbox('kept-until-sent');
    outbox.enqueue({ request: outboxRequest('POST /api/plans', { body: { name: 'P', id: 'plan-1' } }, { repeatable: true }), label: 'New plan', creates: ['plan-1'] });
    await expect(keptUntilSent('plan-1', key, server)).resolves.toEqual({ from: 'phone' });
    outbox.enqueue({ request: outboxRequest('POST /api/workouts', { body: { name: 'W', planId: 'plan-2' } }, { repeatable: true }), label: 'New workout', requires: ['plan-2'] });
    queryClient.setQueryData(['other'], { from: 'phone' });
    await expect(keptUntilSent('plan-2', ['other'], server)).resolves.toEqual({ from: 'phone' });
    expect(server).not.toHaveBeenCalled();
  });

  it('asks the server when nothing of it waits, or when the phone has no copy', async () => {
    startOutbox('kept-until-sent-none').enqueue({
      request: outboxRequest('POST /api/plans', { body: { name: 'Q', id: 'plan-9' } }, { repeatable: true }),
      label: 'New plan',
      creates: ['plan-9'],
    });
    await expect(keptUntilSent('plan-1', key, server)).resolves.toEqual({ from: 'server' });
    await expect(keptUntilSent('plan-9', ['never-read'], server)).resolves.toEqual({ from: 'server' });
  });
});
