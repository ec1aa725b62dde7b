import type { BatchWriteCommand, BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { BATCH_SIZE, writeAllItems, type BatchWriter } from './batch-write';

type PutRequests = { PutRequest: { Item: { n: number } } }[];

/** A fake DynamoDB that leaves the last item of each of its first `unprocessedRounds` calls unprocessed. */
function flakyTable(unprocessedRounds: number) {
  const written: number[] = [];
  let calls = 0;
  const client: BatchWriter = {
    async send(command: BatchWriteCommand): Promise<BatchWriteCommandOutput> {
      calls++;
      const requests = command.input.RequestItems!.items as PutRequests;
      expect(requests.length).toBeLessThanOrEqual(BATCH_SIZE);
      const leftOver = calls <= unprocessedRounds ? requests.slice(-1) : [];
      for (const request of requests.slice(0, requests.length - leftOver.length)) written.push(request.PutRequest.Item.n);
      return { $metadata: {}, UnprocessedItems: leftOver.length ? { items: leftOver } : {} };
    },
  };
  return { client, written, calls: () => calls };
}

const items = Array.from({ length: 60 }, (_, n) => ({ n }));

describe('writeAllItems', () => {
  it('writes every item in batches of at most 25', async () => {
    const table = flakyTable(0);
    await writeAllItems({ client: table.client, tableName: 'items', items });
    expect(table.written.sort((a, b) => a - b)).toEqual(items.map((item) => item.n));
    expect(table.calls()).toBe(3);
  });

  it('retries unprocessed items after a backoff until all are written', async () => {
    const table = flakyTable(4);
    const delays: number[] = [];
    await writeAllItems({ client: table.client, tableName: 'items', items, sleep: async (ms) => void delays.push(ms) });
    expect(table.written.sort((a, b) => a - b)).toEqual(items.map((item) => item.n));
    expect(delays.length).toBeGreaterThan(0);
  });

  it('gives up with an error when items stay unprocessed', async () => {
    const table = flakyTable(Number.POSITIVE_INFINITY);
    await expect(
      writeAllItems({ client: table.client, tableName: 'items', items: items.slice(0, 3), sleep: async () => undefined }),
    ).rejects.toThrow(/unprocessed/);
  });
});
