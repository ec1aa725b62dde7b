/**
 * The local stand-in for an SQS queue with per-message delays and the Lambda that consumes it (issue 30, the rest
 * alerts): an in-process queue behind a loopback HTTP endpoint that answers SQS's JSON `SendMessage`, so the
 * functions send to it exactly as they send to SQS in AWS (functions/lib/aws/sqs-send.ts). Each message is handed to
 * the consumer's handler, as Lambda's SQS event source would hand it, once its delay is over; a message the handler
 * reports as failed (or all, if it throws) is delivered again after `retryAfterMs`, and after `maxReceiveCount`
 * deliveries it is logged and dropped, as the queue's dead-letter queue would take it. Messages live in memory: a
 * restart of the runner loses them (a rest alert is minutes long).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { LOCAL_REGION } from './local-aws-config';

/** SQS's longest per-message delay. */
const MAX_DELAY_SECONDS = 900;
const LOCAL_ACCOUNT = '000000000000';

export interface DelayQueueOptions {
  name: string;
  handler: (event: SQSEvent) => Promise<SQSBatchResponse | void>;
  maxReceiveCount?: number;
  retryAfterMs?: number;
  logError?: (line: string) => void;
}

export interface RunningDelayQueue {
  /** What the functions are given as the queue's URL; its origin is the endpoint they post to. */
  queueUrl: string;
  stop(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startDelayQueue(options: DelayQueueOptions): Promise<RunningDelayQueue> {
  const maxReceiveCount = options.maxReceiveCount ?? 3;
  const retryAfterMs = options.retryAfterMs ?? 1_000;
  const logError = options.logError ?? ((line: string) => console.error(line));
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let queueUrl = '';
  let stopped = false;

  const later = (ms: number, work: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      const running = work().finally(() => inFlight.delete(running));
      inFlight.add(running);
    }, ms);
    timers.add(timer);
  };

  const recordOf = (messageId: string, body: string, receiveCount: number, sentAt: number): SQSRecord => ({
    messageId,
    receiptHandle: `${messageId}#${receiveCount}`,
    body,
    attributes: {
      ApproximateReceiveCount: String(receiveCount),
      SentTimestamp: String(sentAt),
      SenderId: LOCAL_ACCOUNT,
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: createHash('md5').update(body).digest('hex'),
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${options.name}`,
    awsRegion: LOCAL_REGION,
  });

  async function deliver(messageId: string, body: string, receiveCount: number, sentAt: number): Promise<void> {
    let failure: unknown;
    try {
      const answer = await options.handler({ Records: [recordOf(messageId, body, receiveCount, sentAt)] });
      if (!answer?.batchItemFailures.some((item) => item.itemIdentifier === messageId)) return;
      failure = 'reported as a batch item failure';
    } catch (error) {
      failure = error;
    }
    if (receiveCount >= maxReceiveCount) return logError(`Delay queue ${options.name}: dropped message ${messageId} after ${receiveCount} deliveries: ${String(failure)}`);
    later(retryAfterMs, () => deliver(messageId, body, receiveCount + 1, sentAt));
  }

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(JSON.stringify(body));
  };

  async function sendMessage(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.headers['x-amz-target'] !== 'AmazonSQS.SendMessage') {
      return answer(response, 400, { __type: 'com.amazonaws.sqs#InvalidAction', message: 'Only SendMessage is served here' });
    }
    const input = JSON.parse(await readBody(request)) as { QueueUrl?: string; MessageBody?: string; DelaySeconds?: number };
    if (input.QueueUrl !== queueUrl) return answer(response, 400, { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'No such queue' });
    const delay = input.DelaySeconds ?? 0;
    if (typeof input.MessageBody !== 'string' || !Number.isInteger(delay) || delay < 0 || delay > MAX_DELAY_SECONDS) {
      return answer(response, 400, { __type: 'com.amazonaws.sqs#InvalidParameterValue', message: 'MessageBody and DelaySeconds (0-900) are required' });
    }
    const messageId = randomUUID();
    const body = input.MessageBody;
    const sentAt = Date.now();
    later(delay * 1000, () => deliver(messageId, body, 1, sentAt));
    answer(response, 200, { MessageId: messageId, MD5OfMessageBody: createHash('md5').update(body).digest('hex') });
  }

  const server = createServer((request, response) => {
    sendMessage(request, response).catch((error: unknown) => answer(response, 400, { __type: 'com.amazonaws.sqs#InvalidParameterValue', message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  queueUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${LOCAL_ACCOUNT}/${options.name}`;
  return {
    queueUrl,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
