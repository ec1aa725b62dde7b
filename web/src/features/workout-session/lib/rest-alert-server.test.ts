import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tellServerRestEnds, tellServerRestSkipped } from './rest-alert-server';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ call }));

const timer = (seconds: number, startedAt = Date.now()) => ({ sessionId: 's1', exerciseId: 'Barbell_Squat', exerciseName: 'Barbell Squat', startedAt, durationSeconds: seconds });
const sent = () => call.mock.calls.map(([key, input]) => [key, input.body?.seconds === undefined ? undefined : Math.round(input.body.seconds)]);

/** Answers each request in flight in turn (the next wish leaves after it), until none is left. */
let finish: Array<(value?: unknown) => void> = [];
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
const settle = async () => {
  await nextTurn();
  while (finish.length > 0) {
    finish.shift()!();
    await nextTurn();
  }
};

beforeEach(() => {
  call.mockReset();
  finish = [];
  call.mockImplementation(() => new Promise((resolve) => finish.push(resolve)));
  vi.stubGlobal('Notification', { permission: 'granted' });
  vi.stubGlobal('navigator', { onLine: true });
});

afterEach(async () => {
  await settle();
  vi.unstubAllGlobals();
});

describe("telling the server when a rest ends (the locked phone's push)", () => {
  it('sends the seconds left and the exercise when a rest starts', async () => {
    tellServerRestEnds(timer(90));
    await settle();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toBe('PUT /api/workout-sessions/{id}/rest-alert');
    expect(call.mock.calls[0]![1]).toMatchObject({ params: { id: 's1' }, body: { exerciseId: 'Barbell_Squat' } });
    expect(sent()).toEqual([['PUT /api/workout-sessions/{id}/rest-alert', 90]]);
  });

  it('sends one request at a time, the last wish winning: a start, Add 30s and a skip while the start is sent', async () => {
    const started = Date.now();
    tellServerRestEnds(timer(90, started));
    tellServerRestEnds(timer(120, started));
    tellServerRestSkipped('s1');
    await settle();
    expect(sent()).toEqual([
      ['PUT /api/workout-sessions/{id}/rest-alert', 90],
      ['DELETE /api/workout-sessions/{id}/rest-alert', undefined],
    ]);
  });

  it('asks nothing where no push can be shown (no notification permission) or with no network', async () => {
    vi.stubGlobal('Notification', { permission: 'default' });
    tellServerRestEnds(timer(90));
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('navigator', { onLine: false });
    tellServerRestEnds(timer(90));
    tellServerRestSkipped('s1');
    await settle();
    expect(call).not.toHaveBeenCalled();
  });

  it('drops a request that failed rather than send it late, and sends nothing for a rest already over', async () => {
    call.mockImplementationOnce(() => Promise.reject(new Error('Network request failed')));
    tellServerRestEnds(timer(90));
    await settle();
    tellServerRestEnds(timer(30, Date.now() - 31_000));
    await settle();
    expect(call).toHaveBeenCalledTimes(1);
  });
});
