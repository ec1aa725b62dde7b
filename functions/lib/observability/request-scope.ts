import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line of a request (or of a stream consumer's invocation) carries. */
export interface RequestKeys {
  /** API Gateway's request id (requestContext.requestId): also in the access log and the x-request-id header. */
  requestId?: string;
  routeKey?: string;
  /** The caller, once the token is verified. */
  userId?: string;
  /** A stream consumer's record being applied (the DynamoDB stream record's eventID). */
  streamEventId?: string;
}

// AsyncLocalStorage rather than logger state: the local runner serves concurrent requests in one process.
const scope = new AsyncLocalStorage<RequestKeys>();

/** Runs `work` with `keys` as the current request's (added to each line `log` writes meanwhile). */
export function runInRequestScope<T>(keys: RequestKeys, work: () => T): T {
  return scope.run({ ...keys }, work);
}

/** The current request's keys; empty outside a request. */
export function currentRequestKeys(): RequestKeys {
  return scope.getStore() ?? {};
}

/** Records the verified caller, so the request's later lines carry its id. */
export function identifyCaller(userId: string): void {
  const keys = scope.getStore();
  if (keys) keys.userId = userId;
}
