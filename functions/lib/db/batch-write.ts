import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';

/** DynamoDB's BatchWriteItem limit. */
export const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 50;
const MAX_DELAY_MS = 5_000;
const PARALLEL_BATCHES = 4;

export interface BatchWriter {
  send(command: BatchWriteCommand): Promise<BatchWriteCommandOutput>;
}

type Item = Record<string, unknown>;
export type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Item } };

interface BatchWriteOptions {
  /**
   * Passed in rather than imported: the local runner seeds the catalogue before the functions' own
   * client (functions/lib/db/client.ts) may be created, since that reads DYNAMODB_ENDPOINT on load.
   */
  client: BatchWriter;
  tableName: string;
  /** Waits between retries; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

export interface WriteAllItemsOptions extends BatchWriteOptions {
  items: readonly Item[];
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with full jitter: 0..min(5 s, 50 ms x 2^attempt). */
export const backoffDelay = (attempt: number) => Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);

async function writeBatch(options: BatchWriteOptions, batch: readonly WriteRequest[]): Promise<void> {
  const sleep = options.sleep ?? wait;
  const { client } = options;
  let requests = batch;
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`${requests.length} items still unprocessed after ${MAX_ATTEMPTS} attempts`);
    if (attempt > 0) await sleep(backoffDelay(attempt));
    const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: { [options.tableName]: [...requests] } }));
    requests = (UnprocessedItems?.[options.tableName] ?? []) as WriteRequest[];
  }
}

/** Sends every request with BatchWriteItem, a few batches at a time, retrying unprocessed ones with backoff. */
export async function batchWriteAll(options: BatchWriteOptions & { requests: readonly WriteRequest[] }): Promise<void> {
  const batches: (readonly WriteRequest[])[] = [];
  for (let start = 0; start < options.requests.length; start += BATCH_SIZE) batches.push(options.requests.slice(start, start + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await writeBatch(options, batches[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
}

/** Puts every item (see batchWriteAll). */
export function writeAllItems(options: WriteAllItemsOptions): Promise<void> {
  return batchWriteAll({ ...options, requests: options.items.map((Item) => ({ PutRequest: { Item } })) });
}

/** Deletes every key (see batchWriteAll). */
export function deleteAllKeys(options: BatchWriteOptions & { keys: readonly Item[] }): Promise<void> {
  return batchWriteAll({ ...options, requests: options.keys.map((Key) => ({ DeleteRequest: { Key } })) });
}
