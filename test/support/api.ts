import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { AuthResponse, ErrorBody } from '../../shared/api-types';
import { methodAndPathOf, type AnswerOf, type RouteParts } from '../../shared/route-request';
import type { RouteKey } from '../../shared/routes';
import { checkAnswerAgainstContract } from './contract-check';

export const baseUrl = () => inject('baseUrl');

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
}

interface CallOptions extends RequestOptions {
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`. */
  rawBody?: string;
}

/**
 * A body not typed by the route's schema, for requests that may break it on purpose: `untypedBody` is JSON-encoded,
 * `rawBody` sent as-is.
 */
type OffContractBody = { untypedBody: unknown; rawBody?: never } | { rawBody: string; untypedBody?: never };

/** The route's `params`, `query` and `body` (or a body off its contract), with the caller's token and headers. */
export type ApiInput<K extends RouteKey> = RequestOptions & (RouteParts<K> | (Omit<RouteParts<K>, 'body'> & OffContractBody));

/** The route's query, for helpers that pass one on. */
export type QueryOf<K extends RouteKey> = RouteParts<K> extends { query?: infer Query } ? Query : never;

/** The input argument: optional when the route needs none of params, query or body. */
type ApiArgument<K extends RouteKey> = Partial<RouteParts<K>> extends RouteParts<K> ? [input?: ApiInput<K>] : [input: ApiInput<K>];

/**
 * One request to the local API, named by its route key: `api('GET /api/users/{id}', { params: { id }, token })`.
 * The answer's body is typed as the route's 2xx answer, and a 2xx body must match the contract; an error status and
 * its body reach the test as they came.
 */
export async function api<K extends RouteKey>(key: K, ...[input]: ApiArgument<K>): Promise<ApiResult<AnswerOf<K>>> {
  const { params, query, body, untypedBody, rawBody, token, headers } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; untypedBody?: unknown } & CallOptions;
  const { method, path } = methodAndPathOf(key, { params, query });
  return callRaw<AnswerOf<K>>(method, path, { body: input && 'untypedBody' in input ? untypedBody : body, rawBody, token, headers });
}

/**
 * One HTTP call to the local API by method and path, for requests a test builds itself: paths off the route table
 * (a malformed id, an unknown route, a hand-written query) and tests that walk the whole table. A 2xx body must still
 * match its route's contract.
 */
export async function callRaw<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(baseUrl() + path, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // leave non-JSON bodies as text so a test can assert on them
  }
  checkAnswerAgainstContract(method, path, response.status, body);
  return { status: response.status, body: body as T, headers: response.headers };
}

/** The message of an error answer (`{ message }`), if it has one. */
export function messageOf(result: ApiResult<unknown>): string | undefined {
  const body = result.body as Partial<ErrorBody> | null;
  return typeof body === 'object' ? body?.message : undefined;
}

export function newSignup(overrides: Partial<Record<'displayName' | 'username' | 'email' | 'password', string>> = {}) {
  const tag = randomUUID().replace(/-/g, '').slice(0, 12);
  return {
    displayName: `Lifter ${tag}`,
    username: `lifter_${tag}`,
    email: `lifter.${tag}@example.com`,
    password: 'squat-heavy-1',
    ...overrides,
  };
}

/** Signs up a fresh user and returns the auth response. */
export async function signUp(overrides: Parameters<typeof newSignup>[0] = {}): Promise<AuthResponse & { password: string }> {
  const input = newSignup(overrides);
  const result = await api('POST /api/auth/signup', { body: input });
  if (result.status !== 201) throw new Error(`Sign-up failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { ...result.body, password: input.password };
}
