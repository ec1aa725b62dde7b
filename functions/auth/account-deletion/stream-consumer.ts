import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { runningJobUserIdOf } from './job-record';
import { findDeletionJob, writeJobProgress } from './repository';
import { runJobSlice, type JobSliceOptions } from './run-job';
import { deletionSteps } from './steps';
import { inStreamRecordScope, log } from '../../lib/observability';

/**
 * The deletion jobs' stream consumer: each record of a running job runs one slice of it. The job is read again
 * (consistently) rather than taken from the record, so a stale or replayed record runs from the real progress, and
 * a finished job does nothing. A failing slice is reported as the record's failure: Lambda retries it, then sends
 * it to the failure queue (docs/operations.md explains the re-drive).
 */
export function createDeletionJobConsumer(options: Partial<JobSliceOptions> = {}) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    for (const record of event.Records) {
      const userId = runningJobUserIdOf(record);
      if (!userId) continue;
      try {
        await inStreamRecordScope(record, async () => {
          const job = await findDeletionJob({ userId });
          if (!job || job.status !== 'running') return;
          const next = await runJobSlice(job, { steps: deletionSteps(), ...options });
          await writeJobProgress({ job: next, readVersion: job.version });
        });
      } catch (error) {
        log.error('Account deletion slice failed', { userId, streamEventId: record.eventID, error });
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  };
}
