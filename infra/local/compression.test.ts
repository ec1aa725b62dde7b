import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Domain } from '../../shared/routes';
import type { LambdaHandler } from './api-gateway';
import { chooseEncoding } from './compression';
import { createLocalServer } from './server';

describe('chooseEncoding (as CloudFront picks)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

/* The local server's static files as a browser gets them: the same bytes, compressed when asked, with Vary. */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, name: 'row ${index}' }`).join(', ')}];\n`;
const TINY = 'x=1\n';
let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'compression-test-'));
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>App</title>${'<p>shell</p>'.repeat(200)}`);
  writeFileSync(join(root, 'app.js'), SCRIPT);
  writeFileSync(join(root, 'tiny.js'), TINY);
  writeFileSync(join(root, 'icon.png'), Buffer.alloc(5000, 7));
  const handlers = new Proxy({}, { get: () => (async () => ({ statusCode: 200, body: '{}' })) as LambdaHandler }) as Record<Domain, LambdaHandler>;
  server = createLocalServer({ handlers, webRoot: root, media: { client: {} as S3Client, bucket: 'unused' } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  if (root) rmSync(root, { recursive: true, force: true });
});

function fetchRaw(path: string, acceptEncoding?: string, method = 'GET'): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = get(`${origin}${path}`, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

describe('static files from the local server', () => {
  it('sends brotli to a browser that accepts it, smaller and the same once decoded', async () => {
    const { response, body } = await fetchRaw('/app.js', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted, and the same copy again on the next request', async () => {
    const first = await fetchRaw('/app.js', 'gzip');
    const second = await fetchRaw('/app.js', 'gzip');
    expect(first.response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe(SCRIPT);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('compresses the SPA fallback (index.html for a client route) too', async () => {
    const { response, body } = await fetchRaw('/workouts', 'br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toContain('<title>App</title>');
  });

  it('sends the file as it is without Accept-Encoding, still saying it varies', async () => {
    const { response, body } = await fetchRaw('/app.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(body.toString()).toBe(SCRIPT);
  });

  it('leaves files under 1 KB and images alone, as CloudFront does', async () => {
    const tiny = await fetchRaw('/tiny.js', 'br');
    expect(tiny.response.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(TINY);
    const image = await fetchRaw('/icon.png', 'br, gzip');
    expect(image.response.headers['content-encoding']).toBeUndefined();
    expect(image.response.headers.vary).toBeUndefined();
    expect(image.body.length).toBe(5000);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const { response, body } = await fetchRaw('/app.js', 'br', 'HEAD');
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(body.length).toBe(0);
  });
});
