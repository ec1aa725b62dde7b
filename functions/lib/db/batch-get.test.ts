import type { BatchGetCommand, BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { BATCH_GET_SIZE, batchGetAll, keyIdOf, type BatchGetter } from './batch-get';

type Key = { PK: string; SK: string };

/** A fake table holding `stored` that leaves the last key of each of its first `unprocessedRounds` calls unprocessed. */
function flakyTable(stored: Key[], unprocessedRounds: number) {
  const present = new Set(stored.map(keyIdOf));
  const requested: string[] = [];
  let calls = 0;
  const client: BatchGetter = {
    async send(command: BatchGetCommand): Promise<BatchGetCommandOutput> {
      calls++;
      const keys = command.input.RequestItems!.items!.Keys as Key[];
      expect(keys.length).toBeLessThanOrEqual(BATCH_GET_SIZE);
      const leftOver = calls <= unprocessedRounds ? keys.slice(-1) : [];
      const served = keys.slice(0, keys.length - leftOver.length);
      requested.push(...served.map(keyIdOf));
      return {
        $metadata: {},
        Responses: { items: served.filter((key) => present.has(keyIdOf(key))).map((key) => ({ ...key, found: true })) },
        UnprocessedKeys: leftOver.length ? { items: { Keys: leftOver } } : {},
      };
    },
  };
  return { client, requested, calls: () => calls };
}

const keys: Key[] = Array.from({ length: 250 }, (_, n) => ({ PK: `ITEM#${n}`, SK: 'A' }));
const stored = keys.filter((_, n) => n % 2 === 0);
const ids = (items: Record<string, unknown>[]) => items.map(keyIdOf).sort();

describe('batchGetAll', () => {
  it('answers the items that exist, reading 100 keys a request', async () => {
    const table = flakyTable(stored, 0);
    const items = await batchGetAll({ client: table.client, tableName: 'items', keys });
    expect(ids(items)).toEqual(stored.map(keyIdOf).sort());
    expect(table.calls()).toBe(3);
  });

  it('reads a key given twice once', async () => {
    const table = flakyTable(stored, 0);
    const items = await batchGetAll({ client: table.client, tableName: 'items', keys: [keys[0]!, keys[0]!, keys[2]!] });
    expect(ids(items)).toEqual([keys[0]!, keys[2]!].map(keyIdOf).sort());
    expect(table.requested).toHaveLength(2);
  });

  it('retries unprocessed keys after a backoff until all are read', async () => {
    const table = flakyTable(stored, 4);
    const delays: number[] = [];
    const items = await batchGetAll({ client: table.client, tableName: 'items', keys, sleep: async (ms) => void delays.push(ms) });
    expect(ids(items)).toEqual(stored.map(keyIdOf).sort());
    expect(delays.length).toBeGreaterThan(0);
  });

  it('gives up with an error when keys stay unprocessed', async () => {
    const table = flakyTable(stored, Number.POSITIVE_INFINITY);
    await expect(batchGetAll({ client: table.client, tableName: 'items', keys: keys.slice(0, 3), sleep: async () => undefined })).rejects.toThrow(/unprocessed/);
  });
});
