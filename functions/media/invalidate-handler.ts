/**
 * Invalidates removed media at CloudFront (./invalidation.ts): in AWS its own Lambda invoked by the media bucket's
 * ObjectRemoved notification on media/, so every way a photo goes (a deleted post, a replaced or removed profile
 * photo, a deleted account) is covered by one path; locally the runner calls this export on s3rver's removal events.
 */
import type { S3Event } from 'aws-lambda';
import { observeStreamBatch } from '../lib/observability';
import { invalidateRemovedObjects } from './invalidation';

export const handler = observeStreamBatch(async (event: S3Event): Promise<void> => {
  await invalidateRemovedObjects(event.Records.map((record) => decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '))));
});
