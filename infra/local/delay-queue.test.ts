import type { SQSEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendDelayedMessage } from '../../functions/lib/aws/sqs-send';
import { startDelayQueue, type RunningDelayQueue } from './delay-queue';

let queue: RunningDelayQueue | undefined;

beforeAll(() => {
  // What the runner hands the functions (infra/local/local-stack.ts); the queue does not check signatures.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
});

afterAll(() => vi.unstubAllEnvs());

afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});

describe("the runner's in-process delay queue (SQS's SendMessage, then the consumer)", () => {
  it('hands a message to the consumer as Lambda would, once its delay is over', async () => {
    const events: { event: SQSEvent; at: number }[] = [];
    queue = await startDelayQueue({ name: 'test-queue', handler: async (event) => void events.push({ event, at: Date.now() }) });
    const sent = Date.now();
    await sendDelayedMessage(queue.queueUrl, '{"hello":"queue"}', 1);

    await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 5_000, interval: 20 });
    expect(events[0]!.at - sent).toBeGreaterThanOrEqual(1_000);
    const [record] = events[0]!.event.Records;
    expect(record).toMatchObject({ body: '{"hello":"queue"}', eventSource: 'aws:sqs', attributes: { ApproximateReceiveCount: '1' } });
  });

  it('delivers a failed message again, and drops it after the last delivery as the dead-letter queue would take it', async () => {
    const counts: string[] = [];
    const logError = vi.fn();
    queue = await startDelayQueue({
      name: 'test-queue',
      retryAfterMs: 10,
      logError,
      handler: async (event) => {
        const [record] = event.Records;
        counts.push(record!.attributes.ApproximateReceiveCount);
        return { batchItemFailures: [{ itemIdentifier: record!.messageId }] };
      },
    });
    await sendDelayedMessage(queue.queueUrl, 'always fails', 0);

    await vi.waitFor(() => expect(logError).toHaveBeenCalledTimes(1), { timeout: 5_000, interval: 20 });
    expect(counts).toEqual(['1', '2', '3']);
    expect(logError.mock.calls[0]![0]).toMatch(/dropped message .* after 3 deliveries/);
  });

  it('refuses a delay SQS would refuse, and another queue', async () => {
    queue = await startDelayQueue({ name: 'test-queue', handler: async () => undefined });
    await expect(sendDelayedMessage(queue.queueUrl, 'x', 901)).rejects.toThrow(/DelaySeconds \(0-900\)/);
    await expect(sendDelayedMessage(queue.queueUrl.replace('test-queue', 'other'), 'x', 0)).rejects.toThrow(/No such queue/);
  });
});
