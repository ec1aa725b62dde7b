/**
 * Issue 30: a local push service, so that no test depends on a vendor's. It plays the browser's push service and the
 * browser both: a test asks it for a subscription (it makes the keys a browser would, ECDH prime256v1 and a 16-byte
 * auth secret, and keeps the private half), hands that to the app, and later reads what the app pushed, decrypted
 * (RFC 8291 aes128gcm, with http_ece) and checked for a VAPID Authorization header of the right shape (RFC 8292).
 * It can answer 410 Gone for a subscription on demand. Started once per run by test/support/global-setup.ts; the
 * test stack allows its origin through PUSH_ALLOWED_ORIGINS. Tests talk to it over HTTP (`pushService()` below).
 */
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { inject } from 'vitest';

export interface ReceivedPush {
  /** The decrypted body, parsed as JSON when it is JSON. */
  payload: unknown;
  /** What was wrong with the request's VAPID header, TTL or encoding; empty when nothing. */
  problems: string[];
  receivedAt: string;
}

interface Subscription {
  ecdh: ECDH;
  auth: Buffer;
  answer: number;
  /** Sent as Location with a 3xx answer. */
  location?: string;
  received: ReceivedPush[];
}

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** RFC 8292: `vapid t=<ES256 JWT for this origin, expiring within 24 h>, k=<the 65-byte public key>`. */
export function vapidProblems(authorization: string | undefined, origin: string): string[] {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return [`Authorization is not "vapid t=…, k=…": ${authorization}`];
  const problems: string[] = [];
  const header = jsonOf(Buffer.from(match[1]!, 'base64url').toString()) as { alg?: string };
  const claims = jsonOf(Buffer.from(match[2]!, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (header.alg !== 'ES256') problems.push(`alg ${header.alg}`);
  if (claims.aud !== origin) problems.push(`aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) problems.push(`exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) problems.push(`sub ${claims.sub}`);
  if (Buffer.from(match[4]!, 'base64url').length !== 65) problems.push('k is not a 65-byte P-256 point');
  return problems;
}

export interface RunningPushService {
  origin: string;
  stop(): Promise<void>;
}

export async function startPushService(): Promise<RunningPushService> {
  const subscriptions = new Map<string, Subscription>();
  let origin = '';

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };

  async function receivePush(id: string, request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const subscription = subscriptions.get(id);
    if (!subscription) return send(response, 404);
    if (subscription.answer !== 201) {
      if (subscription.location) response.setHeader('location', subscription.location);
      return send(response, subscription.answer);
    }
    const problems = vapidProblems(request.headers.authorization, origin);
    if (request.headers['content-encoding'] !== 'aes128gcm') problems.push(`Content-Encoding ${request.headers['content-encoding']}`);
    if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) problems.push(`TTL ${request.headers.ttl}`);
    let payload: unknown;
    try {
      payload = jsonOf(decrypt(body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth }).toString('utf8'));
    } catch (error) {
      problems.push(`Could not decrypt: ${String(error)}`);
    }
    subscription.received.push({ payload, problems, receivedAt: new Date().toISOString() });
    send(response, 201);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const [, area, id, action] = url.pathname.split('/');
    const handle = async () => {
      if (request.method === 'POST' && area === 'push' && id) return receivePush(id, request, response);
      if (request.method === 'POST' && area === 'subscriptions' && !id) {
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        const newId = randomUUID();
        const auth = randomBytes(16);
        subscriptions.set(newId, { ecdh, auth, answer: 201, received: [] });
        const created: TestSubscription = {
          id: newId,
          endpoint: `${origin}/push/${newId}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        };
        return send(response, 201, created);
      }
      const subscription = id ? subscriptions.get(id) : undefined;
      if (!subscription) return send(response, 404);
      if (request.method === 'GET' && action === 'received') return send(response, 200, subscription.received);
      if (request.method === 'PUT' && action === 'answer') {
        const asked = jsonOf((await readBody(request)).toString()) as { status: number; location?: string };
        subscription.answer = Number(asked.status);
        subscription.location = asked.location;
        return send(response, 204);
      }
      send(response, 404);
    };
    handle().catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The run's push service, as a test talks to it. */
export function pushService(origin: string = inject('pushServiceOrigin')) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  return {
    origin,
    /** A new subscription, as `PushSubscription.toJSON()` would give it. */
    subscribe: () => call<TestSubscription>('POST', '/subscriptions'),
    /** What was pushed to it so far, decrypted. */
    received: (id: string) => call<ReceivedPush[]>('GET', `/subscriptions/${id}/received`),
    /** From now on answer pushes to it with `status` (410: the browser unsubscribed; a 3xx with `location`). */
    answerWith: (id: string, status: number, location?: string) => call<void>('PUT', `/subscriptions/${id}/answer`, { status, location }),
  };
}
