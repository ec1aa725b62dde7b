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

export interface WriteAllItemsOptions {
  client: BatchWriter;
  tableName: string;
  items: readonly Record<string, unknown>[];
  /** Waits between retries; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with full jitter: 0..min(5 s, 50 ms x 2^attempt). */
export const backoffDelay = (attempt: number) => Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);

async function writeBatch(options: WriteAllItemsOptions, items: readonly Record<string, unknown>[]): Promise<void> {
  const sleep = options.sleep ?? wait;
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`${requests.length} items still unprocessed after ${MAX_ATTEMPTS} attempts`);
    if (attempt > 0) await sleep(backoffDelay(attempt));
    const { UnprocessedItems } = await options.client.send(
      new BatchWriteCommand({ RequestItems: { [options.tableName]: requests } }),
    );
    requests = (UnprocessedItems?.[options.tableName] ?? []) as typeof requests;
  }
}

/** Puts every item with BatchWriteItem, a few batches at a time, retrying unprocessed items with backoff. */
export async function writeAllItems(options: WriteAllItemsOptions): Promise<void> {
  const batches: (readonly Record<string, unknown>[])[] = [];
  for (let start = 0; start < options.items.length; start += BATCH_SIZE) batches.push(options.items.slice(start, start + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await writeBatch(options, batches[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
}
