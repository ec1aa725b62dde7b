/**
 * Photo uploads (issue 26): a presigned POST into quarantine and the processing result (./claims.ts gives a processed
 * photo to one profile or post). Only the processing function (./process-upload.ts) reads the file.
 */
import { randomUUID } from 'node:crypto';
import type { MediaUpload, MediaUploadTicket } from '../../shared/api-types';
import { UPLOAD_MAX_BYTES, type UploadContentType, type UploadPurpose } from '../../shared/media';
import { NotFound } from '../lib/errors';
import { presignUpload } from './presign';
import { quarantineKeyOf, toMediaUpload } from './records';
import { findUpload, putUpload } from './repository';

export const UPLOAD_NOT_FOUND = 'Upload not found';

export async function createUpload(options: { userId: string; purpose: UploadPurpose; contentType: UploadContentType }): Promise<MediaUploadTicket> {
  const uploadId = randomUUID();
  await putUpload({
    record: { id: uploadId, userId: options.userId, purpose: options.purpose, contentType: options.contentType, status: 'pending', createdAt: new Date().toISOString() },
  });
  const { url, fields } = await presignUpload({ key: quarantineKeyOf(options.userId, uploadId), contentType: options.contentType });
  return { uploadId, url, fields, maxBytes: UPLOAD_MAX_BYTES };
}

/** One's own upload only: another person's reads as none. */
export async function getUpload(options: { userId: string; uploadId: string }): Promise<MediaUpload> {
  const record = await findUpload({ uploadId: options.uploadId });
  if (!record || record.userId !== options.userId) throw new NotFound(UPLOAD_NOT_FOUND);
  return toMediaUpload(record);
}
