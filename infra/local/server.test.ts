import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Domain } from '../../shared/routes';
import type { LambdaHandler } from './api-gateway';
import { localS3Client } from './ensure-bucket';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws-config';
import { MAX_REQUEST_BODY_BYTES } from './request-body';
import { startS3Local, type RunningS3 } from './s3-local';
import { createLocalServer } from './server';

/*
 * The local server as a client on the network meets it: raw HTTP, so a test can declare one body size and send
 * another, or stop sending. Handlers are stand-ins that count their calls: a refused request must never reach one.
 */
const BODY_IDLE_TIMEOUT_MS = 300;
const BUCKET = 'server-test-media';
let handlerCalls = 0;
let server: Server;
let port: number;
let s3: RunningS3;
let s3Directory: string;

beforeAll(async () => {
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
  s3Directory = mkdtempSync(join(tmpdir(), 'server-test-s3-'));
  s3 = await startS3Local({ directory: s3Directory, buckets: [BUCKET] });
  const countingHandler: LambdaHandler = async () => {
    handlerCalls++;
    return { statusCode: 200, body: '{}' };
  };
  const handlers = new Proxy({}, { get: () => countingHandler }) as Record<Domain, LambdaHandler>;
  server = createLocalServer({ handlers, media: { client: localS3Client(s3.endpoint), bucket: BUCKET }, bodyIdleTimeoutMs: BODY_IDLE_TIMEOUT_MS });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await s3?.stop();
  if (s3Directory) rmSync(s3Directory, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  body: string;
  elapsedMs: number;
}

/** Sends the headers, then `body` (if any), and never finishes the request unless `end`; answers what came back. */
function rawRequest(options: { method: string; path: string; headers: Record<string, string | number>; body?: Buffer | string; end?: boolean }): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, elapsedMs: Date.now() - started }));
      response.on('error', reject);
    });
    // The server may close while the client still has body left to send: the answer is what counts.
    request.on('error', (error) => reject(error));
    request.flushHeaders();
    if (options.body !== undefined) request.write(options.body);
    if (options.end) request.end();
  });
}

describe('request bodies', () => {
  it('refuses a body declared larger than any route accepts at once, before reading it or calling a handler', async () => {
    const before = handlerCalls;

    const answer = await rawRequest({
      method: 'POST',
      path: '/api/auth/signup',
      headers: { 'content-type': 'application/json', 'content-length': 10 * 1024 * 1024 },
    });

    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Request body is too large' });
    expect(answer.elapsedMs).toBeLessThan(BODY_IDLE_TIMEOUT_MS);
    expect(handlerCalls).toBe(before);
  });

  it('answers 408 and closes a request whose declared body stops arriving', async () => {
    const before = handlerCalls;

    const answer = await rawRequest({
      method: 'POST',
      path: '/api/auth/signup',
      headers: { 'content-type': 'application/json', 'content-length': 100_000 },
      body: '{"email":',
    });

    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Request timed out: the body stopped arriving' });
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(BODY_IDLE_TIMEOUT_MS - 50);
    expect(answer.elapsedMs).toBeLessThan(BODY_IDLE_TIMEOUT_MS + 2_000);
    expect(handlerCalls).toBe(before);
  });

  it('stops a chunked body (no declared size) as soon as it passes the limit', async () => {
    const before = handlerCalls;

    const answer = await rawRequest({
      method: 'POST',
      path: '/api/social-posts',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: Buffer.alloc(MAX_REQUEST_BODY_BYTES + 1, 0x61),
    });

    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Request body is too large' });
    expect(handlerCalls).toBe(before);
  });

  it('passes a body within the limit to the handler', async () => {
    const before = handlerCalls;

    const answer = await rawRequest({ method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: '{}', end: true });

    expect(answer.status).toBe(200);
    expect(handlerCalls).toBe(before + 1);
  });
});

describe('requests Node refuses before any handler', () => {
  it('answers an oversized request head with a JSON 431', async () => {
    const answer = await rawRequest({ method: 'GET', path: '/api/health', headers: { 'x-padding': 'a'.repeat(20_000) }, end: true });

    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Request headers are too large' });
  });
});

describe('media paths', () => {
  it.each(['/media/%00', '/media/%E0%A4%A', '/media/avatars/../../etc/passwd', '/media/avatars/%2e%2e%2fsecret', '/media/', '/media/avatars/not-a-key.png'])(
    'answers %s with 404 JSON, never a server error',
    async (path) => {
      const answer = await rawRequest({ method: 'GET', path, headers: {}, end: true });

      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Not Found' });
    },
  );

  it('answers a well-formed key that holds nothing with 404', async () => {
    const answer = await rawRequest({ method: 'GET', path: '/media/posts/0b0e6a4e-3f5c-4a4c-9d8e-2b7f1c3a9e10.jpg', headers: {}, end: true });

    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Not Found' });
  });
});
