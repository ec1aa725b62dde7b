import type { MediaUpload } from '../../shared/api-types';
import { photoUrlOf, type UploadContentType, type UploadPurpose, type UploadStatus } from '../../shared/media';

/** One photo upload: made with its presigned POST, settled by the processing function, claimed by one profile or post. */
export interface UploadRecord {
  id: string;
  userId: string;
  purpose: UploadPurpose;
  contentType: UploadContentType;
  status: UploadStatus;
  /** Why processing refused the file (status 'rejected'). */
  reason?: string;
  createdAt: string;
  processedAt?: string;
  /** Set once a profile or post took the photo: no second one may (deleting one would delete the other's photo). */
  claimedAt?: string;
}

/** The quarantine object of an upload: the person's folder, so a policy can never name another's key. */
export const quarantineKeyOf = (userId: string, uploadId: string) => `uploads/${userId}/${uploadId}`;

const QUARANTINE_KEY = /^uploads\/([^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function parseQuarantineKey(key: string): { userId: string; uploadId: string } | undefined {
  const match = QUARANTINE_KEY.exec(key);
  return match?.[1] && match[2] ? { userId: match[1], uploadId: match[2] } : undefined;
}

export function toMediaUpload(record: UploadRecord): MediaUpload {
  return {
    uploadId: record.id,
    purpose: record.purpose,
    status: record.status,
    url: record.status === 'processed' ? photoUrlOf(record.purpose, record.id) : null,
    reason: record.status === 'rejected' ? (record.reason ?? null) : null,
  };
}
