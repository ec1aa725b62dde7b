/**
 * The local stand-in for CloudFront's /uploads behaviour and S3's POST Object (issue 26): a browser's presigned POST
 * is checked against its policy (./post-policy.ts, as S3 would), stored in the upload bucket, and then, as the
 * bucket's ObjectCreated notification does in AWS, the photo processor's own handler export is called with the same
 * S3 event. The answer is S3's: 204 without a body, or its XML error.
 */
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UPLOAD_MAX_BYTES } from '../../shared/media';
import { LOCAL_CREDENTIALS } from './local-aws-config';
import { checkPostPolicy } from './post-policy';
import { readBody, RefusedRequest } from './request-body';

export interface LocalUploads {
  client: S3Client;
  bucket: string;
  /** functions/media/process-upload-handler.ts's `handler`, called after the object is stored. */
  process: (event: S3Event) => Promise<void>;
}

/** The form around the file: its fields and multipart boundaries. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

function s3Error(response: ServerResponse, status: number, code: string, message: string): void {
  response
    .writeHead(status, { 'content-type': 'application/xml', 'cache-control': 'no-store' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<>&]/g, '')}</Message></Error>`);
}

export const s3EventOf = (bucket: string, key: string, size: number, eventName: string): S3Event =>
  ({
    Records: [
      {
        eventVersion: '2.1',
        eventSource: 'aws:s3',
        awsRegion: 'us-east-1',
        eventTime: new Date().toISOString(),
        eventName,
        s3: { s3SchemaVersion: '1.0', bucket: { name: bucket, arn: `arn:aws:s3:::${bucket}` }, object: { key: encodeURIComponent(key), size } },
      },
    ],
  }) as unknown as S3Event;

export async function handleUpload(request: IncomingMessage, response: ServerResponse, uploads: LocalUploads, log: (line: string) => void): Promise<void> {
  if (request.method !== 'POST') return s3Error(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  let body: Buffer;
  try {
    body = await readBody(request, { maxBytes: UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES, idleTimeoutMs: 10_000 });
  } catch (error) {
    if (error instanceof RefusedRequest && error.statusCode === 413) {
      return s3Error(response, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    }
    throw error;
  }
  let form: FormData;
  try {
    form = await new Request('http://local/uploads', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body: new Uint8Array(body) }).formData();
  } catch {
    return s3Error(response, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) return s3Error(response, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  const fields = new Map<string, string>();
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields.set(name, value);
  const refusal = checkPostPolicy({ fields, fileSize: file.size, bucket: uploads.bucket, credentials: LOCAL_CREDENTIALS });
  if (refusal) return s3Error(response, refusal.status, refusal.code, refusal.message);
  const key = fields.get('key') ?? '';
  try {
    await uploads.client.send(
      new PutObjectCommand({ Bucket: uploads.bucket, Key: key, Body: Buffer.from(await file.arrayBuffer()), ContentType: fields.get('Content-Type') }),
    );
  } catch {
    // s3rver stopped or unreachable: what S3 answers when it cannot take a request now.
    return s3Error(response, 503, 'ServiceUnavailable', 'Please reduce your request rate.');
  }
  response.writeHead(204).end();
  // As S3's notification: after the answer, on its own; a failure is logged as Lambda would.
  uploads.process(s3EventOf(uploads.bucket, key, file.size, 'ObjectCreated:Post')).catch((error: unknown) => {
    log(`Photo processing failed for ${key}: ${String(error)}`);
  });
}
