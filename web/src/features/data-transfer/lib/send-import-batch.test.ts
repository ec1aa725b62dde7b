import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_IN_PROGRESS } from '../../../../../shared/api-types';
import { ApiError } from '../../../lib/api-client';
import type { ParsedWorkout } from './parsed-workout';
import { BATCH_RETRY_DELAYS_MS, sendImportBatch } from './send-import-batch';

const batch = [] as ParsedWorkout[];
const answer = { results: [], imported: 3, skipped: 0, refused: 0, createdExercises: [] };
const noWait = vi.fn(async () => undefined);

describe('an import batch', () => {
  it('is sent again after a 503 and a 409 still in progress, with the same Idempotency-Key each time', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Service unavailable', 503, null))
      .mockRejectedValueOnce(new ApiError(IDEMPOTENCY_IN_PROGRESS, 409, null))
      .mockResolvedValueOnce(answer);
    await expect(sendImportBatch(batch, post, noWait)).resolves.toEqual(answer);
    const keys = post.mock.calls.map(([, key]) => key as string);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it("gives up after its last retry with the server's answer", async () => {
    const post = vi.fn().mockRejectedValue(new ApiError('Service unavailable', 503, null));
    await expect(sendImportBatch(batch, post, noWait)).rejects.toMatchObject({ status: 503 });
    expect(post).toHaveBeenCalledTimes(BATCH_RETRY_DELAYS_MS.length + 1);
  });

  it.each([
    ['a 400', new ApiError('Send at most 20 workouts at a time.', 400, null)],
    ['a final 409', new ApiError('You have too many custom exercises', 409, null)],
    ['a lost network', new TypeError('Failed to fetch')],
  ])('is not sent again after %s', async (_, failure) => {
    const post = vi.fn().mockRejectedValue(failure);
    await expect(sendImportBatch(batch, post, noWait)).rejects.toBe(failure);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
