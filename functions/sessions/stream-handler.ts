/**
 * The sessions domain's DynamoDB Streams handler (issue 31: followers told of finished workouts): in AWS its own
 * Lambda (infra/constructs/stream-consumer.ts); locally the runner's stream poller calls this same export.
 */
import { observeStreamBatch } from '../lib/observability';
import { createWorkoutNoticesConsumer } from './workout-notices';

export const handler = observeStreamBatch(createWorkoutNoticesConsumer());
