import { readFile, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chooseEncoding, CompressedFiles, isCompressible } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const compressedFiles = new CompressedFiles();

async function fileStats(path: string) {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the Vite build like CloudFront does: real files as they are, and any path without a file extension (a client
 * route) gets index.html. Text-like files of 1 KB or more go out brotli- or gzip-compressed when the browser accepts
 * it, with `Vary: Accept-Encoding` (CloudFront's automatic compression; each compressed copy is made once).
 */
export async function serveStatic(root: string, pathname: string, method: string, response: ServerResponse, requestHeaders: IncomingHttpHeaders = {}): Promise<void> {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Malformed path');
    return;
  }
  const requested = resolve(join(base, normalize(decoded)));
  const insideRoot = requested === base || requested.startsWith(base + sep);
  let file = insideRoot && (await fileStats(requested)) ? requested : undefined;
  if (!file && extname(pathname) === '') file = join(base, 'index.html');
  const stats = file ? await fileStats(file) : undefined;
  if (!file || !stats) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  const compressible = isCompressible(contentType, stats.size);
  const encoding = compressible ? chooseEncoding(requestHeaders['accept-encoding']) : undefined;
  const servedFile = file;
  const body = encoding
    ? await compressedFiles.get(servedFile, `${stats.size}:${stats.mtimeMs}`, encoding, () => readFile(servedFile))
    : await readFile(servedFile);
  const immutable = pathname.startsWith('/assets/');
  response.writeHead(200, {
    'content-type': contentType,
    'content-length': body.length,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(method === 'HEAD' ? undefined : body);
}
