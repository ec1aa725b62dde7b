/**
 * Sends one SQS message, delayed, over SQS's JSON protocol (`AmazonSQS.SendMessage`), signed with SigV4 and the
 * environment's credentials (a Lambda's role; locally the runner's). The queue URL's origin is the endpoint: in AWS
 * `https://sqs.<region>.amazonaws.com`, locally the runner's in-process delay queue (infra/local/delay-queue.ts),
 * which speaks the same protocol. Written on the signer the SDK itself uses because `@aws-sdk/client-sqs` is not
 * among the dependencies yet (docs/decisions.md, "Rest alerts with the phone locked"); SendMessageCommand can take its
 * place without a change to the callers.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: SourceData): Buffer =>
  typeof data === 'string' ? Buffer.from(data) : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

/** SHA-256 and its HMAC, as the signer wants them (node:crypto; the SDK's own wrapper is not a dependency). */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

/** How long SQS has to answer. */
const SEND_TIMEOUT_MS = 5_000;

let signer: SignatureV4 | undefined;
const signerOf = () =>
  (signer ??= new SignatureV4({ service: 'sqs', region: process.env.AWS_REGION ?? 'us-east-1', credentials: fromEnv(), sha256: Sha256 }));

/** Sends `body` to the queue at `queueUrl`, delivered after `delaySeconds` (0-900); throws when SQS refuses it. */
export async function sendDelayedMessage(queueUrl: string, body: string, delaySeconds: number): Promise<void> {
  const endpoint = new URL(queueUrl);
  const payload = JSON.stringify({ QueueUrl: queueUrl, MessageBody: body, DelaySeconds: delaySeconds });
  const signed = await signerOf().sign({
    method: 'POST',
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    path: '/',
    query: {},
    headers: {
      host: endpoint.host,
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'AmazonSQS.SendMessage',
    },
    body: payload,
  });
  // fetch sends the same Host itself (the signature covers it).
  const { host: _host, ...headers } = signed.headers;
  const answer = await fetch(`${endpoint.origin}/`, {
    method: 'POST',
    headers,
    body: payload,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`SQS SendMessage answered ${answer.status}: ${text.slice(0, 200)}`);
}
