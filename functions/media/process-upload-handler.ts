/**
 * The photo processing function (issue 26): in AWS its own Lambda invoked by the upload bucket's ObjectCreated
 * notification on uploads/ (infra/constructs/media-pipeline.ts); locally the runner calls this same export once its
 * /uploads endpoint stored an object (infra/local/uploads.ts). A failure to reach S3 or the table throws, so Lambda
 * retries the event; a file that is not a usable image is a recorded rejection, not a failure.
 */
import type { S3Event } from 'aws-lambda';
import { observeStreamBatch } from '../lib/observability';
import { processUpload } from './process-upload';

/** S3 URL-encodes keys in events, with '+' for spaces. */
const keyOf = (encoded: string) => decodeURIComponent(encoded.replace(/\+/g, ' '));

export const handler = observeStreamBatch(async (event: S3Event): Promise<void> => {
  for (const record of event.Records) await processUpload({ bucket: record.s3.bucket.name, key: keyOf(record.s3.object.key) });
});
