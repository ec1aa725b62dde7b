/**
 * The local stand-in for Lambda's DynamoDB Streams event source: reads every shard of DynamoDB Local's stream
 * (from LATEST at start, new shards from their beginning), keeps the records the consumer's filters match, and calls
 * the consumer's handler with the event Lambda would send, one shard's records in order. Records a handler reports
 * as failed (or all of them, if it throws) are retried from the first failure a few times, then logged and
 * dropped, as the AWS mapping's retry limit and failure queue do.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ResourceNotFoundException,
  TrimmedDataAccessException,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { sdkLogger } from '../../functions/lib/db/sdk-logger';
import { localAwsConfig } from './local-aws-config';
import { passesFilters, toLambdaRecord, type FilterPattern } from './stream-records';

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  filters: readonly FilterPattern[];
  intervalMs?: number;
  /** Deliveries of a failing record before it is dropped. */
  maxAttempts?: number;
  /** Where failures are reported (always shown: the default is stderr even when the runner is quiet). */
  logError?: (line: string) => void;
}

export interface StreamPoller {
  stop(): Promise<void>;
}

interface ShardReader {
  iterator?: string;
  lastSequenceNumber?: string;
}

/** Shards are looked for again this often (in polls), so a shard DynamoDB Local opens later is read too. */
const POLLS_PER_SHARD_DISCOVERY = 20;
const RECORDS_PER_READ = 1_000;

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const { handler, filters } = options;
  const intervalMs = options.intervalMs ?? 250;
  const maxAttempts = options.maxAttempts ?? 3;
  const logError = options.logError ?? ((line: string) => console.error(line));

  const dynamodb = new DynamoDBClient(localAwsConfig(options.endpoint));
  const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: options.tableName })).finally(() => dynamodb.destroy());
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);
  // The functions' logger (no `info`): with the SDK's default one, every GetRecords answer (each record's old and new
  // image) was walked once more to mask a log line nobody writes, ~1 % of the runner's CPU under the load run.
  const streams = new DynamoDBStreamsClient({ ...localAwsConfig(options.endpoint), logger: sdkLogger });

  const readers = new Map<string, ShardReader>();
  const seenShards = new Set<string>();

  const iteratorOf = async (ShardId: string, ShardIteratorType: ShardIteratorType, SequenceNumber?: string) =>
    (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId, ShardIteratorType, SequenceNumber }))).ShardIterator;

  /** Open shards not seen before get a reader: from LATEST the first time, from their start afterwards. */
  async function discoverShards(startAt: 'LATEST' | 'TRIM_HORIZON') {
    let ExclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId }));
      for (const shard of StreamDescription?.Shards ?? []) {
        const shardId = shard.ShardId;
        if (!shardId || seenShards.has(shardId)) continue;
        seenShards.add(shardId);
        const open = !shard.SequenceNumberRange?.EndingSequenceNumber;
        if (startAt === 'TRIM_HORIZON' || open) readers.set(shardId, { iterator: await iteratorOf(shardId, startAt) });
      }
      ExclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (ExclusiveStartShardId);
  }

  async function deliver(records: DynamoDBRecord[]) {
    let pending = records;
    for (let attempt = 1; pending.length > 0; attempt++) {
      let failure: unknown;
      try {
        const failed = new Set(((await handler({ Records: pending })) ?? { batchItemFailures: [] }).batchItemFailures.map((f) => f.itemIdentifier));
        if (failed.size === 0) return;
        const first = pending.findIndex((record) => failed.has(record.dynamodb?.SequenceNumber ?? ''));
        pending = pending.slice(Math.max(first, 0));
        failure = `batch item failure at ${pending[0]?.dynamodb?.SequenceNumber}`;
      } catch (error) {
        failure = error;
      }
      if (attempt >= maxAttempts) {
        logError(`Stream: dropped ${pending.length} record(s) after ${attempt} attempts: ${String(failure)}`);
        return;
      }
      await sleep(50 * 2 ** attempt);
      if (stopped) return;
    }
  }

  async function readShard(shardId: string, reader: ShardReader) {
    if (!reader.iterator) return void readers.delete(shardId);
    try {
      const result = await streams.send(new GetRecordsCommand({ ShardIterator: reader.iterator, Limit: RECORDS_PER_READ }));
      const records = result.Records ?? [];
      reader.iterator = result.NextShardIterator;
      reader.lastSequenceNumber = records.at(-1)?.dynamodb?.SequenceNumber ?? reader.lastSequenceNumber;
      const delivered = records.map((record) => toLambdaRecord(record, streamArn!)).filter((record) => passesFilters(record, filters));
      if (delivered.length > 0) await deliver(delivered);
      if (!reader.iterator) readers.delete(shardId); // the shard is closed and read to its end
    } catch (error) {
      if (error instanceof ExpiredIteratorException) {
        reader.iterator = reader.lastSequenceNumber
          ? await iteratorOf(shardId, 'AFTER_SEQUENCE_NUMBER', reader.lastSequenceNumber)
          : await iteratorOf(shardId, 'LATEST');
      } else if (error instanceof TrimmedDataAccessException) {
        reader.iterator = await iteratorOf(shardId, 'TRIM_HORIZON');
      } else if (error instanceof ResourceNotFoundException) {
        readers.delete(shardId);
      } else {
        throw error;
      }
    }
  }

  let stopped = false;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  await discoverShards('LATEST');
  const loop = (async () => {
    // While DynamoDB Local is down every poll fails: say so once, and once more when polls work again.
    let failing = false;
    for (let poll = 1; !stopped; poll++) {
      try {
        if (poll % POLLS_PER_SHARD_DISCOVERY === 0) await discoverShards('TRIM_HORIZON');
        for (const [shardId, reader] of readers) {
          if (stopped) break;
          await readShard(shardId, reader);
        }
        if (failing) logError('Stream: polling works again');
        failing = false;
      } catch (error) {
        if (!stopped && !failing) logError(`Stream: poll failed (further failures are not logged until it recovers): ${String(error)}`);
        failing = true;
      }
      await sleep(intervalMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      streams.destroy();
    },
  };
}
