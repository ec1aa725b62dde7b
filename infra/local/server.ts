import type { S3Client } from '@aws-sdk/client-s3';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Domain } from '../../shared/routes';
import { securityHeadersFor } from '../security-headers';
import { invokeApi, type LambdaHandler } from './api-gateway';
import { serveMedia } from './media-files';
import { answerRefused, readBody, RefusedRequest, refuseDeclaredSize } from './request-body';
import { serveStatic } from './static-files';
import { handleUpload, type LocalUploads } from './uploads';
import { UPLOAD_PATH } from '../../shared/media';

export interface LocalServerOptions {
  handlers: Record<Domain, LambdaHandler>;
  /** The Vite build to serve; omitted when Vite's dev server serves the web app. */
  webRoot?: string;
  media: { client: S3Client; bucket: string };
  /** Photo uploads at /uploads (issue 26): the presigned POST's policy checked, stored, then processed. */
  uploads?: LocalUploads;
  /** A request whose body stops arriving for this long is answered 408 and closed (default 10 s). */
  bodyIdleTimeoutMs?: number;
  /** Longest wait for a request's headers (default 10 s) and for the whole request (default 60 s). */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(body));
}

async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL, options: LocalServerOptions) {
  const refused = refuseDeclaredSize(request);
  if (refused) throw refused;
  const body = await readBody(request, { idleTimeoutMs: options.bodyIdleTimeoutMs ?? 10_000 });
  const result = await invokeApi(
    { method: request.method ?? 'GET', url, headers: request.headers, body, sourceIp: request.socket.remoteAddress ?? '127.0.0.1' },
    options.handlers,
  );
  const headers: Record<string, string | string[]> = { ...result.headers };
  if (result.cookies.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode, headers).end(result.body);
}

function setSecurityHeaders(response: ServerResponse, pathname: string): void {
  for (const [name, value] of Object.entries(securityHeadersFor(pathname, 'local'))) response.setHeader(name, value);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timed out'],
};

/** A request Node refused before it reached the handler (oversized head, unparseable, too slow) still gets JSON. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) return void socket.destroy();
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Malformed request'];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * One process standing in for CloudFront + API Gateway: /api → Lambda handlers, /media → S3, /uploads → S3's presigned
 * POST, the rest → the web build.
 */
export function createLocalServer(options: LocalServerOptions): Server {
  const server = createServer((request, response) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    } catch {
      setSecurityHeaders(response, '/');
      sendJson(response, 400, { message: 'Malformed request' });
      return;
    }
    // As CloudFront's response headers policy does on every behaviour: static files, the SPA fallback, /api, /media.
    setSecurityHeaders(response, url.pathname);
    const work = url.pathname.startsWith('/api/') || url.pathname === '/api'
      ? handleApi(request, response, url, options)
      : url.pathname.startsWith('/media/')
        ? serveMedia(response, url.pathname, options.media)
        : url.pathname === UPLOAD_PATH && options.uploads
          ? handleUpload(request, response, options.uploads, (line) => console.error(line))
          : options.webRoot && (request.method === 'GET' || request.method === 'HEAD')
            ? serveStatic(options.webRoot, url.pathname, request.method, response, request.headers)
            : Promise.resolve(sendJson(response, 404, { message: 'Not Found' }));
    work.catch((error: unknown) => {
      if (error instanceof RefusedRequest) return answerRefused(response, error);
      console.error('Local server error', error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.destroy();
    });
  });
  // Slow or stalled clients do not hold a connection for long (Node answers 408 itself past these).
  server.headersTimeout = options.headersTimeoutMs ?? 10_000;
  server.requestTimeout = options.requestTimeoutMs ?? 60_000;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => answerClientError(error, socket));
  return server;
}
