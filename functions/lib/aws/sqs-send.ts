/**
 * Sends one SQS message, delayed. The queue URL's origin is the endpoint: in AWS `https://sqs.<region>.amazonaws.com`,
 * locally the runner's in-process delay queue (infra/local/delay-queue.ts), which speaks SQS's JSON protocol.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';

/** How long SQS has to answer. */
const SEND_TIMEOUT_MS = 5_000;

const clients = new Map<string, SQSClient>();
function clientFor(endpoint: string): SQSClient {
  let client = clients.get(endpoint);
  if (!client) {
    client = new SQSClient({ endpoint, region: process.env.AWS_REGION ?? 'us-east-1', requestHandler: { requestTimeout: SEND_TIMEOUT_MS }, maxAttempts: 2 });
    clients.set(endpoint, client);
  }
  return client;
}

/** Sends `body` to the queue at `queueUrl`, delivered after `delaySeconds` (0-900); throws when SQS refuses it. */
export async function sendDelayedMessage(queueUrl: string, body: string, delaySeconds: number): Promise<void> {
  await clientFor(new URL(queueUrl).origin).send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, DelaySeconds: delaySeconds }));
}
