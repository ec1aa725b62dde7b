/**
 * The social domain's DynamoDB Streams handler: in AWS its own Lambda (infra/constructs/stream-consumer.ts); locally
 * the runner's stream poller (infra/local/stream-poller.ts) calls this same export with the same events.
 */
import { observeStreamBatch } from '../lib/observability';
import { createStreamConsumer } from './fanout/stream-consumer';

export const handler = observeStreamBatch(createStreamConsumer());
