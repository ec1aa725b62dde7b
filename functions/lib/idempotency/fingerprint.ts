import { createHash } from 'node:crypto';

export interface FingerprintInput {
  method: string;
  routeKey: string;
  rawPath: string;
  /** The body exactly as received (before JSON parsing); empty when there is none. */
  rawBody: Uint8Array;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * What makes two requests "the same request" for one Idempotency-Key: method, route, path (with its ids) and the
 * SHA-256 of the raw body bytes. Reformatted JSON is a different request: the client replays the stored bytes.
 */
export function fingerprintOf(input: FingerprintInput): string {
  return sha256([input.method.toUpperCase(), input.routeKey, input.rawPath, sha256(input.rawBody)].join('\n'));
}

/** The raw body bytes of an API Gateway v2 event. */
export function rawBodyOf(event: { body?: unknown; isBase64Encoded?: boolean }): Uint8Array {
  if (typeof event.body !== 'string' || event.body.length === 0) return new Uint8Array();
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}
