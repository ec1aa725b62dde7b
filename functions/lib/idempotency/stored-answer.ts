import { gunzipSync, gzipSync } from 'node:zlib';

/** An answer as the handler factory sends it: status, headers and the JSON text of the body. */
export interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body?: string;
}

/** The answer as an idempotency record keeps it: the body as text, gzipped past 16 KB, or marked too large. */
export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body?: string;
  bodyGzip?: Uint8Array;
  /** The answer did not fit the item: nothing of the body is kept (never a partial one). */
  tooLarge?: boolean;
}

/**
 * The largest answer body kept for replays, as sent (UTF-8 bytes): a record stays a small item however large an
 * answer is. A larger answer is sent as usual with `Idempotency-Stored: false`, and only its status is kept.
 */
export const MAX_STORED_BODY_BYTES = 64 * 1024;
/** Below this a body is stored as text (readable in the table); above it gzipped (JSON shrinks ~5-10 times). */
export const GZIP_FROM_BYTES = 16_384;

/** Headers that describe this delivery rather than the answer: not repeated on a replay. */
const UNREPEATED_HEADERS = new Set(['date', 'x-request-id', 'x-amzn-requestid']);

export function toStoredAnswer(answer: Answer): StoredAnswer {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !UNREPEATED_HEADERS.has(name.toLowerCase())));
  const base = { statusCode: answer.statusCode, headers };
  if (answer.body === undefined) return base;
  const bytes = Buffer.byteLength(answer.body, 'utf8');
  if (bytes > MAX_STORED_BODY_BYTES) return { ...base, tooLarge: true };
  if (bytes < GZIP_FROM_BYTES) return { ...base, body: answer.body };
  return { ...base, bodyGzip: new Uint8Array(gzipSync(answer.body)) };
}

/** The stored answer as it was first sent; undefined when it was too large to keep. */
export function fromStoredAnswer(stored: StoredAnswer): Answer | undefined {
  if (stored.tooLarge) return undefined;
  const body = stored.bodyGzip ? gunzipSync(stored.bodyGzip).toString('utf8') : stored.body;
  return { statusCode: stored.statusCode, headers: { ...stored.headers }, ...(body === undefined ? {} : { body }) };
}

/**
 * Which answers are kept for replays: 2xx and 4xx (a refusal is as final as a success), except the ones that ask
 * to try again later (a Retry-After header: 429, or a 409 'still processing'). 5xx are never kept.
 */
export function isReplayable(answer: Pick<Answer, 'statusCode' | 'headers'>): boolean {
  const { statusCode } = answer;
  if (statusCode < 200 || statusCode >= 500 || (statusCode >= 300 && statusCode < 400)) return false;
  return !Object.keys(answer.headers).some((name) => name.toLowerCase() === 'retry-after');
}
