import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  NETWORK_FAILED_MESSAGE,
  REQUEST_CANCELLED_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  createApiClient,
  type ApiClient,
} from './api-client';
import { createDefaultQueryFn, queryKeyToPath } from './query-client';

interface Recorded {
  url: string;
  init: RequestInit;
}

/** A client whose fetch answers with `respond` and records what it was asked. */
function fakeClient(respond: () => Response | Promise<Response>, token: string | null = null) {
  const calls: Recorded[] = [];
  const client = createApiClient({
    getToken: () => token,
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return respond();
    },
  });
  return { client, calls };
}

function failingClient(error: unknown): ApiClient {
  return createApiClient({ getToken: () => null, fetch: () => Promise.reject(error) });
}

async function caught(promise: Promise<unknown>): Promise<Error & { status?: number }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { status?: number };
  }
  throw new Error('expected the request to fail');
}

describe('request headers and options', () => {
  it('sends JSON headers, cookies, no-store and the body as JSON', async () => {
    const { client, calls } = fakeClient(() => new Response('{}'));
    await client.post('/api/auth/login', { email: 'a@b.co', password: 'secret1' });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/auth/login');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.cache).toBe('no-store');
    expect(call?.init.body).toBe('{"email":"a@b.co","password":"secret1"}');
  });

  it('adds a bearer header when a token is stored and sends no body on GET', async () => {
    const { client, calls } = fakeClient(() => new Response('{}'), 'tok-123');
    await client.get('/api/auth/me');

    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer tok-123' });
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });
});

describe('response bodies', () => {
  it('yields null for an empty body', async () => {
    const { client } = fakeClient(() => new Response(null, { status: 204 }));
    await expect(client.delete('/api/x')).resolves.toBeNull();
  });

  it('parses a JSON body', async () => {
    const { client } = fakeClient(() => new Response('{"status":"ok","n":[1,2]}'));
    await expect(client.get('/api/health')).resolves.toEqual({ status: 'ok', n: [1, 2] });
  });

  it('returns any other body as text', async () => {
    const { client } = fakeClient(() => new Response('plain words', { headers: { 'Content-Type': 'text/plain' } }));
    await expect(client.get('/api/x')).resolves.toBe('plain words');
  });
});

describe('error messages of non-OK responses', () => {
  it("uses the body's message field and carries the status", async () => {
    const { client } = fakeClient(() => new Response('{"message":"Invalid email or password"}', { status: 401, statusText: 'Unauthorized' }));
    const error = await caught(client.post('/api/auth/login', {}));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid email or password');
    expect(error.status).toBe(401);
  });

  it('falls back to the raw body text when there is no message field', async () => {
    const { client } = fakeClient(() => new Response('{"error":"nope"}', { status: 409, statusText: 'Conflict' }));
    const error = await caught(client.get('/api/x'));

    expect(error.message).toBe('{"error":"nope"}');
    expect(error.status).toBe(409);
  });

  it('falls back to the raw text of a non-JSON body', async () => {
    const { client } = fakeClient(() => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await caught(client.get('/api/x'));

    expect(error.message).toBe('<h1>Bad gateway</h1>');
    expect(error.status).toBe(502);
  });

  it('falls back to the status text when the body is empty', async () => {
    const { client } = fakeClient(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const error = await caught(client.get('/api/x'));

    expect(error.message).toBe('Service Unavailable');
    expect(error.status).toBe(503);
  });
});

describe('failures without a response', () => {
  it('reports a cancelled request', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      getToken: () => null,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')));
        }),
    });
    const pending = caught(client.get('/api/x', { signal: controller.signal }));
    controller.abort();

    expect((await pending).message).toBe(REQUEST_CANCELLED_MESSAGE);
  });

  it('reports a failed fetch as a network failure', async () => {
    const error = await caught(failingClient(new TypeError('Failed to fetch')).get('/api/x'));
    expect(error.message).toBe(NETWORK_FAILED_MESSAGE);
  });

  it('keeps the message of any other failure', async () => {
    const error = await caught(failingClient(new Error('Something odd')).get('/api/x'));
    expect(error.message).toBe('Something odd');
  });

  it("says 'Network request failed' when the failure has no message", async () => {
    expect((await caught(failingClient(new Error('')).get('/api/x'))).message).toBe(REQUEST_FAILED_MESSAGE);
    expect((await caught(failingClient('not an error').get('/api/x'))).message).toBe(REQUEST_FAILED_MESSAGE);
  });
});

describe('against a real HTTP server', () => {
  let server: Server;
  let origin: string;
  let seen: { method?: string; authorization?: string; accept?: string; contentType?: string; body: string } = { body: '' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen = {
          method: req.method,
          authorization: req.headers.authorization,
          accept: req.headers.accept,
          contentType: req.headers['content-type'],
          body,
        };
        if (req.url === '/api/auth/signup') {
          res.writeHead(409, { 'Content-Type': 'application/json' }).end('{"message":"Email already registered"}');
        } else if (req.url === '/api/empty') {
          res.writeHead(200).end();
        } else if (req.url === '/api/slow') {
          setTimeout(() => res.writeHead(200).end('late'), 2000);
        } else {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const client = () => createApiClient({ getToken: () => 'real-token', baseUrl: origin });

  it('sends the headers and JSON body over the wire and parses the answer', async () => {
    await expect(client().post('/api/health', { a: 1 })).resolves.toEqual({ status: 'ok' });
    expect(seen).toEqual({
      method: 'POST',
      authorization: 'Bearer real-token',
      accept: 'application/json',
      contentType: 'application/json',
      body: '{"a":1}',
    });
  });

  it('turns an empty 200 into null', async () => {
    await expect(client().get('/api/empty')).resolves.toBeNull();
  });

  it("surfaces the server's message and status", async () => {
    const error = await caught(client().post('/api/auth/signup', {}));
    expect(error.message).toBe('Email already registered');
    expect(error.status).toBe(409);
  });

  it('reports an aborted request as cancelled', async () => {
    const controller = new AbortController();
    const pending = caught(client().get('/api/slow', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect((await pending).message).toBe(REQUEST_CANCELLED_MESSAGE);
  });

  it('reports an unreachable server as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    const error = await caught(createApiClient({ getToken: () => null, baseUrl: unreachable }).get('/api/health'));
    expect(error.message).toBe(NETWORK_FAILED_MESSAGE);
  });
});

describe('default query function', () => {
  it('joins the query key into the path it GETs', () => {
    expect(queryKeyToPath(['/api/auth/me'])).toBe('/api/auth/me');
    expect(queryKeyToPath(['api', 'auth', 'me'])).toBe('/api/auth/me');
    expect(queryKeyToPath(['/api/users', 42, 'statistics'])).toBe('/api/users/42/statistics');
  });

  it('GETs the key path and throws on 401 by default', async () => {
    const { client, calls } = fakeClient(() => new Response('{"message":"Unauthorized"}', { status: 401 }));
    const queryFn = createDefaultQueryFn(client);
    const context = { queryKey: ['api', 'auth', 'me'], signal: new AbortController().signal } as unknown as Parameters<typeof queryFn>[0];

    const error = await caught(Promise.resolve(queryFn(context)));
    expect(error.status).toBe(401);
    expect(calls[0]?.url).toBe('/api/auth/me');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it("returns null on 401 when asked to", async () => {
    const { client } = fakeClient(() => new Response('{"message":"Unauthorized"}', { status: 401 }));
    const queryFn = createDefaultQueryFn(client, { on401: 'returnNull' });
    const context = { queryKey: ['/api/auth/me'], signal: new AbortController().signal } as unknown as Parameters<typeof queryFn>[0];

    await expect(Promise.resolve(queryFn(context))).resolves.toBeNull();
  });
});

describe('list pages', () => {
  it('answers the items and the x-next-cursor header, with the same request as get', async () => {
    const { client, calls } = fakeClient(
      () => new Response('[{"id":"b"},{"id":"a"}]', { headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'eyJQSyI6MX0' } }),
      'tok-1',
    );

    await expect(client.getPage('/api/notifications?limit=2')).resolves.toEqual({ items: [{ id: 'b' }, { id: 'a' }], nextCursor: 'eyJQSyI6MX0' });
    expect(calls[0]?.url).toBe('/api/notifications?limit=2');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include', cache: 'no-store', body: undefined });
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer tok-1' });
  });

  it('gives a null cursor on the last page', async () => {
    const { client } = fakeClient(() => new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
    await expect(client.getPage('/api/notifications')).resolves.toEqual({ items: [], nextCursor: null });
  });

  it('throws the same errors as get', async () => {
    const { client } = fakeClient(() => new Response('{"message":"Invalid cursor"}', { status: 400, statusText: 'Bad Request' }));
    const error = await caught(client.getPage('/api/notifications?cursor=x'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid cursor');
    expect(error.status).toBe(400);
    expect((await caught(failingClient(new TypeError('Failed to fetch')).getPage('/api/x'))).message).toBe(NETWORK_FAILED_MESSAGE);
  });

  it('refuses a body that is not a list', async () => {
    const { client } = fakeClient(() => new Response('{"count":1}'));
    expect((await caught(client.getPage('/api/notifications'))).message).toBe('Expected a list from /api/notifications');
  });
});

describe('versioned reads', () => {
  it('answers the body and its ETag, naming no version when none is kept', async () => {
    const { client, calls } = fakeClient(() => new Response('[{"id":"a"}]', { headers: { ETag: '"v1"' } }));
    await expect(client.getVersioned('/api/exercises', null)).resolves.toEqual({ data: [{ id: 'a' }], version: '"v1"' });
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it("names the kept version in If-None-Match and answers 'unchanged' on a 304", async () => {
    const { client, calls } = fakeClient(() => new Response(null, { status: 304 }));
    await expect(client.getVersioned('/api/exercises', '"v1"')).resolves.toBe('unchanged');
    expect(calls[0]?.init.headers).toMatchObject({ 'If-None-Match': '"v1"' });
  });

  it('throws on a 304 to a read that named no version, like any other non-OK answer', async () => {
    const { client } = fakeClient(() => new Response(null, { status: 304, statusText: 'Not Modified' }));
    expect((await caught(client.getVersioned('/api/exercises', null))).status).toBe(304);
  });
});

describe('posts whose status matters', () => {
  it('answers the parsed body with 201 for created and 200 for an existing one, sending what post sends', async () => {
    let status = 201;
    const { client, calls } = fakeClient(() => new Response('{"id":"s1"}', { status, headers: { 'Content-Type': 'application/json' } }), 'tok-1');

    await expect(client.postWithStatus('/api/workout-sessions', { isActive: true })).resolves.toEqual({ data: { id: 's1' }, status: 201 });
    status = 200;
    await expect(client.postWithStatus('/api/workout-sessions', { isActive: true })).resolves.toEqual({ data: { id: 's1' }, status: 200 });
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"isActive":true}', credentials: 'include', cache: 'no-store' });
  });

  it('throws the same errors as post', async () => {
    const { client } = fakeClient(() => new Response('{"message":"Plan not found"}', { status: 404, statusText: 'Not Found' }));
    const error = await caught(client.postWithStatus('/api/workout-sessions', { workoutPlanId: 'x' }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Plan not found');
    expect(error.status).toBe(404);
  });
});
