/**
 * The notifications domain's rest alert consumer (issue 30, deliverable 6): the delayed messages of scheduled rest
 * alerts, each pushed at its rest's end if it still stands. In AWS its own Lambda fed by the rest alert queue
 * (infra/constructs/rest-alerts.ts); locally the runner's in-process delay queue calls this same export.
 */
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { log, observeStreamBatch } from '../lib/observability';
import { parseRestAlertMessage } from './push/rest-alert-message';
import { deliverRestAlert } from './push/rest-alert-delivery';

export const handler = observeStreamBatch(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchItemFailure[] = [];
  // Side by side: each may wait out the last part of a second before its push.
  await Promise.all(
    event.Records.map(async (record) => {
      const message = parseRestAlertMessage(record.body);
      if (!message) return log.warn('A rest alert message was not understood', { messageId: record.messageId });
      try {
        await deliverRestAlert(message);
      } catch (error) {
        log.error('A rest alert failed', { messageId: record.messageId, error });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }),
  );
  return { batchItemFailures };
});
