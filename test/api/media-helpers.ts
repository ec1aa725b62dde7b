/**
 * Photos the way the web app sends them (issue 26): ask for a presigned POST, post the file to /uploads, wait for
 * its processing. The tests then put the answered URL in a profile or a post.
 */
import { expect } from 'vitest';
import type { MediaUpload, MediaUploadTicket } from '../../shared/api-types';
import type { UploadContentType, UploadPurpose } from '../../shared/media';
import { api, baseUrl } from '../support/api';
import { jpegWithGps } from '../support/photos';

export async function requestUpload(token: string, purpose: UploadPurpose, contentType: UploadContentType = 'image/jpeg'): Promise<MediaUploadTicket> {
  const result = await api('POST /api/media/uploads', { token, body: { purpose, contentType } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** Posts the presigned form as a browser does (fields first, the file last); answers S3's status and body. */
export async function postUploadForm(ticket: Pick<MediaUploadTicket, 'url' | 'fields'>, file: Buffer, options: { fields?: Record<string, string>; type?: string } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...ticket.fields, ...options.fields })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: options.type ?? ticket.fields['Content-Type'] }), 'photo');
  const response = await fetch(new URL(ticket.url, baseUrl()), { method: 'POST', body: form });
  return { status: response.status, body: await response.text() };
}

/** Polls the upload until its processing settled (a plain loop: also called from beforeAll, where expect.poll is not allowed). */
export async function settledUpload(token: string, uploadId: string): Promise<MediaUpload> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const result = await api('GET /api/media/uploads/{id}', { params: { id: uploadId }, token });
    if (result.status === 200 && result.body.status !== 'pending') return result.body;
    if (Date.now() > deadline) throw new Error(`Upload ${uploadId} did not settle: HTTP ${result.status} ${JSON.stringify(result.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads `file` (a camera JPEG by default) and answers its settled processing. */
export async function uploadPhoto(token: string, purpose: UploadPurpose, file?: Buffer, contentType: UploadContentType = 'image/jpeg'): Promise<MediaUpload> {
  const ticket = await requestUpload(token, purpose, contentType);
  const posted = await postUploadForm(ticket, file ?? (await jpegWithGps({ width: 800, height: 600 })));
  expect(posted.status, posted.body).toBe(204);
  return settledUpload(token, ticket.uploadId);
}

/** The URL of a processed photo, for a profile's `profileImage` or a post's `mediaUrls`. */
export async function uploadedPhoto(token: string, purpose: UploadPurpose, file?: Buffer): Promise<string> {
  const upload = await uploadPhoto(token, purpose, file);
  expect(upload, JSON.stringify(upload)).toMatchObject({ status: 'processed' });
  return upload.url!;
}

export async function fetchMedia(url: string) {
  const response = await fetch(baseUrl() + url);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
