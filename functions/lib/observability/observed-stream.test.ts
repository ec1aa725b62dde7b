import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOutput } from './captured-output';
import { inStreamRecordScope, log, observeStreamBatch } from './index';

const eventOf = (...eventIds: string[]): DynamoDBStreamEvent => ({
  Records: eventIds.map((eventID, index) => ({ eventID, dynamodb: { SequenceNumber: String(index + 1) } }) as DynamoDBRecord),
});

/** A consumer that logs once per record inside the record's scope, then once for the whole batch. */
const consumer = observeStreamBatch(async (event: DynamoDBStreamEvent) => {
  for (const record of event.Records) await inStreamRecordScope(record, async () => log.warn('Record applied'));
  log.warn('Batch applied');
  return { batchItemFailures: [] };
});

afterEach(() => vi.restoreAllMocks());

describe("a stream consumer's log lines", () => {
  it("carry Lambda's request id, and each record's lines its event id", async () => {
    const output = captureOutput();

    await consumer(eventOf('event-a', 'event-b'), { awsRequestId: 'invocation-7' });

    expect(output.logLines().map(({ message, requestId, streamEventId }) => ({ message, requestId, streamEventId }))).toEqual([
      { message: 'Record applied', requestId: 'invocation-7', streamEventId: 'event-a' },
      { message: 'Record applied', requestId: 'invocation-7', streamEventId: 'event-b' },
      { message: 'Batch applied', requestId: 'invocation-7', streamEventId: undefined },
    ]);
  });

  it('have no request id when the local poller calls the handler without a context', async () => {
    const output = captureOutput();

    await consumer(eventOf('event-c'));

    expect(output.logLines()).toHaveLength(2);
    expect(output.logLines()[0]).toMatchObject({ message: 'Record applied', streamEventId: 'event-c' });
    expect(output.logLines().every((line) => !('requestId' in line))).toBe(true);
  });
});
