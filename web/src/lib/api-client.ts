/**
 * The one API client (spec 000 section 7 and the generic messages of section 8).
 *
 * Every call sends JSON content and accept headers, includes cookies, disables caching and adds
 * an Authorization bearer header when a token is stored. An empty response body yields null, a
 * JSON body is parsed, any other body is returned as text. A non-OK response throws an
 * {@link ApiError} whose message is the body's `message` field, else the raw body text, else the
 * status text, and which carries the HTTP status.
 */
import { IDEMPOTENCY_KEY_HEADER, NEXT_CURSOR_HEADER } from '../../../shared/api-types';

/**
 * Where every API path starts (the API is served next to the web app). Requests name their route by key (api-call.ts);
 * this prefix is for rules over all of them at once, such as the Cache Storage purge on sign-out.
 */
export const API_PATH_PREFIX = '/api/';

export const REQUEST_CANCELLED_MESSAGE = 'Request was cancelled - please try again';
export const NETWORK_FAILED_MESSAGE = 'Network connection failed - please check your internet connection';
export const REQUEST_FAILED_MESSAGE = 'Network request failed';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK HTTP response. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    /** The parsed response body (null, JSON or text). */
    readonly body: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export interface RequestOptions {
  /** Sent as JSON; omitted when undefined. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a replay with the same key answers the first result and writes nothing. */
  idempotencyKey?: string;
}

/** A versioned read: the body and its version (the ETag), or 'unchanged' when the version the caller keeps is current. */
export type VersionedAnswer<T> = { data: T; version: string | null } | 'unchanged';

export interface ApiClientOptions {
  /** Returns the stored session token, or null when signed out. */
  getToken: () => string | null;
  /** Prefix for every path; empty in the browser (same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** One page of a list endpoint: the body's items and the next page's cursor (null on the last page). */
export interface ApiPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /**
   * GETs one page of a list endpoint: the JSON array body as `items` and the
   * {@link NEXT_CURSOR_HEADER} response header as `nextCursor`. Same headers and errors as `get`.
   */
  getPage<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<ApiPage<T>>;
  /** GETs a versioned read, naming the version the caller keeps (If-None-Match): a 304 answers 'unchanged'. */
  getVersioned<T>(path: string, keptVersion: string | null, options?: Omit<RequestOptions, 'body'>): Promise<VersionedAnswer<T>>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** POST that also answers the status, for endpoints whose 200 and 201 mean different things (reused or created). */
  postWithStatus<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<{ data: T; status: number }>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

export function createApiClient({ getToken, baseUrl = '', fetch: fetchImpl }: ApiClientOptions): ApiClient {
  /** The one fetch: answers the parsed body and the response headers, or throws the spec's errors. */
  async function send(
    method: HttpMethod,
    path: string,
    { body, signal, idempotencyKey }: RequestOptions = {},
    ifNoneMatch?: string,
  ): Promise<{ data: unknown; headers: Headers; status: number }> {
    try {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const token = getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
      if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;

      const doFetch = fetchImpl ?? globalThis.fetch;
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
      const text = await response.text();
      const parsed = parseBody(text);
      if (!response.ok && !(ifNoneMatch && response.status === 304)) throw new ApiError(errorMessageOf(parsed, text, response.statusText), response.status, parsed);
      return { data: parsed, headers: response.headers, status: response.status };
    } catch (error) {
      throw toRequestFailure(error);
    }
  }

  async function request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> {
    return (await send(method, path, options)).data as T;
  }

  async function getPage<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<ApiPage<T>> {
    const { data, headers } = await send('GET', path, options);
    if (!Array.isArray(data)) throw new Error(`Expected a list from ${path}`);
    return { items: data as T[], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
  }

  async function getVersioned<T>(path: string, keptVersion: string | null, options?: Omit<RequestOptions, 'body'>): Promise<VersionedAnswer<T>> {
    const { data, headers, status } = await send('GET', path, options, keptVersion ?? undefined);
    return status === 304 ? 'unchanged' : { data: data as T, version: headers.get('ETag') };
  }

  return {
    request,
    getPage,
    getVersioned,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    postWithStatus: async <T,>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => {
      const { data, status } = await send('POST', path, { ...options, body });
      return { data: data as T, status };
    },
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

/** Empty → null, JSON → parsed, anything else → the text itself. */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The body's `message` field, else the raw body text, else the status text. */
export function errorMessageOf(parsed: unknown, rawText: string, statusText: string): string {
  if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
    const { message } = parsed;
    if (typeof message === 'string' && message !== '') return message;
  }
  return rawText || statusText;
}

function toRequestFailure(error: unknown): Error {
  if (error instanceof ApiError) return error;
  if (isAbortError(error)) return new Error(REQUEST_CANCELLED_MESSAGE, { cause: error });
  if (error instanceof TypeError) return new Error(NETWORK_FAILED_MESSAGE, { cause: error });
  if (error instanceof Error) return error.message ? error : new Error(REQUEST_FAILED_MESSAGE, { cause: error });
  return new Error(REQUEST_FAILED_MESSAGE, { cause: error });
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
