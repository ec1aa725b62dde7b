import { describe, expect, it } from 'vitest';
import { HashingBusy, HashSlots } from './password-hash-slots';

/** A task that runs until `finish()` is called. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

describe('password hash slots', () => {
  it('runs at most `concurrency` at once; the others wait their turn', async () => {
    const slots = new HashSlots({ concurrency: 2, maxWaiting: 5, maxWaitMs: 60_000 });
    let running = 0;
    let most = 0;
    const tasks = Array.from({ length: 6 }, () =>
      slots.run(async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
      }),
    );
    await Promise.all(tasks);
    expect(most).toBe(2);
  });

  it('answers 503 with Retry-After past `maxWaiting` waiting', async () => {
    const slots = new HashSlots({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    const first = gate();
    const running = slots.run(first.task);
    const waiting = slots.run(async () => 'ran');
    const refused = slots.run(async () => 'ran');
    await expect(refused).rejects.toBeInstanceOf(HashingBusy);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
    first.finish();
    await running;
    expect(await waiting).toBe('ran');
  });

  it('answers 503 to a waiter that waited `maxWaitMs`, and keeps serving', async () => {
    const slots = new HashSlots({ concurrency: 1, maxWaiting: 5, maxWaitMs: 10 });
    const first = gate();
    const running = slots.run(first.task);
    await expect(slots.run(async () => 'late')).rejects.toBeInstanceOf(HashingBusy);
    first.finish();
    await running;
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
