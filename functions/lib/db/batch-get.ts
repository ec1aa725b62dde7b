import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { backoffDelay } from './batch-write';

/** DynamoDB's BatchGetItem limit. */
export const BATCH_GET_SIZE = 100;
const MAX_ATTEMPTS = 8;
const PARALLEL_BATCHES = 4;

export interface BatchGetter {
  send(command: BatchGetCommand): Promise<BatchGetCommandOutput>;
}

type Key = Record<string, unknown>;
type Item = Record<string, unknown>;

/** One string per table key, to find a key among the items read. */
export const keyIdOf = (key: Key) => `${String(key.PK)}\u0000${String(key.SK)}`;

export interface BatchGetOptions {
  /** Passed in (as in batch-write.ts) so tests can give a fake table. */
  client: BatchGetter;
  tableName: string;
  keys: readonly Key[];
  consistentRead?: boolean;
  projection?: { ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> };
  /** Waits between retries; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every item of these keys that exists, in no particular order: duplicate keys read once (BatchGetItem refuses
 * them), 100 keys a request, a few requests at a time, unprocessed keys retried with backoff.
 */
export async function batchGetAll(options: BatchGetOptions): Promise<Item[]> {
  const { client, tableName } = options;
  const sleep = options.sleep ?? wait;
  const unique = [...new Map(options.keys.map((key) => [keyIdOf(key), key])).values()];
  const batches: Key[][] = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_SIZE) batches.push(unique.slice(start, start + BATCH_GET_SIZE));
  const items: Item[] = [];
  const getBatch = async (batch: Key[]) => {
    let pending: Key[] = batch;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new Error(`${pending.length} keys still unprocessed after ${MAX_ATTEMPTS} attempts`);
      if (attempt > 0) await sleep(backoffDelay(attempt));
      const result = await client.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ConsistentRead: options.consistentRead, ...options.projection } } }),
      );
      items.push(...(result.Responses?.[tableName] ?? []));
      pending = result.UnprocessedKeys?.[tableName]?.Keys ?? [];
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await getBatch(batches[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
  return items;
}
