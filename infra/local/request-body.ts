import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_JSON_BODY_BYTES, routes, type RouteDefinition } from '../../shared/routes';

/**
 * The largest body any route accepts: the local gateway refuses more before a handler runs (the route's own,
 * smaller limit is still checked by the handler factory).
 */
export const MAX_REQUEST_BODY_BYTES = Math.max(MAX_JSON_BODY_BYTES, ...(routes as readonly RouteDefinition[]).map((route) => route.maxBodyBytes ?? 0));

/** A request the gateway answers itself, without reading (more of) its body. */
export class RefusedRequest extends Error {
  constructor(
    readonly statusCode: 408 | 413,
    message: string,
  ) {
    super(message);
  }
}

export const tooLarge = () => new RefusedRequest(413, 'Request body is too large');

/** Refuses at once, from the headers alone, a body declared larger than any route accepts. */
export function refuseDeclaredSize(request: IncomingMessage, maxBytes = MAX_REQUEST_BODY_BYTES): RefusedRequest | undefined {
  const declared = request.headers['content-length'];
  if (declared === undefined) return undefined;
  return Number(declared) > maxBytes ? tooLarge() : undefined;
}

/**
 * Reads the body, stopping as soon as more arrives than the cap (chunked bodies too: Node's parser already stops a
 * body at its declared Content-Length), and gives up on a client that sends nothing for `idleTimeoutMs`.
 */
export function readBody(request: IncomingMessage, options: { maxBytes?: number; idleTimeoutMs: number }): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? MAX_REQUEST_BODY_BYTES;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      request.removeAllListeners('data');
      outcome();
    };
    const armIdleTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        request.pause();
        finish(() => reject(new RefusedRequest(408, 'Request timed out: the body stopped arriving')));
      }, options.idleTimeoutMs);
    };
    armIdleTimer();
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        request.pause();
        return finish(() => reject(tooLarge()));
      }
      chunks.push(chunk);
      armIdleTimer();
    });
    request.on('end', () => finish(() => resolve(Buffer.concat(chunks))));
    request.on('error', (error) => finish(() => reject(error)));
  });
}

/**
 * Answers a refused request. A 408 closes the connection (the client stopped sending). A 413 leaves it open: Node
 * then reads and drops the rest of the body (never kept; bounded by the server's requestTimeout), so a client that
 * is still uploading reads the answer instead of a reset connection.
 */
export function answerRefused(response: ServerResponse, refused: RefusedRequest): void {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'cache-control': 'no-store' };
  if (refused.statusCode === 408) headers.connection = 'close';
  response.writeHead(refused.statusCode, headers).end(JSON.stringify({ message: refused.message }));
}
