import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { inStreamRecordScope, log } from './observability';

/**
 * Applies a stream batch's records in order and stops at the first that fails, reporting it as the batch item
 * failure: Lambda then checkpoints just before it and retries from there (the records after it come again too,
 * which is why every write of a stream consumer is idempotent). Bisection, the retry limit and the on-failure queue
 * (infra/constructs/stream-consumer.ts) keep one poison record from holding up the shard.
 */
export async function applyInOrder(
  records: readonly DynamoDBRecord[],
  apply: (record: DynamoDBRecord) => Promise<unknown>,
  onError: (record: DynamoDBRecord, error: unknown) => void = logFailure,
): Promise<DynamoDBBatchResponse> {
  for (const record of records) {
    try {
      await inStreamRecordScope(record, () => apply(record));
    } catch (error) {
      onError(record, error);
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}

function logFailure(record: DynamoDBRecord, error: unknown) {
  log.error('Stream record failed', { streamEventId: record.eventID, sequenceNumber: record.dynamodb?.SequenceNumber, error });
}
