import type { RouteKey } from '../../../../shared/routes';
import type { CallInput } from '../api-call';
import type { HttpMethod } from '../api-client';

/** A route's path parameters, query and body, as `call` takes them (typed by the route's schemas). */
export type RequestInput<K extends RouteKey> = Omit<CallInput<K>, 'signal' | 'idempotencyKey'>;

/** The parts of a request as stored: the route's types end where the entry is written to IndexedDB. */
export interface StoredInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The call an entry stands for: a route of the contract and its input, sent with `call`. */
export interface OutboxRequest<K extends RouteKey = RouteKey> {
  route: K;
  input: StoredInput;
  /**
   * Sending it twice leaves what sending it once does (new values for a set; a delete, whose 404 counts as done), so
   * it goes without an Idempotency-Key: the server allows 200 new keys per person a day (docs/decisions.md 74).
   */
  repeatable?: true;
}

/** The request of a route with its typed input; `repeatable`: sent without an Idempotency-Key (see OutboxRequest). */
export function outboxRequest<K extends RouteKey>(route: K, input: RequestInput<K>, { repeatable }: { repeatable?: true } = {}): OutboxRequest<K> {
  return { route, input: input as StoredInput, ...(repeatable && { repeatable }) };
}

/**
 * How a version before route keys stored a request (a method and a built path). Entries already in a person's
 * IndexedDB keep this form and are sent as stored; nothing new is queued this way.
 */
export interface PathRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
  repeatable?: true;
}

export const isPathRequest = (request: OutboxRequest | PathRequest): request is PathRequest => !('route' in request);

/** The request's HTTP method. */
export const methodOf = (request: OutboxRequest | PathRequest): HttpMethod =>
  isPathRequest(request) ? request.method : (request.route.split(' ')[0] as HttpMethod);
