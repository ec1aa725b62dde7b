import { describe, expect, it } from 'vitest';
import type { DeletionStep } from '../../lib/account-deletion';
import type { DeletionJob } from './job-record';
import { runningJobUserIdOf } from './job-record';
import { runJobSlice } from './run-job';

const job = (overrides: Partial<DeletionJob> = {}): DeletionJob => ({
  userId: 'u1',
  status: 'running',
  stepIndex: 0,
  stepName: 'starting',
  profileImage: '/media/avatars/a.png',
  version: 3,
  batches: 0,
  startedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** A step with `items` to remove, `perBatch` a batch, that records what it was called with. */
function fakeStep(name: string, items: number, perBatch: number, calls: string[]): DeletionStep & { left: () => number } {
  let left = items;
  return {
    name,
    left: () => left,
    async run({ cursor }) {
      calls.push(`${name}:${cursor ?? '-'}`);
      left = Math.max(0, left - perBatch);
      return left > 0 ? { cursor: String(items - left) } : {};
    },
  };
}

/** A clock that moves `step` ms each time it is read. */
const ticking = (step: number) => {
  let now = Date.parse('2026-01-01T00:00:00.000Z');
  return () => (now += step);
};

describe('runJobSlice', () => {
  it('runs every step to its end, in order, passing each batch the cursor of the one before', async () => {
    const calls: string[] = [];
    const steps = [fakeStep('a', 5, 2, calls), fakeStep('b', 1, 10, calls), fakeStep('c', 0, 1, calls)];
    const done = await runJobSlice(job(), { steps, budgetMs: 60_000, now: ticking(1) });
    expect(calls).toEqual(['a:-', 'a:2', 'a:4', 'b:-', 'c:-']);
    expect(done).toMatchObject({ status: 'done', stepIndex: 3, stepName: 'done', cursor: undefined, batches: 5, version: 4, profileImage: null });
    expect(done.finishedAt).toBeDefined();
  });

  it('stops when the time budget is spent and answers where to go on; the next slice continues from there', async () => {
    const calls: string[] = [];
    const steps = [fakeStep('a', 10, 1, calls), fakeStep('b', 1, 1, calls)];
    const first = await runJobSlice(job(), { steps, budgetMs: 30, now: ticking(10) });
    expect(first).toMatchObject({ status: 'running', stepIndex: 0, stepName: 'a', batches: 3, version: 4, profileImage: '/media/avatars/a.png' });
    expect(first.cursor).toBe('3');
    const second = await runJobSlice(first, { steps, budgetMs: 60_000, now: ticking(1) });
    expect(calls).toEqual(['a:-', 'a:1', 'a:2', 'a:3', 'a:4', 'a:5', 'a:6', 'a:7', 'a:8', 'a:9', 'b:-']);
    expect(second).toMatchObject({ status: 'done', batches: 11, version: 5 });
  });

  it('always runs at least one batch, however small the budget', async () => {
    const calls: string[] = [];
    const next = await runJobSlice(job(), { steps: [fakeStep('a', 3, 1, calls)], budgetMs: 0, now: ticking(1) });
    expect(calls).toEqual(['a:-']);
    expect(next).toMatchObject({ status: 'running', stepIndex: 0, cursor: '1' });
  });

  it('lets a failing step throw without advancing (the stream retries the slice)', async () => {
    const failing: DeletionStep = { name: 'x', run: async () => Promise.reject(new Error('throttled')) };
    await expect(runJobSlice(job(), { steps: [failing] })).rejects.toThrow('throttled');
  });
});

describe('runningJobUserIdOf', () => {
  const record = (image: Record<string, { S: string }>) => ({ eventName: 'MODIFY' as const, dynamodb: { NewImage: image } });

  it('answers the user of a running job, nothing for a finished job or another item', () => {
    expect(runningJobUserIdOf(record({ entity: { S: 'AccountDeletionJob' }, status: { S: 'running' }, userId: { S: 'u1' } }))).toBe('u1');
    expect(runningJobUserIdOf(record({ entity: { S: 'AccountDeletionJob' }, status: { S: 'done' }, userId: { S: 'u1' } }))).toBeUndefined();
    expect(runningJobUserIdOf(record({ entity: { S: 'Post' }, status: { S: 'running' }, userId: { S: 'u1' } }))).toBeUndefined();
  });
});
