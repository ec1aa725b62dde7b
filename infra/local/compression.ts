import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** CloudFront compresses only answers of these sizes (bytes) and of text-like types. */
const MIN_BYTES = 1000;
const MAX_BYTES = 10_000_000;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Parses `br;q=0.8, gzip` into the q-value of each coding named; '*' stands for any coding not named. */
function qualities(acceptEncoding: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    result.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return result;
}

/**
 * The coding CloudFront would answer with: brotli when the viewer accepts it, else gzip, else none. A coding refused
 * with q=0 is never used.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const accepted = qualities(header);
  const allows = (coding: ContentEncoding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

export function isCompressible(contentType: string, bytes: number): boolean {
  return COMPRESSIBLE_TYPE.test(contentType) && bytes >= MIN_BYTES && bytes <= MAX_BYTES;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Best compression: static files are compressed once per build and kept (see CompressedFiles). */
export function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 9 });
}

/**
 * Compressed copies of the build's files, made on first request and kept in memory. The key carries the file's size
 * and modification time, so a rebuild under a running server is served fresh; copies of older builds are dropped.
 */
export class CompressedFiles {
  private readonly copies = new Map<string, { version: string; body: Promise<Buffer> }>();

  get(file: string, version: string, encoding: ContentEncoding, read: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    const cached = this.copies.get(key);
    if (cached?.version === version) return cached.body;
    const body = read().then((content) => compress(content, encoding));
    // A failed compression is not kept: the next request tries again.
    body.catch(() => this.copies.delete(key));
    this.copies.set(key, { version, body });
    return body;
  }
}
