/** Typed errors thrown by domain code; the handler factory turns them into `{ message }` responses. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the response carries with the message (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You do not have access to this resource') {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}

/** Too many requests: the caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** A service the function depends on (DynamoDB, S3) could not be reached or did not answer in time. */
export class ServiceUnavailable extends HttpError {
  constructor(message = SERVICE_UNAVAILABLE_MESSAGE, retryAfterSeconds = 2) {
    super(503, message, { 'retry-after': String(retryAfterSeconds) });
  }
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again';
/** For a change: a timed-out write may still land after the caller was told it failed (docs/decisions.md 41). */
export const CHANGE_NOT_CONFIRMED_MESSAGE = 'Service temporarily unavailable, please try again. Your change could not be confirmed: it may or may not have been saved.';

/** Node's network failures: nothing answered, or the connection broke. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** The SDK's (smithy's) names for a connection or request that timed out. */
const TIMEOUT_ERROR_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
/** AWS service errors that mean 'not now' (after the SDK's own retries), not 'this request is wrong'. */
const UNAVAILABLE_SERVICE_ERRORS = new Set([
  'InternalServerError',
  'InternalError',
  'ServiceUnavailable',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'SlowDown',
]);

/**
 * Whether an error means a dependency (DynamoDB, S3) is unreachable or too slow right now, so the caller gets 503
 * and may try again, rather than a 500 that says the request itself broke something.
 */
export function isDependencyUnavailable(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  if (error instanceof AggregateError && error.errors.some((inner) => isDependencyUnavailable(inner))) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return true;
  if (TIMEOUT_ERROR_NAMES.has(error.name)) return true;
  if (/socket hang up/i.test(error.message)) return true;
  return '$metadata' in error && UNAVAILABLE_SERVICE_ERRORS.has(error.name);
}
