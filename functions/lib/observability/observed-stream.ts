import type { Context, DynamoDBRecord } from 'aws-lambda';
import { currentRequestKeys, runInRequestScope } from './request-scope';

/**
 * Wraps a DynamoDB Streams handler: every line logged during the invocation carries Lambda's request id (the local
 * runner's stream poller passes no context, so its lines have none).
 */
export function observeStreamBatch<E, R>(handler: (event: E) => Promise<R>): (event: E, context?: Pick<Context, 'awsRequestId'>) => Promise<R> {
  return (event, context) => runInRequestScope({ requestId: context?.awsRequestId }, () => handler(event));
}

/** Runs `work` for one stream record: every line logged meanwhile also carries the record's event id. */
export function inStreamRecordScope<T>(record: DynamoDBRecord, work: () => T): T {
  return runInRequestScope({ ...currentRequestKeys(), streamEventId: record.eventID }, work);
}
