import type { UploadContentType, UploadPurpose } from '../../../../shared/media';
import { call } from '../api';

/** The server's processing refused the file; `message` is its reason ('This photo is too large ...'). */
export class PhotoRefusedError extends Error {
  override readonly name = 'PhotoRefusedError';
}

/** The file did not reach storage, or its processing did not finish in time. */
export class PhotoUploadError extends Error {
  override readonly name = 'PhotoUploadError';
}

const POLL_EVERY_MS = 700;
const GIVE_UP_AFTER_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 26: uploads a photo the way the server takes it: a presigned POST for it (POST /api/media/uploads), the file
 * posted to the site's /uploads, then its processing polled until the photo is ready. Answers the photo's URL, which a
 * profile (`profileImage`) or a post (`mediaUrls`) then names.
 */
export async function uploadPhoto(file: Blob, purpose: UploadPurpose): Promise<string> {
  const ticket = await call('POST /api/media/uploads', { body: { purpose, contentType: file.type as UploadContentType } });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file, 'photo');
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: 'POST', body: form });
  } catch (error) {
    throw new PhotoUploadError('The photo could not be uploaded. Please check your connection.', { cause: error });
  }
  if (!response.ok) throw new PhotoUploadError('The photo could not be uploaded. Please try again.');
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  while (Date.now() < deadline) {
    const upload = await call('GET /api/media/uploads/{id}', { params: { id: ticket.uploadId } });
    if (upload.status === 'processed' && upload.url) return upload.url;
    if (upload.status === 'rejected') throw new PhotoRefusedError(upload.reason ?? 'This photo could not be used.');
    await pause(POLL_EVERY_MS);
  }
  throw new PhotoUploadError('The photo is taking too long to process. Please try again.');
}
