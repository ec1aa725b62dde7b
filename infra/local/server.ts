import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { Domain } from '../../shared/routes';
import { GATEWAY_MAX_BODY_BYTES, invokeApi, type LambdaHandler } from './api-gateway';
import { serveStatic } from './static-files';

export interface LocalServerOptions {
  handlers: Record<Domain, LambdaHandler>;
  /** The Vite build to serve; omitted when Vite's dev server serves the web app. */
  webRoot?: string;
  media: { client: S3Client; bucket: string };
}

class BodyTooLarge extends Error {}

/**
 * Buffers the body up to the gateway limit. Past it, the rest is read and dropped so the client
 * can finish sending and read the 413 (closing mid-upload would give it EPIPE instead of an answer).
 */
function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= GATEWAY_MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => (size > GATEWAY_MAX_BODY_BYTES ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks))));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(body));
}

async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL, options: LocalServerOptions) {
  const body = await readBody(request);
  const result = await invokeApi(
    { method: request.method ?? 'GET', url, headers: request.headers, body, sourceIp: request.socket.remoteAddress ?? '127.0.0.1' },
    options.handlers,
  );
  const headers: Record<string, string | string[]> = { ...result.headers };
  if (result.cookies.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode, headers).end(result.body);
}

/**
 * Media objects are read from the bucket under the same `media/...` keys CloudFront serves in AWS,
 * with the content type and caching they were stored with.
 */
async function handleMedia(response: ServerResponse, url: URL, options: LocalServerOptions) {
  let key: string;
  try {
    key = decodeURIComponent(url.pathname.slice(1));
  } catch {
    sendJson(response, 400, { message: 'Malformed path' });
    return;
  }
  try {
    const object = await options.media.client.send(new GetObjectCommand({ Bucket: options.media.bucket, Key: key }));
    response.writeHead(200, {
      'content-type': object.ContentType ?? 'application/octet-stream',
      'cache-control': object.CacheControl ?? 'public, max-age=86400',
      // As CloudFront's media behaviour does: a browser never guesses another type (an "image" that is HTML).
      'x-content-type-options': 'nosniff',
    });
    (object.Body as Readable).pipe(response);
  } catch (error) {
    if (error instanceof NoSuchKey) sendJson(response, 404, { message: 'Not Found' });
    else throw error;
  }
}

/** One process standing in for CloudFront + API Gateway: /api → Lambda handlers, /media → S3, the rest → the web build. */
export function createLocalServer(options: LocalServerOptions): Server {
  return createServer((request, response) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    } catch {
      sendJson(response, 400, { message: 'Malformed request' });
      return;
    }
    const work = url.pathname.startsWith('/api/') || url.pathname === '/api'
      ? handleApi(request, response, url, options)
      : url.pathname.startsWith('/media/')
        ? handleMedia(response, url, options)
        : options.webRoot && (request.method === 'GET' || request.method === 'HEAD')
          ? serveStatic(options.webRoot, url.pathname, request.method, response)
          : Promise.resolve(sendJson(response, 404, { message: 'Not Found' }));
    work.catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return sendJson(response, 413, { message: 'Request body is too large' });
      console.error('Local server error', error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.destroy();
    });
  });
}
