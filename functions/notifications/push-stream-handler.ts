/**
 * The notifications domain's push consumer (issue 30): each new notification pushed to its recipient's devices. In
 * AWS its own Lambda (infra/stream-consumers.ts `pushStreamConsumer`), the only function that reads the VAPID private
 * key; locally the runner's stream poller calls this same export.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { observeStreamBatch } from '../lib/observability';
import { applyInOrder } from '../lib/stream-batch';
import { deliverNews } from './push/deliver-news';

export const handler = observeStreamBatch((event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => applyInOrder(event.Records, deliverNews));
