import { describe, expect, it } from 'vitest';
import { countRollingAttempt, type RecentAttemptsStore, type RollingCount, type RollingScopeLimit } from './rolling-counter';
import { secondsUntilRoom } from './rolling-window';

const HOUR: RollingScopeLimit = { scope: 'login-untrusted', attempts: 20, windowSeconds: 3600 };
const MINUTE = 60_000;
/** 10:55 UTC: five minutes before a fixed hourly window would start afresh. */
const start = Date.parse('2026-11-23T10:55:00.000Z');

/** The store's rules as DynamoDB applies them (repository.ts), on one list in memory. */
function memoryStore(): RecentAttemptsStore & { times: number[] } {
  const store = {
    times: [] as number[],
    async append({ at, limit }: { at: number; limit: number }) {
      if (store.times.length >= limit) return [...store.times];
      store.times.push(at);
      return undefined;
    },
    async remove({ entries }: { entries: { index: number; at: number }[] }) {
      if (!entries.every(({ index, at }) => store.times[index] === at)) return false;
      const removed = new Set(entries.map(({ index }) => index));
      store.times = store.times.filter((_, index) => !removed.has(index));
      return true;
    },
    async find() {
      return [...store.times];
    },
  };
  return store;
}

/** Attempts one after another on a fake clock against one store. */
async function attemptsAt(store: RecentAttemptsStore, times: number[]): Promise<RollingCount[]> {
  const counts: RollingCount[] = [];
  for (const now of times) counts.push(await countRollingAttempt({ limit: HOUR, subjectHash: 'subject', now: new Date(now), store }));
  return counts;
}

const counted = (counts: RollingCount[]) => counts.filter((count) => count.counted).length;

describe('a rolling limit of 20 an hour', () => {
  it('counts 20 attempts and refuses the 21st until the oldest is an hour old', async () => {
    const counts = await attemptsAt(memoryStore(), [...Array.from({ length: 20 }, (_, index) => start + index * MINUTE), start + 20 * MINUTE]);

    expect(counted(counts.slice(0, 20))).toBe(20);
    // The first attempt (10:55) leaves the window at 11:55, 40 minutes after the 21st (11:15).
    expect(counts[20]).toEqual({ counted: false, retryAfterSeconds: 40 * 60 });
  });

  it('holds across the boundary where a fixed hourly window would start again', async () => {
    // 20 failures from 10:55:00 to 10:59:45, then 20 more tried from 11:00 to 11:04:45: a fixed window counts them all.
    const before = Array.from({ length: 20 }, (_, index) => start + index * 15_000);
    const after = Array.from({ length: 20 }, (_, index) => Date.parse('2026-11-23T11:00:00.000Z') + index * 15_000);
    const counts = await attemptsAt(memoryStore(), [...before, ...after]);

    expect(counted(counts)).toBe(20);
    expect(counts[20]).toEqual({ counted: false, retryAfterSeconds: 55 * 60 });
  });

  it('counts one more each time a counted attempt turns an hour old, and never more than 20 in any hour', async () => {
    const store = memoryStore();
    // One attempt a minute for three hours.
    const times = Array.from({ length: 180 }, (_, index) => start + index * MINUTE);
    const counts = await attemptsAt(store, times);

    const countedTimes = times.filter((_, index) => counts[index]!.counted);
    for (const [index, from] of countedTimes.entries()) {
      expect(countedTimes.slice(index).filter((at) => at < from + 60 * MINUTE).length).toBeLessThanOrEqual(20);
    }
    // 20 in the first hour, then 20 more in each of the next two as the earlier ones leave the window.
    expect(countedTimes).toHaveLength(60);
    expect(store.times.length).toBeLessThanOrEqual(20);
  });

  it('gives a withdrawn attempt (a sign-in that succeeded) back', async () => {
    const store = memoryStore();
    const counts = await attemptsAt(store, Array.from({ length: 20 }, (_, index) => start + index * 1000));
    const last = counts[19]!;
    if (!last.counted) throw new Error('the 20th attempt was not counted');
    await last.withdraw();

    const [again, over] = await attemptsAt(store, [start + 30_000, start + 31_000]);
    expect(again!.counted).toBe(true);
    expect(over).toEqual({ counted: false, retryAfterSeconds: 3600 - 31 });
  });

  it('answers when one fits again, to the millisecond', () => {
    expect(secondsUntilRoom({ attempts: 2, windowSeconds: 60 }, [1_000, 2_000, 61_000], 61_500)).toBe(0.5);
    expect(secondsUntilRoom({ attempts: 2, windowSeconds: 60 }, [2_000], 61_500)).toBe(0);
  });
});
