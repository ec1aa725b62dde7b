import type { DynamoDBRecord } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeletionJob } from './job-record';

const store = vi.hoisted(() => ({ job: undefined as DeletionJob | undefined, writes: [] as { job: DeletionJob; readVersion: number }[], fail: false }));

vi.mock('./repository', () => ({
  findDeletionJob: async () => store.job,
  writeJobProgress: async (write: { job: DeletionJob; readVersion: number }) => {
    store.writes.push(write);
    return true;
  },
}));
vi.mock('./steps', () => ({
  deletionSteps: () => [
    {
      name: 'only',
      run: async () => {
        if (store.fail) throw new Error('throttled');
        return {};
      },
    },
  ],
}));

const { createDeletionJobConsumer } = await import('./stream-consumer');

const job = (overrides: Partial<DeletionJob> = {}): DeletionJob => ({
  userId: 'u1',
  status: 'running',
  stepIndex: 0,
  stepName: 'only',
  profileImage: null,
  version: 7,
  batches: 0,
  startedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** A stream record of the job item as the record shows it (possibly stale). */
const record = (status: string, sequence = '1'): DynamoDBRecord => ({
  eventName: 'MODIFY',
  dynamodb: { SequenceNumber: sequence, NewImage: { entity: { S: 'AccountDeletionJob' }, status: { S: status }, userId: { S: 'u1' } } },
});

beforeEach(() => {
  store.job = undefined;
  store.writes = [];
  store.fail = false;
});

describe('the deletion job stream consumer', () => {
  it('runs a slice of the job as stored (not as the record says) and writes it conditioned on the version read', async () => {
    store.job = job();
    const answer = await createDeletionJobConsumer()({ Records: [record('running')] });
    expect(answer.batchItemFailures).toEqual([]);
    expect(store.writes).toHaveLength(1);
    expect(store.writes[0]).toMatchObject({ readVersion: 7, job: { status: 'done', version: 8 } });
  });

  it('does nothing for a job that is already done, or gone, however the record looked', async () => {
    store.job = job({ status: 'done' });
    await createDeletionJobConsumer()({ Records: [record('running')] });
    store.job = undefined;
    await createDeletionJobConsumer()({ Records: [record('running')] });
    expect(store.writes).toEqual([]);
  });

  it('ignores records of other items and of finished jobs', async () => {
    store.job = job();
    await createDeletionJobConsumer()({ Records: [record('done'), { eventName: 'INSERT', dynamodb: { NewImage: { entity: { S: 'Post' } } } }] });
    expect(store.writes).toEqual([]);
  });

  it('reports a failing slice as the failure of its record, writing nothing, so the stream retries it', async () => {
    store.job = job();
    store.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await createDeletionJobConsumer()({ Records: [record('running', '42')] });
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: '42' }]);
    expect(store.writes).toEqual([]);
  });
});
