/**
 * The media domain's part of deleting an account (issue 26): the person's upload records, and the photos of uploads
 * that were processed but never put in a profile or post (a claimed photo goes with its profile or post).
 * Quarantined files expire with the upload bucket's one-day lifecycle.
 */
import { photoUrlOf } from '../../shared/media';
import type { DeletionStep } from '../lib/account-deletion';
import { uploadsByUserPartition } from './keys';
import { partitionDeletionStep } from '../lib/db/sweep';
import { deleteMedia } from '../lib/media';
import type { UploadRecord } from './records';

export const mediaDeletionSteps = (): DeletionStep[] => [
  partitionDeletionStep({
    name: 'media.uploads',
    index: 'GSI1',
    partitionOf: uploadsByUserPartition,
    async alsoDelete(item) {
      const upload = item as unknown as UploadRecord;
      if (upload.status === 'processed' && !upload.claimedAt) await deleteMedia(photoUrlOf(upload.purpose, upload.id));
      return [];
    },
  }),
];
